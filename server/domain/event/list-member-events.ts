import { and, asc, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { event, place } from '../../db/schema/content';
import { deal } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import { presentMyRegistration } from '../../presenters/event-registration';

/**
 * "My events": the member's registrations, canceled ones included, for events not yet ended
 * (soonest first) or ended (latest first), with what the list shows of each event.
 */
export async function listMemberEvents(db: Db, memberId: string, q: { scope: 'upcoming' | 'past'; lng: Lng }, now: Date) {
  const when: SQL = q.scope === 'upcoming' ? gt(event.endAt, now) : lte(event.endAt, now);
  const rows = await db
    .select({ reg: eventRegistration, event, place, dealId: deal.id, dealState: deal.state })
    .from(eventRegistration)
    .leftJoin(deal, eq(deal.eventRegistrationId, eventRegistration.id))
    .innerJoin(event, eq(event.id, eventRegistration.eventId))
    .leftJoin(place, eq(place.id, event.placeId))
    .where(and(eq(eventRegistration.memberId, memberId), when))
    .orderBy(q.scope === 'upcoming' ? asc(event.startAt) : desc(event.startAt), desc(eventRegistration.id))
    .limit(200);
  return {
    rows: rows.map((r) => ({
      ...presentMyRegistration(r.reg, r.event.startAt, now, { id: r.dealId, state: r.dealState }),
      event: {
        id: r.event.id,
        slug: r.event.slug,
        title: pickText(r.event.title, q.lng),
        startAt: r.event.startAt.toISOString(),
        endAt: r.event.endAt.toISOString(),
        place: r.place ? pickText(r.place.name, q.lng) : null,
        // A hidden or deleted event keeps its row here but has no public page to link to.
        isPublic: r.event.isShow && r.event.deletedAt === null,
      },
    })),
  };
}
export type MemberEventRow = Awaited<ReturnType<typeof listMemberEvents>>['rows'][number];
