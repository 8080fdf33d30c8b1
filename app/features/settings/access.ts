import { data, redirect } from 'react-router';
import { canAny, isStaff } from '../../../common/permissions';

interface ActorLike {
  roles: string[];
  permissions: string[];
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
  if (!isStaff(actor) || !canAny(actor.permissions, resource, actions)) throw data(null, { status: 403 });
  return actor;
}
