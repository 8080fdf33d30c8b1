import { siteStore } from './site-store';

/**
 * A long action waits this long before the full-screen loading overlay appears, so quick answers
 * do not flash it (the overlay itself fades in and out over LOADER_FADE_MS, spec §2).
 */
export const FULL_LOADING_DELAY_MS = 300;

let running = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Runs a long action (a booking, an upload, opening the sign-in overlay) under the spec's
 * full-screen loading overlay: text and a bar, shown once the action has taken
 * FULL_LOADING_DELAY_MS, hidden when the last running action settles. Returns the action's result.
 */
export async function withFullLoading<T>(work: () => Promise<T>): Promise<T> {
  if (running++ === 0) timer = setTimeout(() => siteStore.set({ isFullLoading: true }), FULL_LOADING_DELAY_MS);
  try {
    return await work();
  } finally {
    if (--running === 0) {
      clearTimeout(timer);
      siteStore.set({ isFullLoading: false });
    }
  }
}

/** Shows the overlay at once and keeps it until the page is replaced (a sign-in reload, a redirect). */
export function holdFullLoading() {
  clearTimeout(timer);
  siteStore.set({ isFullLoading: true });
}
