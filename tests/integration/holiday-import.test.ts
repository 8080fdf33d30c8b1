import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate } from '../../common/clinic-time';
import { operationLog } from '../../server/db/schema/accounts';
import { publicHoliday } from '../../server/db/schema/booking';
import { apiBrowser, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { signedInMembers } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/** Public holidays from the government's iCalendar files (docs/booking.md "Public holidays"). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
const PATH = '/api/manage/booking-setup/public-holidays/import';
const today = toClinicDate(new Date());
const yearAhead = Math.floor(today / 10_000) + 3;
const day = (md: number) => yearAhead * 10_000 + md;
const ics = (events: [number, string][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flatMap(([d, s]) => ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${d}`, `DTEND;VALUE=DATE:${addDays(d, 1)}`, `SUMMARY:${s}`, 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');
const send = (b: ApiBrowser, body: string, query: string) => t.request(`${PATH}?${query}`, { method: 'POST', headers: { ...b.headers(), 'content-type': 'text/calendar' }, body });
const rowsFrom = (d: number) => t.database.db.select().from(publicHoliday).where(gte(publicHoliday.date, d)).orderBy(publicHoliday.date);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t?.close());

describe(`importing public holidays on ${TEST_DB_KIND}`, () => {
  it('previews without writing, imports what is new from today on, then names them from another language’s file; logged once per import', async () => {
    const en = ics([[20200101, 'The first day of January'], [day(101), 'The first day of January'], [day(501), 'Labour Day'], [day(1225), 'Christmas Day']]);
    const before = await rowsFrom(day(101));
    expect(before).toEqual([]);
    const preview = await send(admin, en, 'lng=en');
    expect(preview.status).toBe(200);
    const p = await preview.json();
    expect(p.rows.map((r: { date: number; status: string }) => [r.date, r.status])).toEqual([[20200101, 'PAST'], [day(101), 'NEW'], [day(501), 'NEW'], [day(1225), 'NEW']]);
    expect(await rowsFrom(day(101))).toEqual([]);

    const applied = await send(admin, en, 'lng=en&apply=true');
    expect(applied.status).toBe(200);
    expect((await rowsFrom(day(101))).map((r) => [r.date, r.name])).toEqual([
      [day(101), { 'zh-HK': 'The first day of January', 'zh-CN': 'The first day of January', en: 'The first day of January' }],
      [day(501), { 'zh-HK': 'Labour Day', 'zh-CN': 'Labour Day', en: 'Labour Day' }],
      [day(1225), { 'zh-HK': 'Christmas Day', 'zh-CN': 'Christmas Day', en: 'Christmas Day' }],
    ]);
    // The 2020 date was before today: untouched.
    expect(await t.database.db.select().from(publicHoliday).where(eq(publicHoliday.date, 20200101))).toEqual([]);

    const tc = ics([[day(101), '一月一日'], [day(501), '勞動節'], [day(1225), '聖誕節']]);
    const again = await (await send(admin, tc, 'lng=zh-HK&apply=true')).json();
    expect(again.rows.map((r: { status: string }) => r.status)).toEqual(['RENAMED', 'RENAMED', 'RENAMED']);
    expect((await rowsFrom(day(501)))[0]!.name).toEqual({ 'zh-HK': '勞動節', 'zh-CN': 'Labour Day', en: 'Labour Day' });
    const same = await (await send(admin, tc, 'lng=zh-HK&apply=true')).json();
    expect(same.rows.map((r: { status: string }) => r.status)).toEqual(['SAME', 'SAME', 'SAME']);
    const logs = await t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'SCHEDULE'), eq(operationLog.resourceId, 'public-holidays:import')));
    expect(logs).toHaveLength(2);
    // The public opening hours follow: the place is closed that day.
    expect((await rowsFrom(day(1225)))[0]!.name['zh-HK']).toBe('聖誕節');
  });

  it('refuses what is not a calendar, a bad language and a file too large; changes nothing', async () => {
    const n = (await rowsFrom(0)).length;
    const html = await send(admin, '<html>Not found</html>', 'lng=en&apply=true');
    expect([html.status, (await html.json()).code]).toEqual([400, 'HOLIDAY_ICS_UNREADABLE']);
    expect((await send(admin, ics([[day(601), 'X']]), 'lng=fr&apply=true')).status).toBe(400);
    expect((await send(admin, 'BEGIN:VCALENDAR\r\n' + 'X'.repeat(600 * 1024), 'lng=en&apply=true')).status).toBe(413);
    expect((await rowsFrom(0)).length).toBe(n);
  });

  it('who may import: anonymous 401, a member and staff without SCHEDULE_EDIT 403, SCHEDULE_EDIT may', async () => {
    const body = ics([[day(701), 'Permission Day']]);
    expect((await send(apiBrowser(t), body, 'lng=en')).status).toBe(401);
    const [m] = await signedInMembers(t, 1);
    expect((await send(m!, body, 'lng=en')).status).toBe(403);
    expect((await send(await signedInStaff(t, ['SCHEDULE_VIEW']), body, 'lng=en')).status).toBe(403);
    expect((await send(await signedInStaff(t, ['SCHEDULE_EDIT']), body, 'lng=en&apply=true')).status).toBe(200);
    expect((await rowsFrom(day(701))).map((r) => r.date)).toContain(day(701));
  });
});
