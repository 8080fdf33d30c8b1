import { inArray } from 'drizzle-orm';
import { readHolidayIcs } from '../../../common/holiday-ics';
import type { HolidayImport, HolidayImportRow } from '../../../common/booking-setup.schema';
import { toClinicDate } from '../../../common/clinic-time';
import { LANGUAGES, type Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { publicHoliday } from '../../db/schema/booking';
import { AppError } from '../app-error';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';
import { bumpContentVersion } from '../site/content-version';

/**
 * Public holidays from the government's iCalendar file (docs/booking.md "Public holidays"): the file
 * is in one language (`lng`: en.ics, tc.ics or sc.ics), so it names the holidays in that language.
 * Each holiday from today on is NEW (added, its name in every language until the other files are
 * imported), RENAMED (listed with another name in that language: the name is set) or SAME; earlier
 * ones are PAST and left alone. Without `apply` nothing is written (the preview); with it the new
 * and renamed ones are written in one transaction, logged once. Not a calendar: 400 HOLIDAY_ICS_UNREADABLE.
 */
export async function importPublicHolidays(db: Db, ctx: ManageCtx, input: { lng: Lng; bytes: Buffer; apply: boolean }, now: Date): Promise<HolidayImport> {
  const read = readHolidayIcs(input.bytes.toString('utf8'));
  if (!read) throw new AppError('HOLIDAY_ICS_UNREADABLE');
  const today = toClinicDate(now);
  const plan = async (tx: Pick<Db, 'select'>) => {
    const dates = read.holidays.map((h) => h.date);
    const known = dates.length ? await tx.select().from(publicHoliday).where(inArray(publicHoliday.date, dates)) : [];
    return read.holidays.map((h): HolidayImportRow & { before: (typeof known)[number] | undefined } => {
      const before = known.find((k) => k.date === h.date);
      const status = h.date < today ? 'PAST' : !before ? 'NEW' : before.name[input.lng] === h.name ? 'SAME' : 'RENAMED';
      return { date: h.date, name: h.name, status, before };
    });
  };
  const present = (rows: Awaited<ReturnType<typeof plan>>): HolidayImport => ({ lng: input.lng, rows: rows.map(({ before: _b, ...r }) => r), unreadable: read.unreadable });
  if (!input.apply) return present(await plan(db));
  return db.transaction(async (tx) => {
    const rows = await plan(tx);
    const added = rows.filter((r) => r.status === 'NEW');
    const renamed = rows.filter((r) => r.status === 'RENAMED');
    if (added.length) {
      await tx.insert(publicHoliday).values(added.map((r) => ({ date: r.date, name: Object.fromEntries(LANGUAGES.map((l) => [l, r.name])) as Record<Lng, string> })));
    }
    for (const r of renamed) {
      await tx.update(publicHoliday).set({ name: { ...r.before!.name, [input.lng]: r.name } }).where(inArray(publicHoliday.date, [r.date]));
    }
    if (added.length || renamed.length) {
      await recordOperation(tx, ctx, {
        action: 'CREATE',
        resource: 'SCHEDULE',
        resourceId: 'public-holidays:import',
        before: renamed.map((r) => ({ date: r.date, name: r.before!.name })),
        after: { lng: input.lng, added: added.map((r) => ({ date: r.date, name: r.name })), renamed: renamed.map((r) => ({ date: r.date, name: r.name })) },
      });
      await bumpContentVersion(tx, ['place']);
    }
    return present(rows);
  });
}
