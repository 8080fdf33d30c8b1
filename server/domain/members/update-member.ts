import { eq } from 'drizzle-orm';
import { storedProfileLists, type MemberManageInput } from '../../../common/member-manage.schema';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { marketingColumn, type MarketingChannel } from '../../../common/privacy';
import { recordMarketingChoice } from '../privacy/marketing-consent';
import { memberLogValues } from '../../presenters/managed-member';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx } from '../shared/manage-context';
import { memberRow } from './get-member';
import { checkTypeIds } from './member-types';

/**
 * Staff change a member's nickname, tags, isGood switch (spec §5: off blocks booking and chat),
 * note, social handles, favourite industries and background; never identity (phone, document,
 * birth). Tags and industries must be enabled entries of their lists (ones the member already has
 * may stay). Logged with before and after (resource MEMBER).
 */
export async function updateMember(db: Db, ctx: ManageCtx, id: string, parsed: MemberManageInput): Promise<void> {
  const { marketingSms, marketingEmail, ...profile } = parsed;
  const input = { ...storedProfileLists(profile), tags: [...new Set(parsed.tags)] };
  const { m } = await memberRow(db, id);
  await checkTypeIds(db, [
    { field: 'tags', ids: input.tags, kept: m.tags },
    { field: 'favIndustries', ids: input.favIndustries, kept: m.favIndustries },
  ]);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(member).where(eq(member.id, id)).for('update');
    const [after] = await tx
      .update(member)
      .set({ ...input, background: input.background || null, updatedAt: new Date() })
      .where(eq(member.id, id))
      .returning();
    const [account] = await tx.select({ lng: userAccount.lng }).from(userAccount).where(eq(userAccount.id, id));
    const consent = await recordMarketingChoice(tx, id, before!, { marketingSms, marketingEmail }, { source: 'STAFF', lng: account?.lng ?? 'zh-HK', actorId: ctx.actor.id });
    await recordOperation(tx, ctx, {
      action: 'UPDATE', resource: 'MEMBER', resourceId: id,
      before: { ...memberLogValues(before!), ...marketingOf(before!, consent) },
      after: { ...memberLogValues(after!), ...marketingOf({ marketingSms: marketingSms ?? before!.marketingSms, marketingEmail: marketingEmail ?? before!.marketingEmail }, consent) },
    });
  });
}

/** The marketing flags a staff edit changed, for the log's before/after (unchanged ones stay out). */
function marketingOf(v: Record<'marketingSms' | 'marketingEmail', boolean>, changed: MarketingChannel[]) {
  return Object.fromEntries(changed.map((c) => [marketingColumn[c], v[marketingColumn[c]]]));
}
