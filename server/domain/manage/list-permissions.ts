import { filterPermissionList, permissionList, type PermissionRow } from '../../../common/permission-groups';
import type { Db } from '../../db/client';
import { listRoles } from './list-roles';
import type { PermissionListQuery } from './manage.schema';

/**
 * The permission list (spec §6): every role's summary (permission and user counts) and every
 * permission grouped as the role editor groups them with the roles holding it, narrowed by role
 * and search text (`labels`: the row's shown names, searched as well as its code).
 */
export async function listPermissions(db: Db, query: PermissionListQuery, labels?: (row: PermissionRow) => readonly string[]) {
  const roles = await listRoles(db);
  return {
    roles: roles.map((r) => ({ id: r.id, code: r.code, name: r.name, isAdmin: r.isAdmin, isSystem: r.isSystem, permissionCount: r.permissionCount, userCount: r.userCount })),
    ...filterPermissionList(permissionList(roles), query, labels),
  };
}
