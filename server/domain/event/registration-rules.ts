import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { SEAT_HOLDING_STATES } from '../../../common/event-registration-rules';
import { event } from '../../db/schema/content';
import { eventRegistration } from '../../db/schema/event-registration';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';

export type EventRow = typeof event.$inferSelect;

/**
 * The event as the public site shows it, locked for the rest of the transaction (SELECT … FOR
 * UPDATE): registrations and cancellations of one event run one after the other, so the seat
 * count read next is the one the write relies on. A hidden or deleted event is NOT_FOUND.
 */
export async function lockPublicEvent(tx: Tx, eventId: number): Promise<EventRow> {
  const [e] = await tx.select().from(event).where(and(eq(event.id, eventId), eq(event.isShow, true), isNull(event.deletedAt))).for('update');
  if (!e) throw new AppError('NOT_FOUND', { resource: 'event', id: eventId });
  return e;
}

/** The event locked as lockPublicEvent does, hidden or deleted ones too (staff and the system act on those). */
export async function lockEvent(tx: Tx, eventId: number): Promise<EventRow> {
  const [e] = await tx.select().from(event).where(eq(event.id, eventId)).for('update');
  if (!e) throw new AppError('NOT_FOUND', { resource: 'event', id: eventId });
  return e;
}

/** Seats held of an event: CONFIRMED registrations and PENDING ones (a paid seat held for payment). */
export async function heldSeats(tx: Pick<Tx, 'select'>, eventId: number): Promise<number> {
  const [r] = await tx
    .select({ n: count() })
    .from(eventRegistration)
    .where(and(eq(eventRegistration.eventId, eventId), inArray(eventRegistration.state, [...SEAT_HOLDING_STATES])));
  return Number(r?.n ?? 0);
}

/** Whether another seat may be held (seat max 0 = unlimited, spec §9). */
export const hasSeatLeft = (e: Pick<EventRow, 'seatMax'>, held: number) => e.seatMax === 0 || held < e.seatMax;
