import { ACTIONS, isAdmin, type RESOURCES } from './permissions';

type Resource = (typeof RESOURCES)[number];
type Action = (typeof ACTIONS)[number];

/** The role editor's checkbox groups: the back-office sections (spec §2), then what belongs to none. */
export const PERMISSION_GROUPS: readonly { key: string; resources: readonly Resource[] }[] = [
  { key: 'booking', resources: ['PLACE', 'ROOM', 'SCHEDULE', 'BOOKING'] },
  { key: 'content', resources: ['BLOG', 'REVIEW', 'EVENT', 'FAQ', 'MEMBER', 'MEDICAL_RECORD', 'SERVICE_PLAN', 'PROMOTION', 'STAFF', 'USER'] },
  { key: 'settlement', resources: ['SETTLEMENT'] },
  { key: 'system', resources: ['ADMIN', 'ALBUM', 'TRANSLATION', 'OPERATION_LOG', 'PERMISSION', 'ROLE', 'SITE_SETTING'] },
  { key: 'types', resources: ['TYPE'] },
  { key: 'other', resources: ['CHAT'] },
];

/** One permission of the list: `{resource}_{action}` and the roles that name it (codes). */
export interface PermissionRow {
  permission: string;
  resource: Resource;
  action: Action;
  /** Roles listing this permission; full-access roles are in `PermissionList.fullAccess` instead. */
  roles: string[];
}

/** Every permission grouped as the role editor groups them (spec §6 permission list). */
export interface PermissionList {
  /** Roles holding WEB_ADMIN: every permission, including ones added later. */
  fullAccess: string[];
  groups: { key: string; rows: PermissionRow[] }[];
}

/** The permission list of these roles: WEB_ADMIN holders apart, the others under each permission they list. */
export function permissionList(roles: readonly { code: string; permissions: readonly string[] }[]): PermissionList {
  const admins = roles.filter((r) => isAdmin(r.permissions));
  const others = roles.filter((r) => !isAdmin(r.permissions));
  return {
    fullAccess: admins.map((r) => r.code),
    groups: PERMISSION_GROUPS.map((g) => ({
      key: g.key,
      rows: g.resources.flatMap((resource) =>
        ACTIONS.map((action) => {
          const permission = `${resource}_${action}`;
          return { permission, resource, action, roles: others.filter((r) => r.permissions.includes(permission)).map((r) => r.code) };
        }),
      ),
    })),
  };
}

export interface PermissionFilter {
  /** A role code: only what it holds (a full-access role holds everything). */
  role?: string;
  /** Text in the permission code or, given `labels`, in the row's shown names (any case). */
  q?: string;
}

/** The list narrowed by role and search text; groups left without rows are dropped. */
export function filterPermissionList(list: PermissionList, filter: PermissionFilter, labels: (row: PermissionRow) => readonly string[] = () => []): PermissionList {
  const q = filter.q?.trim().toLowerCase() ?? '';
  const role = filter.role?.trim() ?? '';
  const roleIsAdmin = list.fullAccess.includes(role);
  const keep = (row: PermissionRow) =>
    (!role || roleIsAdmin || row.roles.includes(role)) && (!q || [row.permission, row.resource, ...labels(row)].some((s) => s.toLowerCase().includes(q)));
  return {
    fullAccess: list.fullAccess,
    groups: list.groups.map((g) => ({ key: g.key, rows: g.rows.filter(keep) })).filter((g) => g.rows.length > 0),
  };
}
