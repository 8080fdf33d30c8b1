import { apiFetch } from '../errors/api-client';
import { setUser } from '../shell/user-store';

/** Spec §7 GET /api/logout, then the back-office sign-in page. */
export async function signOutToLogin(redirect?: string): Promise<void> {
  await apiFetch('/api/logout', { silent: true }).catch(() => undefined);
  setUser(null);
  location.assign(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
}
