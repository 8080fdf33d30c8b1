import { data, redirect } from 'react-router';
import { canAny, ROLE_CODES } from '../../../common/permissions';

interface ActorLike {
  roles: string[];
  permissions: string[];
}

/** Staff = holds a role other than member/patient (the same rule as the back-office API). */
export function isStaffActor(actor: ActorLike): boolean {
  return actor.roles.some((r) => r !== ROLE_CODES.MEMBER && r !== ROLE_CODES.PATIENT);
}

/**
 * A back-office loader's gate: signed out → /login with a way back; signed in without the
 * permission (`canAny(resource, actions)`, admins pass) → 403. Returns the actor.
 */
export function requireStaffPermission<A extends ActorLike>(actor: A | null, request: Request, resource: string, actions: string): A {
  if (!actor) {
    const url = new URL(request.url);
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!isStaffActor(actor) || !canAny(actor.permissions, resource, actions)) throw data(null, { status: 403 });
  return actor;
}
