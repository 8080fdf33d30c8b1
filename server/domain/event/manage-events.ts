import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { fromClinic } from '../../../common/clinic-time';
import type { EventInput, EventListQuery } from '../../../common/event.schema';
import { hasAspect } from '../../../common/media.schema';
import type { Db } from '../../db/client';
import { event, place, service } from '../../db/schema/content';
import { presentManagedEvent, type ManagedEvent } from '../../presenters/event';
import { imageSizeOf } from '../media/image-size';
import { AppError } from '../app-error';
import { containsPattern, listPage, localizedContains } from '../shared/content-list';
import { saveContentRow, setContentRowDeleted, writeContentRow, type BinKind } from '../shared/content-rows';
import { refusingDuplicates } from '../shared/db-errors';
import type { ManageCtx, Tx } from '../shared/manage-context';

const EVENT: BinKind<typeof event.$inferSelect, ManagedEvent> = { table: event, resource: 'EVENT', present: (r) => presentManagedEvent(r) };

/**
 * The back office's events: search in the slug or the title in any language; current (not deleted),
 * upcoming or past (by their end), hidden, or deleted; upcoming soonest first, the rest latest first.
 */
export function listManageEvents(db: Db, query: EventListQuery, now = new Date()) {
  const live = isNull(event.deletedAt);
  const STATE: Record<EventListQuery['state'], SQL> = {
    current: live,
    upcoming: and(live, gt(event.endAt, now))!,
    past: and(live, lte(event.endAt, now))!,
    hidden: and(live, eq(event.isShow, false))!,
    deleted: isNotNull(event.deletedAt),
  };
  return listPage(db, {
    table: event,
    where: [STATE[query.state], query.q ? or(ilike(event.slug, containsPattern(query.q)), localizedContains([event.title], query.q)) : undefined],
    order: query.state === 'upcoming' ? [asc(event.startAt), asc(event.id)] : query.state === 'deleted' ? [desc(event.deletedAt)] : [desc(event.startAt), desc(event.id)],
    page: query.page,
    pageSize: query.pageSize,
    present: (r: typeof event.$inferSelect) => presentManagedEvent(r, now),
  });
}

/** The stored row of an input: moments as instants; the slug is free and the place and service exist (else 400/409 naming the field). */
async function valuesOf(tx: Pick<Db, 'select'>, id: number | null, input: EventInput) {
  const { startDate, startTime, endDate, endTime, openDate, openTime, closeDate, closeTime, ...rest } = input;
  const [taken] = await tx.select({ id: event.id }).from(event).where(id === null ? eq(event.slug, input.slug) : and(eq(event.slug, input.slug), ne(event.id, id))).limit(1);
  if (taken) throw new AppError('DUPLICATE', { field: 'slug', value: input.slug });
  const missing: { field: string; message: string }[] = [];
  if (input.placeId !== null && !(await tx.select({ id: place.id }).from(place).where(eq(place.id, input.placeId))).length) missing.push({ field: 'placeId', message: 'cms:form.invalid' });
  if (input.serviceId !== null && !(await tx.select({ id: service.id }).from(service).where(eq(service.id, input.serviceId))).length) missing.push({ field: 'serviceId', message: 'cms:form.invalid' });
  // Spec §5: the banner is 16:9 (±1 %) as stored — the editor's cropper makes one from any library image.
  const banner = await imageSizeOf(tx, input.banner);
  if (!banner) missing.push({ field: 'banner', message: 'cms:media.banner.missing' });
  else if (!hasAspect(banner.width, banner.height, '16:9')) missing.push({ field: 'banner', message: 'cms:media.banner.ratio' });
  if (missing.length) throw new AppError('VALIDATION', { fields: missing });
  return { ...rest, startAt: fromClinic(startDate, startTime), endAt: fromClinic(endDate, endTime), openAt: fromClinic(openDate, openTime), closeAt: fromClinic(closeDate, closeTime) };
}

/** Writes an event from a parsed input: the editor's and the seed's one way in. */
export async function writeEvent(tx: Tx, id: number | null, input: EventInput) {
  return writeContentRow(tx, EVENT, id, await valuesOf(tx, id, input));
}

/** Creates (`id` null) or updates an event (404 while deleted; 409 for a slug in use); logged; public pages follow. */
export async function saveEvent(db: Db, ctx: ManageCtx, id: number | null, input: EventInput): Promise<ManagedEvent> {
  const values = await valuesOf(db, id, input);
  return refusingDuplicates(saveContentRow(db, ctx, EVENT, id, values), () => new AppError('DUPLICATE', { field: 'slug', value: input.slug }));
}

/** Deletes (to the bin) or restores an event; logged; public pages follow. */
export function setEventDeleted(db: Db, ctx: ManageCtx, id: number, deleted: boolean): Promise<ManagedEvent> {
  return setContentRowDeleted(db, ctx, EVENT, id, deleted);
}
