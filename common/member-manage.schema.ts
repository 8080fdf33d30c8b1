import { z } from 'zod';
import { listQuery } from './cms-fields';
import { FORM_INVALID } from './validators/field-message';

/**
 * Members in the back office (issue 11; spec §3 Member, §5 isGood, §6 no creation) and the fields a
 * member keeps on their own profile too: one schema for the screen's form, the API
 * (/api/manage/members) and the domain. The rules a member and staff share (social handles,
 * favourite industries, background) are built here once; the back-office-only messages are keys
 * of the `cms` namespace.
 */

/**
 * A member's id in a path: account ids are 22 base58 characters, but older and test accounts may
 * use other letters and digits; anything else is 404 without a query.
 */
export const MEMBER_ID = /^[0-9A-Za-z]{1,40}$/;

/** The social networks a member may give a handle for (spec §3 social). */
export const SOCIAL_KEYS = ['instagram', 'facebook', 'wechat', 'whatsapp'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
export const SOCIAL_HANDLE_MAX = 100;
export const BACKGROUND_MAX = 500;
export const STAFF_NOTE_MAX = 2000;
export const NICKNAME_MAX = 50;
/** More choices than any list holds: a bound on the body, not a rule people meet. */
const IDS_MAX = 100;

const cmsInvalid = 'cms:form.invalid';
const cmsRequired = 'cms:form.required';

/** Type-list ids (industries, member tags); whether they exist is the domain's check (400 naming the field). */
const typeIds = (invalid: string) => z.array(z.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid), invalid).max(IDS_MAX, invalid);

/**
 * Social handles by network: trimmed, at most SOCIAL_HANDLE_MAX characters, unknown networks
 * refused (`invalid` is the message key of the form using it). Stored through `storedProfileLists`.
 */
export const socialField = (invalid: string = FORM_INVALID) =>
  z.partialRecord(z.enum(SOCIAL_KEYS, invalid), z.string(invalid).trim().max(SOCIAL_HANDLE_MAX, invalid)).default({});
export const favIndustriesField = (invalid: string = FORM_INVALID) => typeIds(invalid).default([]);
export const backgroundField = (invalid: string = FORM_INVALID) => z.string(invalid).trim().max(BACKGROUND_MAX, invalid).default('');

/**
 * How the parsed lists are stored (schemas stay transform-free for /api/openapi.json): empty
 * handles dropped, each id once.
 */
export function storedProfileLists<T extends { social: Partial<Record<SocialKey, string>>; favIndustries: number[] }>(v: T): T {
  return {
    ...v,
    social: Object.fromEntries(Object.entries(v.social).filter(([, h]) => h !== '')) as Partial<Record<SocialKey, string>>,
    favIndustries: [...new Set(v.favIndustries)],
  };
}

/** PUT /api/manage/members/{id}: what staff may change (identity stays with the member's own verified flows). */
export const memberManageInput = z.object({
  nickname: z.string(cmsInvalid).trim().min(1, cmsRequired).max(NICKNAME_MAX, cmsInvalid),
  /** Ids of enabled member tags (types: member-tags). */
  tags: typeIds(cmsInvalid).default([]),
  /** Spec §5: a member not in effect can neither book nor open or write in a chat. */
  isGood: z.boolean(cmsInvalid),
  staffNote: z.string(cmsInvalid).trim().max(STAFF_NOTE_MAX, cmsInvalid).default(''),
  social: socialField(cmsInvalid),
  favIndustries: favIndustriesField(cmsInvalid),
  background: backgroundField(cmsInvalid),
  /** A marketing choice the member told staff (issue 14): recorded as source STAFF; left out = unchanged. */
  marketingSms: z.boolean(cmsInvalid).optional(),
  marketingEmail: z.boolean(cmsInvalid).optional(),
});
export type MemberManageInput = z.output<typeof memberManageInput>;

export const MEMBER_SORTS = ['createdAt', 'name', 'code', 'lastLoginAt'] as const;

/** GET /api/manage/members: search (phone, name, nickname, member code, e-mail), tag, isGood, sort, pagination. */
export const memberListQuery = listQuery({
  tag: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  isGood: z.enum(['true', 'false']).optional(),
  /** Only members who consent to direct marketing through this channel (who a promotion may go to). */
  marketing: z.enum(['SMS', 'EMAIL']).optional(),
  sort: z.enum(MEMBER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type MemberListQuery = z.output<typeof memberListQuery>;
