import type { Db } from '../../db/client';
import { AppError } from '../app-error';
import { findMemberByCode } from './member-code';

/**
 * Referrer rule (spec §5) for a member code as typed: an existing main member (not a
 * sub-account), not oneself, not mutual (the referrer was not referred by this member). Returns
 * the referrer's member id. The code's check character is the schema's concern (registerInput).
 */
export async function checkReferrer(db: Db, memberId: string | null, referrerCode: string): Promise<string> {
  const ref = await findMemberByCode(db, referrerCode);
  if (!ref) throw new AppError('REFERRER_NOT_FOUND');
  if (memberId && ref.id === memberId) throw new AppError('REFERRER_INVALID', { reason: 'self' });
  if (ref.parentId) throw new AppError('REFERRER_INVALID', { reason: 'subAccount' });
  if (memberId && ref.referrerId === memberId) throw new AppError('REFERRER_INVALID', { reason: 'mutual' });
  return ref.id;
}
