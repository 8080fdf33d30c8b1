import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/accounts';
import { AppError } from '../app-error';

/**
 * Referrer rule (spec §5): an existing main member (not a sub-account), not oneself, not mutual
 * (the referrer was not referred by this member).
 */
export async function checkReferrer(db: Db, memberId: string | null, referrerId: string): Promise<void> {
  if (memberId && referrerId === memberId) throw new AppError('REFERRER_INVALID', { reason: 'self' });
  const [ref] = await db.select().from(member).where(eq(member.id, referrerId));
  if (!ref) throw new AppError('REFERRER_INVALID', { reason: 'notFound' });
  if (ref.parentId) throw new AppError('REFERRER_INVALID', { reason: 'subAccount' });
  if (memberId && ref.referrerId === memberId) throw new AppError('REFERRER_INVALID', { reason: 'mutual' });
}
