import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { parseReminderHours, type ReminderChannel } from '../../../common/reminders';
import { isLng, pickText, type Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking, bookingReminder, room, servicePlan } from '../../db/schema/booking';
import { place, siteSetting, staff } from '../../db/schema/content';
import type { Mailer } from '../../integrations/mail/mailer';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { Translate } from '../notifications/notify';
import { withBookingParts } from '../../presenters/booking';
import { REMINDER_QUEUE, reminderKey, reminderMessages, reminderSchedule, whatsappReminderLink, type ReminderFacts, type ReminderJob } from './reminder-text';

/** Reminders go for confirmed bookings only (a request under approval or awaiting the member is not an appointment yet). */
const REMINDED_STATUS = 'ACCEPT';

/** Where reminder jobs are queued (server/jobs JobQueue.send). */
export type SendJob = (name: string, data: ReminderJob, opts: { startAfter: Date; singletonKey: string }) => Promise<string | null>;

async function reminderHours(db: Db): Promise<number[]> {
  const [s] = await db.select({ hours: siteSetting.reminderHours }).from(siteSetting).where(eq(siteSetting.id, 1));
  return parseReminderHours(s?.hours ?? '') ?? [];
}

/**
 * Queues the reminders of a booking once it is confirmed (or moved while confirmed): one job per
 * offset still ahead, keyed by booking, offset and start so asking again queues nothing new. Jobs of
 * an earlier start stay queued and send nothing (runBookingReminder checks the booking first).
 * Returns how many reminders are queued for the booking's current start.
 */
export async function scheduleBookingReminders(db: Db, send: SendJob, bookingId: number, now: Date): Promise<number> {
  const [b] = await db.select({ status: booking.status, startsAt: booking.startsAt }).from(booking).where(eq(booking.id, bookingId));
  if (!b || b.status !== REMINDED_STATUS) return 0;
  const plan = reminderSchedule(b.startsAt, await reminderHours(db), now);
  for (const r of plan) {
    await send(REMINDER_QUEUE, { bookingId, hoursBefore: r.hoursBefore, startsAt: b.startsAt.toISOString() }, { startAfter: r.at, singletonKey: reminderKey(bookingId, r.hoursBefore, b.startsAt) });
  }
  // Queued for this start: the catch-up sweep leaves it alone (unless it moves again).
  await db.update(booking).set({ remindersFor: b.startsAt }).where(and(eq(booking.id, bookingId), eq(booking.startsAt, b.startsAt)));
  return plan.length;
}

/** A confirmed booking changed this recently is left to the path that changed it (it queues right after commit). */
export const REMINDER_CATCH_UP_GRACE_MS = 60_000;
/** Bookings caught up per sweep. */
const CATCH_UP_BATCH = 200;

/**
 * Confirmed future bookings whose reminders were never queued for their current start — the process
 * stopped between the booking's commit and queuing them, or the queue was down then (docs/front-desk.md).
 * Queuing is idempotent (singleton keys while a job waits; the runner records each channel before
 * sending), so two processes sweeping at once send nothing twice.
 */
export async function bookingsMissingReminders(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(
        eq(booking.status, REMINDED_STATUS),
        sql`${booking.remindersFor} is distinct from ${booking.startsAt}`,
        gt(booking.startsAt, now),
        lt(booking.updatedAt, new Date(now.getTime() - REMINDER_CATCH_UP_GRACE_MS)),
      ),
    )
    .orderBy(booking.startsAt)
    .limit(CATCH_UP_BATCH);
  return rows.map((r) => r.id);
}

/** The booking, its member's contacts and choices, and the names a reminder shows, in the member's language. */
async function loadReminder(db: Db, bookingId: number) {
  const [r] = await withBookingParts(
    db
      .select({
        b: booking, plan: servicePlan.name, place: place.name, address: place.address, therapist: staff.name, roomCode: room.code,
        phone: userAccount.phone, email: userAccount.email, lng: userAccount.lng, deleted: userAccount.deletedAt,
        remindSms: member.remindSms, remindEmail: member.remindEmail, clinic: siteSetting.name,
      })
      .from(booking)
      .$dynamic(),
  )
    .innerJoin(userAccount, eq(userAccount.id, booking.memberId))
    .innerJoin(siteSetting, eq(siteSetting.id, 1))
    .where(eq(booking.id, bookingId));
  if (!r) return null;
  const lng: Lng = isLng(r.lng) ? r.lng : 'zh-HK';
  const facts: ReminderFacts = {
    bookingId, lng, clinic: pickText(r.clinic, lng), plan: pickText(r.plan, lng), therapist: pickText(r.therapist, lng),
    place: pickText(r.place, lng), address: pickText(r.address, lng), startsAt: r.b.startsAt,
  };
  return { status: r.b.status, facts, phone: r.phone, email: r.email, deleted: !!r.deleted, remindSms: r.remindSms, remindEmail: r.remindEmail };
}

