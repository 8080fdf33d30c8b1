import { ERASED_PHONE_PREFIX } from '../domain/privacy/erase-member';
import { maskDocId } from '../../common/validators/doc-id';
import { dashedFromYmd } from '../../common/validators/patterns';
import type { LocalizedText } from '../../common/i18n-config';
import type { member, userAccount } from '../db/schema/accounts';

type AccountPart = Pick<typeof userAccount.$inferSelect, 'id' | 'phone' | 'email' | 'isLocked' | 'deletedAt' | 'lastLoginAt' | 'createdAt'>;
type MemberPart = Pick<typeof member.$inferSelect, 'code' | 'fullname' | 'nickname' | 'tags' | 'isGood'>;
/** A type-list entry as a member's label: id and name (also when switched off since). */
export type NamedChoice = { id: number; name: LocalizedText; isEnabled: boolean };

const named = (ids: readonly number[], choices: readonly NamedChoice[]) =>
  ids.flatMap((id) => {
    const c = choices.find((x) => x.id === id);
    return c ? [{ id, name: c.name, isEnabled: c.isEnabled }] : [];
  });

/** One row of the back office's member list (spec §3 Member; the internal id only in links). */
export function presentMemberRow(r: AccountPart & MemberPart, tags: readonly NamedChoice[]) {
  return {
    id: r.id,
    code: r.code,
    fullname: r.fullname,
    nickname: r.nickname,
    /** An erased account's placeholder is no phone: shown as none. */
    phone: r.phone?.startsWith(ERASED_PHONE_PREFIX) ? null : r.phone,
    email: r.email,
    tags: named(r.tags, tags),
    isGood: r.isGood,
    isLocked: r.isLocked,
    deletedAt: r.deletedAt?.toISOString() ?? null,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}
export type ManagedMemberRow = ReturnType<typeof presentMemberRow>;

/** The profile staff see and edit: the row plus what the member wrote and the staff's note. */
export function presentMemberProfile(
  r: AccountPart & typeof member.$inferSelect,
  lists: { tags: readonly NamedChoice[]; industries: readonly NamedChoice[] },
) {
  return {
    ...presentMemberRow(r, lists.tags),
    gender: r.gender,
    nationality: r.nationality,
    /** YYYY-MM-DD. */
    birth: dashedFromYmd(r.birth),
    docType: r.docType,
    /** Only the last 4 characters leave the server; staff correcting it type it again. */
    docIdMasked: maskDocId(r.docId),
    docNation: r.docNation,
    signature: r.signature ?? '',
    background: r.background ?? '',
    social: r.social,
    favIndustries: named(r.favIndustries, lists.industries),
    staffNote: r.staffNote,
    marketingSms: r.marketingSms,
    marketingEmail: r.marketingEmail,
    updatedAt: r.updatedAt.toISOString(),
  };
}
export type ManagedMemberProfile = ReturnType<typeof presentMemberProfile>;

/** The before/after of a staff edit in the operation log: only what the edit can change. */
export function memberLogValues(r: Pick<typeof member.$inferSelect, 'nickname' | 'tags' | 'isGood' | 'staffNote' | 'social' | 'favIndustries' | 'background'>) {
  return { nickname: r.nickname, tags: r.tags, isGood: r.isGood, staffNote: r.staffNote, social: r.social, favIndustries: r.favIndustries, background: r.background ?? '' };
}
