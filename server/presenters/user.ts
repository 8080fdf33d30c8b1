import { maskDocId } from '../../common/validators/doc-id';
import { dashedFromYmd } from '../../common/validators/patterns';
import type { Actor } from '../domain/accounts/get-actor';

/** Spec §3 User as sent to the browser: id, member, channel, permissions (no secrets, no hashes). */
export function presentUser(a: Actor) {
  const m = a.member;
  return {
    id: a.id,
    account: a.account,
    phone: a.phone,
    email: a.email,
    lng: a.lng,
    roles: a.roles,
    permissions: a.permissions,
    channel: `user:${a.id}`,
    member: m
      ? {
          id: m.id,
          /** The member code people see (8 characters; shown grouped, e.g. K7MQ-4QX9). */
          code: m.code,
          fullname: m.fullname,
          nickname: m.nickname,
          gender: m.gender,
          birth: dashedFromYmd(m.birth),
          docType: m.docType,
          /** Only the last 4 characters leave the server. */
          docIdMasked: maskDocId(m.docId),
          nationality: m.nationality,
          /** The referrer's member code. */
          referrer: a.referrerCode ?? null,
          avatar: m.avatar,
          signature: m.signature,
          marketingSms: m.marketingSms,
          marketingEmail: m.marketingEmail,
          remindSms: m.remindSms,
          remindEmail: m.remindEmail,
          isGood: m.isGood,
          bannedMembers: [] as string[],
          followedMembers: [] as string[],
          industries: [] as number[],
          favIndustries: m.favIndustries,
          social: m.social,
          background: m.background ?? '',
        }
      : null,
  };
}
export type PublicUser = ReturnType<typeof presentUser>;
