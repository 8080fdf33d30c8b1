import { asc, eq } from 'drizzle-orm';
import { MARKETING_CHANNELS, MARKETING_WORDING, marketingColumn, type ConsentSource, type MarketingChannel } from '../../../common/privacy';
import type { Db } from '../../db/client';
import { marketingConsent, member } from '../../db/schema/accounts';
import type { Tx } from '../shared/manage-context';

/** The member's choices per channel; a channel left out is not being changed. */
export type MarketingChoice = Partial<Record<'marketingSms' | 'marketingEmail', boolean | undefined>>;

/**
 * Records a member's direct-marketing choices (issue 14): for each channel whose choice differs from
 * what is held, the member's flag changes and a `marketing_consent` row says given or withdrawn, when,
 * through what and under which wording version. An unchanged choice records nothing, so the history is
 * the list of real decisions. Runs inside the caller's transaction.
 */
export async function recordMarketingChoice(
  tx: Tx,
  memberId: string,
  held: Record<'marketingSms' | 'marketingEmail', boolean>,
  choice: MarketingChoice,
  how: { source: ConsentSource; lng: string; actorId?: string | null },
): Promise<MarketingChannel[]> {
  const changed = MARKETING_CHANNELS.filter((c) => {
    const v = choice[marketingColumn[c]];
    return v !== undefined && v !== held[marketingColumn[c]];
  });
  if (!changed.length) return [];
  const at = new Date();
  await tx.update(member).set(Object.fromEntries(changed.map((c) => [marketingColumn[c], choice[marketingColumn[c]]]))).where(eq(member.id, memberId));
  await tx.insert(marketingConsent).values(changed.map((c) => ({
    memberId, channel: c, granted: choice[marketingColumn[c]]!, wordingVersion: MARKETING_WORDING.version,
    lng: how.lng, source: how.source, actorId: how.actorId ?? null, at,
  })));
  return changed;
}

/** A member's consent history, oldest first (profile, staff member page, data export). */
export async function consentHistory(db: Db | Tx, memberId: string) {
  return db
    .select({ channel: marketingConsent.channel, granted: marketingConsent.granted, wordingVersion: marketingConsent.wordingVersion, source: marketingConsent.source, at: marketingConsent.at })
    .from(marketingConsent)
    .where(eq(marketingConsent.memberId, memberId))
    .orderBy(asc(marketingConsent.at), asc(marketingConsent.id));
}
