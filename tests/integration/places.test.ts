import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toClinicDate, weekday } from '../../common/clinic-time';
import { placeHoliday, scheduleEntry } from '../../server/db/schema/booking';
import { place } from '../../server/db/schema/content';
import { HK_PUBLIC_HOLIDAYS } from '../../server/db/seed/seed-booking';
import { listPlaceHours } from '../../server/domain/content/list-place-hours';
import { listPlaces } from '../../server/domain/content/list-places';
import { getContentVersion } from '../../server/domain/site/content-version';
import { apiBrowser, eventually, signedIn, type ApiBrowser } from '../helpers/api-browser';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';
import { L } from '../helpers/localized';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let central: typeof place.$inferSelect;
let tst: typeof place.$inferSelect;
const API = '/api/manage/booking-setup';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  const rows = await t.database.db.select().from(place);
  central = rows.find((p) => p.code === 'central')!;
  tst = rows.find((p) => p.code === 'tst')!;
});
afterAll(() => t?.close());

/** An anonymous visitor's page (served through the page cache), markup only: the translations and loader data sent along are left out. */
const visit = async (path: string) => (await apiBrowser(t).call('GET', path)).text.replace(/<script\b[\s\S]*?<\/script>/g, '');

describe(`opening hours of the places on ${TEST_DB_KIND}`, () => {
  it('gives the regular week and each date that differs: public holidays by name in three languages, place holidays, closures and special openings', async () => {
    const db = t.database.db;
    // Mon 21 Dec 2026 … Sun 3 Jan 2027; Fri 25 and Sat 26 Dec are seeded public holidays.
    const [training] = await db.insert(placeHoliday).values({ placeId: central.id, date: 20261223, name: '員工培訓' }).returning();
    const entries = await db
      .insert(scheduleEntry)
      .values([
        { type: 'PLACE_HOLIDAY', placeId: central.id, date: 20261222, start: 1500, end: 2000 },
        { type: 'PLACE_RESERVED', placeId: central.id, date: 20261221 },
        { type: 'PLACE_OPEN', placeId: central.id, date: 20261227, start: 1000, end: 1400 },
        { type: 'PLACE_OPEN', placeId: tst.id, date: 20261225, start: 1200, end: 1600 },
      ])
      .returning();
    try {
      const hours = await listPlaceHours(db, await listPlaces(db), 20261221, 14);
      const c = hours.get(central.id)!;
      const split = [{ start: 900, end: 1300 }, { start: 1400, end: 2000 }];
      expect(c.week).toEqual([[], split, split, split, split, split, [{ start: 900, end: 1800 }]]);
      expect(c.from).toBe(20261221);
      expect(c.through).toBe(20270103);
      const christmas = L('聖誕節', '圣诞节', 'Christmas Day');
      const boxing = L('聖誕節後第一個周日', '圣诞节后第一个周日', 'The first weekday after Christmas Day');
      expect(c.exceptions).toEqual([
        { date: 20261222, periods: [{ start: 900, end: 1300 }, { start: 1400, end: 1500 }], names: [] },
        { date: 20261223, periods: [], names: [L('員工培訓', '員工培訓', '員工培訓')] },
        { date: 20261225, periods: [], names: [christmas] },
        { date: 20261226, periods: [], names: [boxing] },
        { date: 20261227, periods: [{ start: 1000, end: 1400 }], names: [] },
        { date: 20270101, periods: [], names: [L('一月一日', '一月一日', 'The first day of January')] },
      ]);
      const s = hours.get(tst.id)!;
      expect(s.week).toEqual(Array.from({ length: 7 }, () => [{ start: 1000, end: 2000 }]));
      expect(s.exceptions).toEqual([
        { date: 20261225, periods: [{ start: 1200, end: 1600 }], names: [christmas] },
        { date: 20261226, periods: [], names: [boxing] },
        { date: 20270101, periods: [], names: [L('一月一日', '一月一日', 'The first day of January')] },
      ]);
    } finally {
      await db.delete(placeHoliday).where(eq(placeHoliday.id, training!.id));
      for (const e of entries) await db.delete(scheduleEntry).where(eq(scheduleEntry.id, e.id));
    }
  });

  it('leaves out a hidden place', async () => {
    const db = t.database.db;
    await db.update(place).set({ isShow: false }).where(eq(place.id, tst.id));
    try {
      expect([...(await listPlaceHours(db, await listPlaces(db), 20261221, 7)).keys()]).toEqual([central.id]);
    } finally {
      await db.update(place).set({ isShow: true }).where(eq(place.id, tst.id));
    }
  });
});

