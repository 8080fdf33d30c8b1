import { can, canAny, isAdmin, type RESOURCES } from '../../common/permissions';
import type { PermissionCheck } from './route';

type Resource = (typeof RESOURCES)[number];

/**
 * The permission rules of the back-office routes (spec §6 `{resource}_{action}`; administrators
 * pass every one). Editing implies viewing.
 */
export const perm = {
  /** Any of the resources, viewed or edited. */
  view: (...resources: Resource[]): PermissionCheck => (p) => canAny(p, resources.join(','), 'VIEW,EDIT'),
  edit: (resource: Resource): PermissionCheck => (p) => can(p, `${resource}_EDIT`),
  delete: (resource: Resource): PermissionCheck => (p) => can(p, `${resource}_DELETE`),
  admin: ((p) => isAdmin(p)) as PermissionCheck,
};
