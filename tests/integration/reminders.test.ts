import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { member as memberTable, smsOutbox, userAccount } from '../../server/db/schema/accounts';
import { booking, servicePlan } from '../../server/db/schema/booking';
import { place, staff } from '../../server/db/schema/content';
import { REMINDER_QUEUE } from '../../server/domain/booking/reminder-text';
import { createMailer } from '../../server/integrations/mail/mailer';
import { createSmsSender } from '../../server/integrations/sms/sms-sender';
import { bindAppJobs } from '../../server/jobs/app-jobs';
import { createJobQueue } from '../../server/jobs/job-queue';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;
let second: ReturnType<typeof bindAppJobs>;
const secondMailer = createMailer({});
let ids: { tst: number; physio: number; lee: number };

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_SECONDS: '0.5', JOB_MAINTENANCE_SECONDS: '1', JOB_RETRY_DELAY_SECONDS: '1', JOB_EXPIRE_SECONDS: '5', JOB_RETRY_LIMIT: '1' }, { jobs: true });
  const db = t.database.db;
  ids = {
    tst: (await db.select().from(place)).find((p) => p.code === 'tst')!.id,
    physio: (await db.select().from(servicePlan)).find((p) => p.name.en === 'Physiotherapy first assessment')!.id,
    lee: (await db.select().from(staff)).find((s) => s.slug === 'lee-chun-hei')!.id,
  };
  // A second worker on the same database, as a second app process would run (its own queue and mailer).
  const queue = createJobQueue({ database: t.database, url: t.databaseUrl, maintenanceSeconds: 1, pollSeconds: 0.5, onError: (err) => { throw err; } });
  second = bindAppJobs({
    db,
    queue,
    reminders: { sms: createSmsSender({ db, env: {} }), mailer: secondMailer, translate: (lng) => t.services.i18n.fixedT(lng), publicUrl: t.config.PUBLIC_URL, now: () => new Date() },
    expireInSeconds: 5,
    retryLimit: 1,
    retryDelaySeconds: 1,
    onError: (err) => { throw err; },
  });
  await second.start();
}, 60_000);
afterAll(async () => {
  await second?.stop();
  await t?.close();
});

const run = async (q: ReturnType<typeof sql>) => ((await (t.database.db as unknown as { execute: (s: unknown) => Promise<{ rows: Record<string, unknown>[] }> }).execute(q)).rows);
const jobsOf = (bookingId: number) => run(sql`select id, state, singleton_key, start_after, data from pgboss.job where name = ${REMINDER_QUEUE} and (data->>'bookingId')::bigint = ${bookingId} order by start_after`);
/** Makes a booking's waiting reminders due now (the queue's clock cannot be moved). */
const dueNow = (bookingId: number) => run(sql`update pgboss.job set start_after = now() where name = ${REMINDER_QUEUE} and state = 'created' and (data->>'bookingId')::bigint = ${bookingId}`);
const smsTo = async (phone: string) => t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone));
const mailsTo = (email: string) => [...t.mailer.sent!, ...secondMailer.sent!].filter((m) => m.to === email);

