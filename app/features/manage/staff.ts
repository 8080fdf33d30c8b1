import { ROLE_CODES } from '../../../common/permissions';

/** Staff = holds a role other than member or patient: the rule of staff sign-in and of /api/manage. */
export function isStaffUser(user: { roles: readonly string[] }): boolean {
  return user.roles.some((r) => r !== ROLE_CODES.MEMBER && r !== ROLE_CODES.PATIENT);
}
