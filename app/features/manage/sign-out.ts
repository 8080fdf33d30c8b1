import { apiFetch } from '../errors/api-client';
import { setUser } from '../shell/user-store';

/** Spec §7 logout (POST /api/logout with the anti-forgery token), then the back-office sign-in page. */
export async function signOutToLogin(redirect?: string): Promise<void> {
  await apiFetch('/api/logout', { method: 'POST', silent: true }).catch(() => undefined);
  setUser(null);
  location.assign(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
}
