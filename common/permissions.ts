/**
 * Permissions are `{resource}_{action}` strings (spec §6). A user holds the union of their roles'.
 */
export const ROLE_CODES = { ADMIN: 'X', USER: 'U', MEMBER: 'M', PATIENT: 'PT' } as const;

export const ACTIONS = ['VIEW', 'EDIT', 'DELETE'] as const;

/** Back-office resources, one per section of the tree (spec §2 "Back-office sections"). */
export const RESOURCES = [
  'PLACE', 'ROOM', 'SCHEDULE', 'BOOKING',
  'BLOG', 'REVIEW', 'EVENT', 'FAQ', 'MEMBER', 'MEDICAL_RECORD', 'SERVICE_PLAN', 'PROMOTION', 'STAFF', 'USER',
  'SETTLEMENT',
  'ADMIN', 'ALBUM', 'TRANSLATION', 'OPERATION_LOG', 'PERMISSION', 'ROLE', 'SITE_SETTING',
  'TYPE', 'CHAT',
] as const;

/** Every permission string the product knows, plus WEB_ADMIN (full access). */
export const ALL_PERMISSIONS: string[] = ['WEB_ADMIN', ...RESOURCES.flatMap((r) => ACTIONS.map((a) => `${r}_${a}`))];

/** Admin status: any permission starting with WEB_ADMIN (spec §6). */
export function isAdmin(permissions: readonly string[]): boolean {
  return permissions.some((p) => p.startsWith('WEB_ADMIN'));
}

/** Single check: the user holds this permission (admins hold all). */
export function can(permissions: readonly string[], permission: string): boolean {
  return isAdmin(permissions) || permissions.includes(permission);
}

/**
 * Multi-check (spec §6): comma-separated resources and actions; passes if any combination is held.
 * `canAny(p, 'BOOKING,SCHEDULE', 'VIEW,EDIT')`.
 */
export function canAny(permissions: readonly string[], resources: string, actions: string): boolean {
  if (isAdmin(permissions)) return true;
  const rs = resources.split(',').map((s) => s.trim()).filter(Boolean);
  const as = actions.split(',').map((s) => s.trim()).filter(Boolean);
  return rs.some((r) => as.some((a) => permissions.includes(`${r}_${a}`)));
}

/** Staff = holds a role other than member (M) or patient (PT); the back office is theirs. */
export function isStaff(actor: { roles: readonly string[] }): boolean {
  return actor.roles.some((r) => r !== ROLE_CODES.MEMBER && r !== ROLE_CODES.PATIENT);
}