describe(`places on the public pages on ${TEST_DB_KIND}`, () => {
  it('home #contact, /about and the footer show both offices with hours, address, MTR exit, phones and directions; no other branch', async () => {
    for (const path of ['/en', '/en/about']) {
      const html = await visit(path);
      for (const text of [
        'Central Clinic',
        'Tsim Sha Tsui Clinic',
        'Mon–Fri',
        '09:00–13:00, 14:00–20:00',
        'Daily',
        '10:00–20:00',
        'A 4-minute walk from MTR Tsim Sha Tsui Station Exit A1.',
        'href="tel:+85223881234"',
        'href="tel:+85223885679"',
        'href="https://www.google.com/maps/search/?api=1&amp;query=Room%201706%2C%2017%2FF%2C%20Kowloon%20Pacific%20Tower%2C%2028%20Hankow%20Road%2C%20Tsim%20Sha%20Tsui%2C%20Kowloon"',
      ]) {
        expect(html, `${path}: ${text}`).toContain(text);
      }
      // The footer links to each office's hours on /about.
      expect(html).toContain('href="/en/about#place-central"');
      // The Causeway Bay branch of the old site settings is gone.
      expect(html).not.toContain('Causeway Bay');
      // Today's state is the browser's to say (the page may come from the cache): the server leaves it pending.
      expect(html.match(/data-testid="place-state"[^>]*data-state="pending"/g)?.length).toBe(4);
      expect(html).not.toContain('Open now');
    }
    expect(await visit('/about')).toContain('星期一至五');
    expect(await visit('/zh-CN/about')).toContain('周一至周五');
  });

  it('a place holiday saved in the back office shows by name on the cached pages within seconds, and goes when removed', async () => {
    // A weekday 40+ days ahead that is no public holiday: outside every booking window, inside the notice window.
    let date = addDays(toClinicDate(new Date()), 40);
    while (weekday(date) === 0 || weekday(date) === 6 || HK_PUBLIC_HOLIDAYS.some((h) => h.date === date)) date = addDays(date, 1);
    expect(await visit('/en/about')).not.toContain('Team training day');
    const v0 = await getContentVersion(t.database.db);
    const added = await admin.call('POST', `${API}/places/${central.id}/holidays`, { date, name: 'Team training day' });
    expect(added.status, added.text).toBe(200);
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(v0);
    expect(await eventually(async () => (await visit('/en/about')).includes('Team training day'))).toBe(true);
    expect(await visit('/en')).toContain(`data-date="${date}"`);

    expect((await admin.call('DELETE', `${API}/places/${central.id}/holidays/${added.json.holiday.id}`)).status).toBe(200);
    expect(await eventually(async () => !(await visit('/en/about')).includes('Team training day'))).toBe(true);
  });

  it('place closures and openings refresh the public pages; a therapist’s or room’s entry does not', async () => {
    const date = 20300405;
    const [therapist] = (await admin.call('GET', `${API}/staff`)).json.rows as { id: number }[];
    let v = await getContentVersion(t.database.db);
    const staffEntry = await admin.call('POST', `${API}/schedule-entries`, { type: 'STAFF_HOLIDAY', placeId: central.id, staffId: therapist!.id, date });
    expect(staffEntry.status, staffEntry.text).toBe(200);
    expect(await getContentVersion(t.database.db)).toBe(v);
    expect((await admin.call('DELETE', `${API}/schedule-entries/${staffEntry.json.entry.id}`)).status).toBe(200);
    expect(await getContentVersion(t.database.db)).toBe(v);

    const placeEntry = await admin.call('POST', `${API}/schedule-entries`, { type: 'PLACE_OPEN', placeId: central.id, date, start: 1000, end: 1200 });
    expect(placeEntry.status, placeEntry.text).toBe(200);
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(v);
    v = await getContentVersion(t.database.db);
    expect((await admin.call('DELETE', `${API}/schedule-entries/${placeEntry.json.entry.id}`)).status).toBe(200);
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(v);

    v = await getContentVersion(t.database.db);
    const holiday = await admin.call('POST', `${API}/public-holidays`, { date, name: L('測試假期', '测试假期', 'Test holiday') });
    expect(holiday.status, holiday.text).toBe(200);
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(v);
    v = await getContentVersion(t.database.db);
    expect((await admin.call('DELETE', `${API}/public-holidays/${date}`)).status).toBe(200);
    expect(await getContentVersion(t.database.db)).toBeGreaterThan(v);
  });
});