export interface ReminderDeps {
  sms: SmsSender;
  mailer: Mailer;
  translate: Translate;
  publicUrl: string;
  now: () => Date;
  /** A claim older than this and never marked sent belongs to an attempt that died: the next attempt takes it over. */
  claimStaleMs: number;
}

export type ReminderOutcome = { sent: ReminderChannel[]; skipped: ReminderChannel[]; reason?: 'gone' | 'not-live' | 'moved' | 'past' | 'offset-removed' };

/**
 * Runs one reminder job: re-reads the booking and sends nothing when it is no longer confirmed, has
 * moved, has started, or the offset was taken out of the site settings. Otherwise each channel the
 * member has not turned off (and has a number or address for) is claimed in booking_reminder, sent,
 * and marked sent — a channel already sent is skipped, so a retry after a failure (or after the
 * worker died) sends only what had not gone. A failed channel releases its claim and the job throws
 * (the queue retries it with backoff).
 */
export async function runBookingReminder(db: Db, deps: ReminderDeps, job: ReminderJob): Promise<ReminderOutcome> {
  const r = await loadReminder(db, job.bookingId);
  if (!r || r.deleted) return { sent: [], skipped: [], reason: 'gone' };
  if (r.status !== REMINDED_STATUS) return { sent: [], skipped: [], reason: 'not-live' };
  if (r.facts.startsAt.toISOString() !== job.startsAt) return { sent: [], skipped: [], reason: 'moved' };
  if (r.facts.startsAt.getTime() <= deps.now().getTime()) return { sent: [], skipped: [], reason: 'past' };
  if (!(await reminderHours(db)).includes(job.hoursBefore)) return { sent: [], skipped: [], reason: 'offset-removed' };

  const t = await deps.translate(r.facts.lng);
  const msg = reminderMessages(t, r.facts, deps.publicUrl);
  const out: ReminderOutcome = { sent: [], skipped: [] };
  const channels: { channel: ReminderChannel; go: (() => Promise<void>) | null }[] = [
    { channel: 'SMS', go: r.remindSms && r.phone ? () => deps.sms.send({ to: r.phone!, text: msg.sms, lng: r.facts.lng }) : null },
    { channel: 'EMAIL', go: r.remindEmail && r.email ? () => deps.mailer.send({ to: r.email!, subject: msg.subject, text: msg.text }) : null },
  ];
  let failure: unknown;
  for (const { channel, go } of channels) {
    if (!go) continue;
    const key = { bookingId: job.bookingId, hoursBefore: job.hoursBefore, startsAt: r.facts.startsAt, channel };
    if (!(await claim(db, key, deps.now(), deps.claimStaleMs))) {
      out.skipped.push(channel);
      continue;
    }
    try {
      await go();
      await db.update(bookingReminder).set({ sentAt: deps.now() }).where(keyWhere(key));
      out.sent.push(channel);
    } catch (err) {
      await db.delete(bookingReminder).where(and(keyWhere(key), isNull(bookingReminder.sentAt)));
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return out;
}

type ReminderKey = { bookingId: number; hoursBefore: number; startsAt: Date; channel: ReminderChannel };
const keyWhere = (k: ReminderKey) =>
  and(eq(bookingReminder.bookingId, k.bookingId), eq(bookingReminder.hoursBefore, k.hoursBefore), eq(bookingReminder.startsAt, k.startsAt), eq(bookingReminder.channel, k.channel));

/** Takes the right to send one channel of one reminder: a new claim, or one an attempt that died left behind. */
async function claim(db: Db, k: ReminderKey, now: Date, staleMs: number): Promise<boolean> {
  const fresh = await db.insert(bookingReminder).values({ ...k, claimedAt: now }).onConflictDoNothing().returning();
  if (fresh.length) return true;
  const taken = await db
    .update(bookingReminder)
    .set({ claimedAt: now })
    .where(and(keyWhere(k), isNull(bookingReminder.sentAt), lt(bookingReminder.claimedAt, new Date(now.getTime() - staleMs))))
    .returning();
  return taken.length > 0;
}

/** The reminder text a staff member sends by WhatsApp for a booking (the member's language), as a click-to-chat link; null without a phone. */
export async function bookingWhatsappLink(db: Db, deps: Pick<ReminderDeps, 'translate' | 'publicUrl'>, bookingId: number): Promise<string | null> {
  const r = await loadReminder(db, bookingId);
  if (!r) return null;
  const t = await deps.translate(r.facts.lng);
  return whatsappReminderLink(r.phone, reminderMessages(t, r.facts, deps.publicUrl).sms);
}

/** The reminders sent for a booking (tests and the back office), oldest first. */
export function remindersOf(db: Db, bookingId: number) {
  return db.select().from(bookingReminder).where(eq(bookingReminder.bookingId, bookingId)).orderBy(bookingReminder.claimedAt, sql`${bookingReminder.channel}`);
}
