import { ilike, or, type SQL } from 'drizzle-orm';
import { MEMBER_CODE_ALPHABET, MEMBER_CODE_LENGTH, normalizeMemberCode } from '../../../common/validators/member-code';
import { member, userAccount } from '../../db/schema/accounts';
import { containsPattern } from './content-list';

/** A search that may be (part of) a member code. */
const codeLike = new RegExp(`^[${MEMBER_CODE_ALPHABET}]{4,${MEMBER_CODE_LENGTH}}$`);

/**
 * The back office's people search over `user_account` left- or inner-joined with `member`: account
 * name, e-mail, phone (spaces, dashes and brackets ignored), full name, nickname, and a member
 * code (or 4+ characters of one) however it was typed — any case, with or without the dash.
 */
export function accountSearch(q: string): SQL {
  const like = containsPattern(q);
  const digits = q.replace(/[\s()-]/g, '');
  const code = normalizeMemberCode(q);
  return or(
    ilike(userAccount.account, like),
    ilike(userAccount.email, like),
    ilike(userAccount.phone, containsPattern(digits || q)),
    ilike(member.fullname, like),
    ilike(member.nickname, like),
    ...(codeLike.test(code) ? [ilike(member.code, containsPattern(code))] : []),
  )!;
}
