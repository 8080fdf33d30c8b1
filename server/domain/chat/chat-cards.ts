import { and, eq } from 'drizzle-orm';
import type { ChatSendInput } from '../../../common/chat';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import { booking, servicePlan } from '../../db/schema/booking';
import { blogPost, event, place, staff } from '../../db/schema/content';
import { AppError } from '../app-error';
import { blogPostPublicAt, visibleAt } from '../content/visible';
import type { Tx } from '../shared/manage-context';

const invalid = (field: string) => new AppError('VALIDATION', { fields: [{ field, message: 'form.invalid' }] });

/** A booking card snapshot (VISIT and the context card): one of the room member's bookings, names in three languages. */
export async function bookingCard(db: Db | Tx, memberId: string, bookingId: number) {
  const [b] = await db
    .select({ b: booking, plan: servicePlan.name, place: place.name, therapist: staff.name })
    .from(booking)
    .innerJoin(servicePlan, eq(servicePlan.id, booking.planId))
    .innerJoin(place, eq(place.id, booking.placeId))
    .innerJoin(staff, eq(staff.id, booking.therapistId))
    .where(and(eq(booking.id, bookingId), eq(booking.memberId, memberId)));
  if (!b) return null;
  return {
    bookingId: b.b.id,
    date: b.b.date,
    start: b.b.start,
    end: b.b.end,
    status: b.b.status,
    plan: b.plan,
    place: b.place,
    therapist: b.therapist,
    link: `/user/bookings/${b.b.id}`,
  };
}

/** An event card snapshot: a shown event by slug. */
export async function eventCard(db: Db | Tx, slug: string) {
  const [e] = await db.select().from(event).where(and(eq(event.slug, slug), eq(event.isShow, true)));
  if (!e) return null;
  return { slug: e.slug, title: e.title, banner: e.banner, startAt: e.startAt.getTime(), endAt: e.endAt.getTime(), feeCents: e.feeCents, link: `/events/${e.slug}` };
}

/**
 * The stored data of a card message (PROFILE, POST, CASE, REQUEST, EVENT, VISIT): what the client
 * renders, copied when sent so the message keeps showing what was shared. Texts stay in all three
 * languages; the client picks its own.
 */
export async function cardData(db: Db | Tx, input: ChatSendInput, roomMemberId: string, now: Date): Promise<Record<string, unknown>> {
  switch (input.type) {
    case 'PROFILE': {
      if ('memberId' in input.data) {
        // Only the room's own member can be shown: no member's profile is passed to another.
        if (input.data.memberId !== roomMemberId) throw invalid('data.memberId');
        const [m] = await db.select().from(member).where(eq(member.id, roomMemberId));
        if (!m) throw invalid('data.memberId');
        return { kind: 'member', memberId: m.id, name: m.nickname || m.fullname, avatar: m.avatar, signature: m.signature ?? '' };
      }
      const [s] = await db.select().from(staff).where(and(eq(staff.id, input.data.staffId), visibleAt(staff, now)));
      if (!s) throw invalid('data.staffId');
      return { kind: 'staff', staffId: s.id, slug: s.slug, name: s.name, title: s.title, photo: s.photo, link: `/team#${s.slug}` };
    }
    case 'POST': {
      const [p] = await db.select().from(blogPost).where(and(eq(blogPost.slug, input.data.slug), blogPostPublicAt(now)));
      if (!p) throw invalid('data.slug');
      return { slug: p.slug, title: p.title, summary: p.summary, cover: p.cover, link: `/blog/${p.slug}` };
    }
    case 'EVENT': {
      const card = await eventCard(db, input.data.slug);
      if (!card) throw invalid('data.slug');
      return card;
    }
    case 'VISIT': {
      const card = await bookingCard(db, roomMemberId, input.data.bookingId);
      if (!card) throw invalid('data.bookingId');
      return card;
    }
    case 'CASE':
      return { caseType: input.data.caseType, note: input.data.note };
    case 'REQUEST': {
      const card = input.data.bookingId === undefined ? null : await bookingCard(db, roomMemberId, input.data.bookingId);
      if (input.data.bookingId !== undefined && !card) throw invalid('data.bookingId');
      // WAIT until the other side answers YES or NO (answer-request.ts).
      return { kind: input.data.kind, note: input.data.note, booking: card, state: 'WAIT' };
    }
    default:
      throw invalid('type');
  }
}
