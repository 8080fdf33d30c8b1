import { z } from 'zod';
import { LANGUAGES } from '../../../common/i18n-config';
import { ALL_PERMISSIONS } from '../../../common/permissions';
import { PASSWORD_MAX } from '../../../common/validators/password';
import { ymdFromDashed } from '../../../common/validators/patterns';
import { serialId } from '../../../common/validators/input';

/** Inputs of the back-office API (parsed by server/http/api-manage.ts; the domain re-checks business rules). */
const invalid = 'form.invalid';
const KNOWN = new Set(ALL_PERMISSIONS);

/** A role's name in the three languages. */
const roleName = z.object({
  'zh-HK': z.string().trim().min(1, invalid).max(50, invalid),
  'zh-CN': z.string().trim().min(1, invalid).max(50, invalid),
  en: z.string().trim().min(1, invalid).max(50, invalid),
});

/** POST/PUT /api/manage/roles: code (A–Z, 0–9, _), name ×3, permissions ⊆ ALL_PERMISSIONS. */
export const roleInput = z.object({
  /** Upper-cased; unique. */
  code: z.string().trim().toUpperCase().regex(/^[A-Z][A-Z0-9_]{0,19}$/, invalid),
  name: roleName,
  /** `{resource}_{action}` strings or WEB_ADMIN (the domain drops duplicates and sorts). */
  permissions: z
    .array(z.string())
    .max(ALL_PERMISSIONS.length * 2)
    .refine((ps) => ps.every((p) => KNOWN.has(p)), invalid),
});
export type RoleInput = z.infer<typeof roleInput>;

/** page (1-based) and pageSize (≤ 100). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const USER_SORTS = ['account', 'phone', 'email', 'name', 'createdAt', 'lastLoginAt'] as const;

/** GET /api/manage/users. */
export const userListQuery = pageQuery.extend({
  /** Matches account, phone, e-mail, full name or nickname. */
  q: z.string().trim().max(100).optional(),
  /** staff, members, or administrators (a role granting any WEB_ADMIN permission). */
  kind: z.enum(['staff', 'member', 'admin']).optional(),
  status: z.enum(['active', 'locked', 'deleted']).optional(),
  roleId: serialId.optional(),
  sort: z.enum(USER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type UserListQuery = z.output<typeof userListQuery>;

/** PUT /api/manage/users/:id/roles (an empty list is refused by the domain: ROLE_REQUIRED). */
export const setRolesInput = z.object({ roleIds: z.array(serialId).max(50) });

/** POST /api/manage/users: a back-office account (members register on the public site). */
export const createStaffInput = z.object({
  account: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9._-]{2,39}$/, invalid),
  /** Strong rule (isStrongPassword) checked by the domain: PASSWORD_WEAK. */
  password: z.string().min(1, invalid).max(PASSWORD_MAX, invalid),
  lng: z.enum(LANGUAGES).default('zh-HK'),
  roleIds: z.array(serialId).max(50),
});
export type CreateStaffInput = z.infer<typeof createStaffInput>;

const dateField = z.string().refine((s) => ymdFromDashed(s) !== null, invalid);

/** GET /api/manage/operation-log: filters (dates are clinic days, UTC+8, both inclusive). */
export const operationLogQuery = pageQuery.extend({
  resource: z.string().trim().max(40).optional(),
  action: z.string().trim().max(40).optional(),
  /** Actor's account, phone or e-mail (part of it), or the actor's id. */
  actor: z.string().trim().max(100).optional(),
  resourceId: z.string().trim().max(100).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
export type OperationLogQuery = z.output<typeof operationLogQuery>;

/** GET /api/manage/permissions: one role's permissions (its code) and text in the permission. */
export const permissionListQuery = z.object({
  role: z.string().trim().max(20).optional(),
  q: z.string().trim().max(100).optional(),
});
export type PermissionListQuery = z.output<typeof permissionListQuery>;

/** PATCH /api/manage/me: the staff member's own back-office language. */
export const ownLanguageInput = z.object({ lng: z.enum(LANGUAGES) });

/** GET /api/manage/sms-outbox. */
export const smsOutboxQuery = z.object({ to: z.string().max(30).optional(), limit: z.coerce.number().int().min(1).max(500).optional() });
