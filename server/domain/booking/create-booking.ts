import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { MemberBookingInput, StaffBookingInput } from '../../../common/booking.schema';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking, bookingAddon } from '../../db/schema/booking';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import { isUniqueViolation } from '../shared/db-errors';
import type { ManageCtx, Tx } from '../shared/manage-context';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import { needsApprovalForNoShows } from '../../../common/waitlist';
import { countNoShows } from '../waitlist/no-shows';
import { waitlistSettings } from '../waitlist/waitlist-deps';
import { recordOperation } from '../operation-log/record-operation';
import type { Translate } from '../notifications/notify';
import { noticeToMember } from './booking-notice';
import { loadTranslators } from '../notifications/notify';
import { assertBodyIds } from './booking-options';
import { decideSlot, lockPlaces, slotColumns } from './place-booking';
import { isExclusionViolation } from '../shared/db-errors';
import { priceVisit } from './price-booking';

export interface BookingDeps {
  translate: Translate;
  now: () => Date;
  /** Random room choice (tests pass a fixed one). */
  random?: () => number;
  /** Waiting-list offers of freed slots go out by SMS too (server/domain/waitlist). */
  sms?: SmsSender;
  /** A freed slot could not be offered after its change committed (the change stands). */
  reportError?: (err: unknown, what: string) => void;
}

/** A member accepting a waiting-list offer: the offer is claimed inside the booking's transaction. */
export interface WaitlistClaim {
  claim: (tx: Tx, bookingId: number) => Promise<void>;
}

/** Idempotency keys: what a client may send in the Idempotency-Key header. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export type CreateBookingRequest =
  | { who: 'member'; actor: Actor; input: MemberBookingInput; idempotencyKey?: string; waitlist?: WaitlistClaim }
  | { who: 'staff'; ctx: ManageCtx; input: StaffBookingInput; idempotencyKey?: string };

/**
 * Books a slot: a member for themself (status WAIT, approval pending; ACCEPT when accepting a
 * waiting-list offer, unless the member has reached the site's no-show limit) or staff for a member
 * (ACCEPT, or CONFIRM when the member is asked to confirm; soft conflicts only with `force`). Runs under the place lock; the database's exclusion
 * constraint backs the therapist check. A repeated idempotency key returns the first booking
 * (`replayed`). Loser of a race: AppError BOOKING_SLOT_TAKEN (409).
 */
