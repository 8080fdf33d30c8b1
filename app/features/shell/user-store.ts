import type { PublicUser } from '../../../server/presenters/user';
import { createStore, useStore } from '../../lib/store';

/**
 * Spec §4 Session: signed out (no user, empty permissions) becomes signed in when a user object is
 * stored. Filled in the browser after hydration (signed-in state is evaluated only there).
 */
export const userStore = createStore<{ user: PublicUser | null; ready: boolean }>({ user: null, ready: false });

export function useUser() {
  return useStore(userStore, (s) => s.user);
}
export function useUserReady() {
  return useStore(userStore, (s) => s.ready);
}
export function setUser(user: PublicUser | null) {
  userStore.set({ user, ready: true });
}
export type { PublicUser };
