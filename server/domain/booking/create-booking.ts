import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { MemberBookingInput, StaffBookingInput } from '../../../common/booking.schema';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { booking, bookingAddon } from '../../db/schema/booking';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import { isUniqueViolation } from '../shared/db-errors';
import type { ManageCtx } from '../shared/manage-context';
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
}

/** Idempotency keys: what a client may send in the Idempotency-Key header. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export type CreateBookingRequest =
  | { who: 'member'; actor: Actor; input: MemberBookingInput; idempotencyKey?: string }
  | { who: 'staff'; ctx: ManageCtx; input: StaffBookingInput; idempotencyKey?: string };

/**
 * Books a slot: a member for themself (status WAIT, approval pending) or staff for a member
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
        { who: req.who, force: req.who === 'staff' && req.input.force, now, random: deps.random },
      );
      const [row] = await tx
        .insert(booking)
        .values({
          memberId,
          ...slotColumns(d),
          preferredTherapistId: input.therapistId ?? null,
          status: req.who === 'member' ? 'WAIT' : req.input.askMember ? 'CONFIRM' : 'ACCEPT',
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
      await noticeToMember(tx, tr, b.status as 'WAIT' | 'CONFIRM' | 'ACCEPT', {
        ...b,
        planName: d.loaded.plan.name,
        placeName: d.loaded.place.name,
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

/** A fingerprint of what was asked (who and the parsed input, keys sorted), stored beside the idempotency key. */
function hashRequest(who: string, input: object): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])])) : v;
  return createHash('sha256').update(JSON.stringify([who, canonical(input)])).digest('hex');
}