async function until<T>(what: string, fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A member (with an e-mail, in `lng`) and a confirmed booking of theirs some days ahead, made by staff. */
async function confirmedBooking(lng: 'en' | 'zh-HK' | 'zh-CN' = 'en', skip = 0) {
  const [m] = await signedInMembers(t, 1);
  const email = `${m!.memberId}@example.test`;
  await t.database.db.update(userAccount).set({ email, lng }).where(eq(userAccount.id, m!.memberId));
  const [u] = await t.database.db.select().from(userAccount).where(eq(userAccount.id, m!.memberId));
  const from = addDays(toClinicDate(new Date()), 3);
  const avail = await m!.call('GET', `/api/booking/availability?planId=${ids.physio}&placeId=${ids.tst}&therapistId=${ids.lee}&from=${from}&to=${addDays(from, 30)}`);
  const days = (avail.json.dates as { date: number; times: number[] }[]).filter((d) => d.times.length > 0);
  const day = days[skip]!;
  const desk = await signedInStaff(t, ['BOOKING_EDIT', 'BOOKING_VIEW']);
  const made = await desk.call('POST', '/api/manage/bookings', { memberId: m!.memberId, planId: ids.physio, placeId: ids.tst, therapistId: ids.lee, date: day.date, start: day.times[0] });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  expect(made.json.booking.status).toBe('ACCEPT');
  return { member: m!, desk, id: made.json.booking.id as number, phone: u!.phone!, email, day };
}

describe(`reminders through the job queue on ${TEST_DB_KIND}`, () => {
  it('queues one reminder per offset (24 h and 2 h before) when a booking is confirmed, and none twice', async () => {
    const b = await confirmedBooking();
    const [row] = await t.database.db.select().from(booking).where(eq(booking.id, b.id));
    const jobs = await jobsOf(b.id);
    expect(jobs.map((j) => j.state)).toEqual(['created', 'created']);
    expect(jobs.map((j) => new Date(j.start_after as string).getTime())).toEqual([row!.startsAt.getTime() - 24 * 3_600_000, row!.startsAt.getTime() - 2 * 3_600_000]);
    expect(jobs.map((j) => j.singleton_key)).toEqual([`${b.id}:24:${row!.startsAt.toISOString()}`, `${b.id}:2:${row!.startsAt.toISOString()}`]);
    // Asking again (a second write that leaves it confirmed at the same time) queues nothing new.
    expect(await t.services.jobs.bookingChanged(b.id)).toBeUndefined();
    expect(await jobsOf(b.id)).toHaveLength(2);
  });

  it('catches up a confirmed booking whose reminders were never queued (the process died right after its commit), once, whichever process sweeps', async () => {
    const b = await confirmedBooking('en', 4);
    const [row] = await t.database.db.select().from(booking).where(eq(booking.id, b.id));
    expect(row!.remindersFor?.getTime()).toBe(row!.startsAt.getTime());
    // As if the process stopped between the commit and queuing: no jobs, no mark, changed a while ago.
    await run(sql`delete from pgboss.job where name = ${REMINDER_QUEUE} and (data->>'bookingId')::bigint = ${b.id}`);
    await t.database.db.update(booking).set({ remindersFor: null, updatedAt: new Date(Date.now() - 5 * 60_000) }).where(eq(booking.id, b.id));
    // Both processes sweep at once: the booking's two reminders are queued once.
    const [one, two] = await Promise.all([t.services.jobs.catchUpReminders(new Date()), second.catchUpReminders(new Date())]);
    expect(one + two).toBeGreaterThanOrEqual(1);
    expect((await jobsOf(b.id)).map((j) => j.state)).toEqual(['created', 'created']);
    const [after] = await t.database.db.select().from(booking).where(eq(booking.id, b.id));
    expect(after!.remindersFor?.getTime()).toBe(after!.startsAt.getTime());
    // Nothing left to catch up for it.
    expect(await t.services.jobs.catchUpReminders(new Date())).toBe(0);
  });

  it('with two workers on the database, sends each reminder exactly once by SMS and e-mail, in the member’s language', async () => {
    const b = await confirmedBooking('zh-HK', 1);
    await dueNow(b.id);
    const done = await until('both reminders done', () => jobsOf(b.id), (js) => js.length === 2 && js.every((j) => j.state === 'completed'));
    expect(done).toHaveLength(2);
    // Give any duplicate a chance to show up before counting.
    await new Promise((r) => setTimeout(r, 1500));
    const sms = await smsTo(b.phone);
    expect(sms).toHaveLength(2);
    for (const s of sms) {
      expect(s.lng).toBe('zh-HK');
      expect(s.text).toContain('提醒');
      expect(s.text).toContain(`/user/bookings/${b.id}`);
    }
    const mails = mailsTo(b.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toMatch(/^預約提醒/);
    expect(mails[0]!.text).toContain(`/api/user/bookings/${b.id}/calendar.ics`);
  });

  it('respects the member’s opt-out per channel', async () => {
    const b = await confirmedBooking('en', 2);
    const profile = await b.member.call('GET', '/api/user/me');
    expect(profile.status).toBe(200);
    const saved = await b.member.call('PATCH', '/api/user/profile', { nickname: 'Opt', email: b.email, marketingSms: false, marketingEmail: false, lng: 'en', remindSms: false });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const [m] = await t.database.db.select().from(memberTable).where(eq(memberTable.id, b.member.memberId));
    expect(m).toMatchObject({ remindSms: false, remindEmail: true });
    await dueNow(b.id);
    await until('reminders done', () => jobsOf(b.id), (js) => js.every((j) => j.state === 'completed'));
    expect(await smsTo(b.phone)).toHaveLength(0);
    expect(mailsTo(b.email)).toHaveLength(2);
  });

  it('sends nothing for a cancelled booking, nor the old time’s reminders after a reschedule', async () => {
    const c = await confirmedBooking('en', 3);
    expect((await c.desk.call('POST', `/api/manage/bookings/${c.id}/status`, { status: 'CANCEL', reason: 'Member phoned' })).status).toBe(200);
    await dueNow(c.id);
    await until('cancelled booking’s jobs done', () => jobsOf(c.id), (js) => js.every((j) => j.state === 'completed'));
    expect(await smsTo(c.phone)).toHaveLength(0);
    expect(mailsTo(c.email)).toHaveLength(0);

    const r = await confirmedBooking('en', 4);
    const old = await jobsOf(r.id);
    const [before] = await t.database.db.select().from(booking).where(eq(booking.id, r.id));
    const moved = await r.desk.call('PUT', `/api/manage/bookings/${r.id}`, { memberId: r.member.memberId, planId: ids.physio, placeId: ids.tst, therapistId: ids.lee, date: r.day.date, start: r.day.times.at(-1) });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const [after] = await t.database.db.select().from(booking).where(eq(booking.id, r.id));
    expect(after!.startsAt.getTime()).not.toBe(before!.startsAt.getTime());
    const jobs = await jobsOf(r.id);
    expect(jobs).toHaveLength(4);
    expect(jobs.filter((j) => (j.data as { startsAt: string }).startsAt === after!.startsAt.toISOString())).toHaveLength(2);
    // Run only the old time's reminders: they find the booking moved and send nothing.
    await run(sql`update pgboss.job set start_after = now() where id in (${sql.join(old.map((j) => sql`${j.id as string}::uuid`), sql`, `)})`);
    await until('old reminders done', () => jobsOf(r.id), (js) => js.filter((j) => j.state === 'completed').length === 2);
    expect(await smsTo(r.phone)).toHaveLength(0);
    expect(mailsTo(r.email)).toHaveLength(0);
  });

  it('retries a failing send, keeps what went, lists the failed job for staff, and runs it again on retry (logged)', async () => {
    // From here a worker whose SMS gateway is down runs the reminders (the others stop working the queue).
    await second.stop();
    await t.jobQueue!.unwork(REMINDER_QUEUE);
    const db = t.database.db;
    const down = async () => {
      throw new Error('gateway unreachable');
    };
    const failing = bindAppJobs({
      db,
      queue: createJobQueue({ database: t.database, url: t.databaseUrl, maintenanceSeconds: 1, pollSeconds: 0.5, onError: (err) => { throw err; } }),
      reminders: { sms: createSmsSender({ db, env: { SMS_GATEWAY_URL: 'http://gateway.test/send' }, fetchImpl: down }), mailer: secondMailer, translate: (lng) => t.services.i18n.fixedT(lng), publicUrl: t.config.PUBLIC_URL, now: () => new Date() },
      expireInSeconds: 5, retryLimit: 1, retryDelaySeconds: 1,
      onError: (err) => { throw err; },
    });
    await failing.start();
    const b = await confirmedBooking('en', 6);
    await dueNow(b.id);
    const failed = await until('both reminders failed', () => jobsOf(b.id), (js) => js.length === 2 && js.every((j) => j.state === 'failed'), 30_000);
    await failing.stop();
    // Two attempts each: the SMS failed every time, the e-mail went once per reminder.
    expect((await smsTo(b.phone)).map((s) => s.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(mailsTo(b.email)).toHaveLength(2);

    const admin = await signedInStaff(t, ['ADMIN_EDIT']);
    const list = await admin.call('GET', '/api/manage/jobs?view=failed');
    expect(list.json.counts.failed).toBe(2);
    expect(list.json.rows.map((r: { id: string }) => r.id).sort()).toEqual(failed.map((j) => j.id).sort());
    expect(list.json.rows[0]).toMatchObject({ queue: REMINDER_QUEUE, state: 'failed', retryCount: 1, error: 'gateway unreachable' });

    // The gateway is back: a retried job sends the SMS only (the e-mail had gone).
    const healthy = bindAppJobs({
      db,
      queue: createJobQueue({ database: t.database, url: t.databaseUrl, maintenanceSeconds: 1, pollSeconds: 0.5, onError: (err) => { throw err; } }),
      reminders: { sms: createSmsSender({ db, env: {} }), mailer: secondMailer, translate: (lng) => t.services.i18n.fixedT(lng), publicUrl: t.config.PUBLIC_URL, now: () => new Date() },
      expireInSeconds: 5, retryLimit: 1, retryDelaySeconds: 1,
      onError: (err) => { throw err; },
    });
    await healthy.start();
    try {
      const retried = await admin.call('POST', `/api/manage/jobs/${REMINDER_QUEUE}/${failed[0]!.id as string}/retry`);
      expect(retried.status, JSON.stringify(retried.json)).toBe(200);
      await until('retried job completed', () => jobsOf(b.id), (js) => js.some((j) => j.state === 'completed'));
      expect((await smsTo(b.phone)).filter((s) => s.status === 'stored')).toHaveLength(1);
      expect(mailsTo(b.email)).toHaveLength(2);
      const log = await signedInStaff(t, ['OPERATION_LOG_VIEW']);
      const rows = (await log.call('GET', '/api/manage/operation-log?action=RETRY_JOB')).json.rows;
      expect(rows[0]).toMatchObject({ resource: 'ADMIN', resourceId: failed[0]!.id });
    } finally {
      await healthy.stop();
    }
  }, 60_000);
});

describe(`the jobs screen's API on ${TEST_DB_KIND}`, () => {
  it('answers 401 to a visitor, 403 to a member and to staff without ADMIN rights; lists for ADMIN_VIEW, retries only with ADMIN_EDIT', async () => {
    const [m] = await signedInMembers(t, 1);
    const viewer = await signedInStaff(t, ['ADMIN_VIEW']);
    const editor = await signedInStaff(t, ['ADMIN_EDIT']);
    const other = await signedInStaff(t, ['BOOKING_EDIT', 'SITE_SETTING_EDIT']);
    const retryPath = `/api/manage/jobs/${REMINDER_QUEUE}/00000000-0000-4000-8000-000000000000/retry`;
    const { apiBrowser } = await import('../helpers/api-browser');
    for (const [method, path] of [['GET', '/api/manage/jobs'], ['POST', retryPath]] as const) {
      expect((await apiBrowser(t).call(method, path)).status, `anonymous ${method}`).toBe(401);
      expect((await m!.call(method, path)).status, `member ${method}`).toBe(403);
      expect((await other.call(method, path)).status, `other staff ${method}`).toBe(403);
    }
    const list = await viewer.call('GET', '/api/manage/jobs?view=completed');
    expect(list.status).toBe(200);
    expect(list.json.counts.completed).toBeGreaterThan(0);
    expect(list.json.rows[0]).toMatchObject({ queue: REMINDER_QUEUE, state: 'completed' });
    expect((await viewer.call('POST', retryPath)).status).toBe(403);
    const notFailed = await editor.call('POST', retryPath);
    expect(notFailed.status).toBe(409);
    expect(notFailed.json.code).toBe('JOB_NOT_FAILED');
    expect((await editor.call("POST", `/api/manage/jobs/nope/00000000-0000-4000-8000-000000000000/retry`)).status).toBe(404);
    expect((await viewer.call('GET', '/api/manage/jobs?view=bogus')).status).toBe(400);
  });
});

describe(`reminder offsets in the site settings on ${TEST_DB_KIND}`, () => {
  it('refuses a bad list with a field error and changes nothing; stores a good one largest first; a new booking follows it', async () => {
    const admin = await signedInStaff(t, ['SITE_SETTING_EDIT']);
    const { updatedAt: _u, ...settings } = (await admin.call('GET', '/api/manage/site-settings')).json.settings;
    expect(settings.reminderHours).toBe('24,2');
    for (const bad of ['0', '24;2', '1,2,3,4,5', '400']) {
      const res = await admin.call('PUT', '/api/manage/site-settings', { ...settings, reminderHours: bad });
      expect(res.status, bad).toBe(400);
      expect(res.json.data.fields).toEqual([{ field: 'reminderHours', message: 'form.invalid' }]);
    }
    expect((await admin.call('GET', '/api/manage/site-settings')).json.settings.reminderHours).toBe('24,2');
    const ok = await admin.call('PUT', '/api/manage/site-settings', { ...settings, reminderHours: ' 3, 48 ' });
    expect(ok.status).toBe(200);
    expect(ok.json.settings.reminderHours).toBe('48,3');
    try {
      const b = await confirmedBooking('en', 7);
      const [row] = await t.database.db.select().from(booking).where(eq(booking.id, b.id));
      const jobs = await jobsOf(b.id);
      expect(jobs.map((j) => new Date(j.start_after as string).getTime())).toEqual([row!.startsAt.getTime() - 48 * 3_600_000, row!.startsAt.getTime() - 3 * 3_600_000]);
    } finally {
      expect((await admin.call('PUT', '/api/manage/site-settings', settings)).status).toBe(200);
    }
  });
});

describe(`the reminder links' routes on ${TEST_DB_KIND}`, () => {
  it('gives a member the calendar entry of their own live booking only; staff need BOOKING_VIEW for the WhatsApp link', async () => {
    const b = await confirmedBooking('en', 8);
    const [other] = await signedInMembers(t, 1);
    const { apiBrowser } = await import('../helpers/api-browser');
    const ics = `/api/user/bookings/${b.id}/calendar.ics`;
    expect((await apiBrowser(t).call('GET', ics)).status).toBe(401);
    expect((await other!.call('GET', ics)).status).toBe(404);
    expect((await b.desk.call('GET', ics)).status).toBe(403);
    const own = await b.member.call('GET', ics);
    expect(own.status).toBe(200);
    expect(own.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(own.text).toContain(`UID:booking-${b.id}@aloha`);
    expect(own.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    const wa = `/api/manage/bookings/${b.id}/whatsapp-reminder`;
    expect((await apiBrowser(t).call('GET', wa)).status).toBe(401);
    expect((await b.member.call('GET', wa)).status).toBe(403);
    expect((await (await signedInStaff(t, ['SITE_SETTING_EDIT'])).call('GET', wa)).status).toBe(403);
    const link = await (await signedInStaff(t, ['BOOKING_VIEW'])).call('GET', wa);
    expect(link.status).toBe(200);
    expect(link.json.url).toMatch(new RegExp(`^https://wa\\.me/${b.phone.replace('+', '')}\\?text=`));
    expect(decodeURIComponent(link.json.url.split('text=')[1])).toContain(`/en/user/bookings/${b.id}`);
    expect((await b.desk.call('GET', '/api/manage/bookings/999999999/whatsapp-reminder')).status).toBe(404);

    expect((await b.desk.call('POST', `/api/manage/bookings/${b.id}/status`, { status: 'CANCEL', reason: 'Clinic closed' })).status).toBe(200);
    expect((await b.member.call('GET', ics)).status).toBe(404);
  });
});
