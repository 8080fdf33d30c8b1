import { and, eq } from 'drizzle-orm';
import { memberBalance } from '../../db/schema/deal';
import { siteSetting } from '../../db/schema/content';
import type { Tx } from '../shared/manage-context';
import { postMovement } from './post-movement';

/** The points a payment of `cents` earns under the site settings' rule (one per pointEarnCents; 0 = none). */
export const pointsFor = (cents: number, earnCents: number) => (earnCents > 0 ? Math.floor(cents / earnCents) : 0);

async function earnRule(tx: Tx): Promise<number> {
  const [s] = await tx.select({ earn: siteSetting.pointEarnCents }).from(siteSetting).where(eq(siteSetting.id, 1));
  return s?.earn ?? 0;
}

/** POINT earned by money received for a deal (ACCRUE, tied to the deal); nothing under the rule's threshold. */
export async function accruePoints(tx: Tx, memberId: string, cents: number, dealId: number, at: Date): Promise<number> {
  const points = pointsFor(cents, await earnRule(tx));
  if (points > 0) await postMovement(tx, { memberId, currency: 'POINT', delta: points, reason: 'ACCRUE', dealId, at });
  return points;
}

/**
 * A refund takes back the points its money earned — at most what the member still holds (points
 * already redeemed stay redeemed; the balance never goes below zero).
 */
export async function reversePoints(tx: Tx, memberId: string, cents: number, dealId: number, at: Date): Promise<number> {
  const earned = pointsFor(cents, await earnRule(tx));
  if (earned <= 0) return 0;
  const [b] = await tx.select({ balance: memberBalance.balance }).from(memberBalance).where(and(eq(memberBalance.memberId, memberId), eq(memberBalance.currency, 'POINT'))).for('update');
  const take = Math.min(earned, b?.balance ?? 0);
  if (take > 0) await postMovement(tx, { memberId, currency: 'POINT', delta: -take, reason: 'REFUND', dealId, at });
  return take;
}
