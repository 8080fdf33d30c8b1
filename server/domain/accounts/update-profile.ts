import { and, eq, ne } from 'drizzle-orm';
import type { ProfileInput } from '../../../common/account.schema';
import { storedProfileLists } from '../../../common/member-manage.schema';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import { checkTypeIds } from '../members/member-types';
import { recordMarketingChoice } from '../privacy/marketing-consent';
import type { Actor } from './get-actor';

/**
 * A member edits their own profile fields (nickname, e-mail, signature, marketing choice, language,
 * social handles, favourite industries, background). Industries must be enabled entries of the
 * list (ones already chosen may stay).
 */
export async function updateProfile(db: Db, actor: Actor, parsed: ProfileInput): Promise<void> {
  if (!actor.member) throw new AppError('FORBIDDEN');
  const input = storedProfileLists(parsed);
  await checkTypeIds(db, [{ field: 'favIndustries', ids: input.favIndustries, kept: actor.member.favIndustries }], 'form.invalid');
  const email = input.email ? input.email.toLowerCase() : null;
  if (email) {
    const taken = await db.select({ id: userAccount.id }).from(userAccount).where(and(eq(userAccount.email, email), ne(userAccount.id, actor.id)));
    if (taken.length) throw new AppError('EMAIL_ALREADY_REGISTERED');
  }
  await db.transaction(async (tx) => {
    await tx.update(userAccount).set({ email, lng: input.lng, updatedAt: new Date() }).where(eq(userAccount.id, actor.id));
    await tx
      .update(member)
      .set({
        nickname: input.nickname, signature: input.signature || null,
        social: input.social, favIndustries: input.favIndustries, background: input.background || null, updatedAt: new Date(),
        ...(input.remindSms === undefined ? {} : { remindSms: input.remindSms }),
        ...(input.remindEmail === undefined ? {} : { remindEmail: input.remindEmail }),
      })
      .where(eq(member.id, actor.id));
    const [held] = await tx.select({ marketingSms: member.marketingSms, marketingEmail: member.marketingEmail }).from(member).where(eq(member.id, actor.id)).for('update');
    await recordMarketingChoice(tx, actor.id, held!, input, { source: 'PROFILE', lng: input.lng });
  });
}
