import { and, eq, ne } from 'drizzle-orm';
import type { Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { AppError } from '../app-error';
import type { Actor } from './get-actor';

/** A member edits their own profile fields (nickname, e-mail, signature, marketing choice, language). */
export async function updateProfile(
  db: Db,
  actor: Actor,
  input: { nickname: string; email: string; signature: string; marketingOptIn: boolean; lng: Lng },
): Promise<void> {
  if (!actor.member) throw new AppError('FORBIDDEN');
  const email = input.email ? input.email.toLowerCase() : null;
  if (email) {
    const taken = await db.select({ id: userAccount.id }).from(userAccount).where(and(eq(userAccount.email, email), ne(userAccount.id, actor.id)));
    if (taken.length) throw new AppError('EMAIL_ALREADY_REGISTERED');
  }
  await db.transaction(async (tx) => {
    await tx.update(userAccount).set({ email, lng: input.lng, updatedAt: new Date() }).where(eq(userAccount.id, actor.id));
    await tx
      .update(member)
      .set({ nickname: input.nickname, signature: input.signature || null, marketingOptIn: input.marketingOptIn, updatedAt: new Date() })
      .where(eq(member.id, actor.id));
  });
}
