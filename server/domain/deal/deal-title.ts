import { eq } from 'drizzle-orm';
import type { LocalizedText } from '../../../common/i18n-config';
import { booking, servicePlan } from '../../db/schema/booking';
import { event } from '../../db/schema/content';
import { eventRegistration } from '../../db/schema/event-registration';
import type { Tx } from '../shared/manage-context';
import type { DealRow } from './event-deal';

/**
 * What a deal is for, by name, for notices and receipts: the event's or the booked plan's own
 * title (so it reads the same as on the site), else the title written when it was sold.
 */
export async function dealTitle(tx: Tx, d: Pick<DealRow, 'kind' | 'eventRegistrationId' | 'bookingId' | 'itemTitle'>): Promise<LocalizedText> {
  if (d.kind === 'EVENT') {
    const [e] = await tx.select({ title: event.title }).from(event).innerJoin(eventRegistration, eq(eventRegistration.eventId, event.id)).where(eq(eventRegistration.id, d.eventRegistrationId!));
    return e!.title;
  }
  if (d.kind === 'BOOKING') {
    const [p] = await tx.select({ name: servicePlan.name }).from(servicePlan).innerJoin(booking, eq(booking.planId, servicePlan.id)).where(eq(booking.id, d.bookingId!));
    return p!.name;
  }
  return d.itemTitle!;
}