export async function createBooking(db: Db, deps: BookingDeps, req: CreateBookingRequest): Promise<{ id: number; replayed: boolean }> {
  const actorId = req.who === 'member' ? req.actor.id : req.ctx.actor.id;
  const key = req.idempotencyKey;
  if (key !== undefined && !KEY_PATTERN.test(key)) throw new AppError('VALIDATION', { fields: [{ field: 'idempotencyKey', message: 'form.invalid' }] });
  if (req.who === 'member' && (!req.actor.member || !req.actor.member.isGood)) throw new AppError('MEMBER_NOT_EFFECTIVE');

  const requestHash = key ? hashRequest(req.who, req.input) : null;
  /** The booking this key made before; the same key with another request is not a retry. */
  const findReplay = async () => {
    if (!key) return undefined;
    const [b] = await db.select({ id: booking.id, hash: booking.idempotencyHash }).from(booking).where(and(eq(booking.createdBy, actorId), eq(booking.idempotencyKey, key)));
    if (b && b.hash && b.hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return b;
  };
  const replay = await findReplay();
  if (replay) return { id: replay.id, replayed: true };

  const memberId = req.who === 'member' ? req.actor.id : req.input.memberId;
  if (req.who === 'staff') {
    const [m] = await db
      .select({ id: member.id })
      .from(member)
      .innerJoin(userAccount, eq(userAccount.id, member.id))
      .where(and(eq(member.id, memberId), isNull(userAccount.deletedAt)));
    if (!m) throw new AppError('VALIDATION', { fields: [{ field: 'memberId', message: 'form.invalid' }] });
  }
  const now = deps.now();
  const tr = await loadTranslators(deps.translate);
  const input = req.input;
  await assertBodyIds(db, input.parts, input.symptoms);
  const addonIds = req.who === 'member' ? req.input.addonIds : [];
  const price = await priceVisit(db, { planId: input.planId, addonIds, promotionId: req.who === 'member' ? req.input.promotionId : null }, now);
  try {
    return await db.transaction(async (tx) => {
      await lockPlaces(tx, [input.placeId]);
      const d = await decideSlot(
        tx,
        {
          planId: input.planId,
          addonPlanIds: addonIds,
          placeId: input.placeId,
          therapistId: input.therapistId ?? null,
          roomId: req.who === 'staff' ? (req.input.roomId ?? null) : null,
          date: input.date,
          start: input.start,
        },
        { who: req.who, force: req.who === 'staff' && req.input.force, now, random: deps.random, memberId: req.who === 'member' ? memberId : undefined },
      );
      const status = req.who === 'member' ? await memberStatus(tx, memberId, !!req.waitlist) : { status: req.input.askMember ? ('CONFIRM' as const) : ('ACCEPT' as const), byNoShows: false, noShows: 0 };
      const [row] = await tx
        .insert(booking)
        .values({
          memberId,
          ...slotColumns(d),
          preferredTherapistId: input.therapistId ?? null,
          status: status.status,
          parts: input.parts,
          symptoms: input.symptoms,
          specialRequests: input.specialRequests,
          otherRequest: input.specialRequests.includes('OTHER') ? input.otherRequest : '',
          totalAmtCents: req.who === 'staff' && req.input.totalAmtCents !== undefined ? req.input.totalAmtCents : price.totalCents,
          planPriceCents: price.plan.priceCents,
          promotionId: price.promotionId,
          remark: req.who === 'staff' ? req.input.remark : '',
          isForced: d.overridden.length > 0,
          source: req.who === 'member' ? 'MEMBER' : 'STAFF',
          idempotencyKey: key ?? null,
          idempotencyHash: requestHash,
          createdBy: actorId,
        })
        .returning();
      const b = row!;
      if (price.addons.length) {
        await tx.insert(bookingAddon).values(price.addons.map((a) => ({ bookingId: b.id, planId: a.planId, durationMin: a.durationMin, priceCents: a.priceCents })));
      }
      if (req.who === 'member' && req.waitlist) await req.waitlist.claim(tx, b.id);
      await noticeToMember(tx, tr, status.byNoShows ? 'WAIT_NO_SHOWS' : status.status, {
        ...b,
        planName: d.loaded.plan.name,
        placeName: d.loaded.place.name,
        noShows: status.noShows,
      }, now);
      if (req.who === 'staff') {
        await recordOperation(tx, req.ctx, { action: 'CREATE', resource: 'BOOKING', resourceId: b.id, before: null, after: { ...b, overridden: d.overridden } });
      }
      return { id: b.id, replayed: false };
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw new AppError('BOOKING_SLOT_TAKEN');
    if (key && isUniqueViolation(err)) {
      const again = await findReplay();
      if (again) return { id: again.id, replayed: true };
    }
    throw err;
  }
}

/**
 * A member's booking waits for staff approval (WAIT). Accepting a waiting-list offer books it
 * confirmed (ACCEPT), unless the member's no-shows (MISS) reached the site's noShowApprovalAfter
 * (0 = off): then it waits too, and the member is told why (`byNoShows`).
 */
async function memberStatus(tx: Tx, memberId: string, fromWaitlist: boolean): Promise<{ status: 'WAIT' | 'ACCEPT'; byNoShows: boolean; noShows: number }> {
  const { noShowApprovalAfter } = await waitlistSettings(tx);
  if (!fromWaitlist || noShowApprovalAfter === 0) return { status: fromWaitlist ? 'ACCEPT' : 'WAIT', byNoShows: false, noShows: 0 };
  const noShows = await countNoShows(tx, memberId);
  const gated = needsApprovalForNoShows(noShows, noShowApprovalAfter);
  return { status: gated ? 'WAIT' : 'ACCEPT', byNoShows: gated, noShows };
}

/** A fingerprint of what was asked (who and the parsed input, keys sorted), stored beside the idempotency key. */
function hashRequest(who: string, input: object): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])])) : v;
  return createHash('sha256').update(JSON.stringify([who, canonical(input)])).digest('hex');
}
