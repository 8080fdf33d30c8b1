import { useEffect } from 'react';
import { createStore, useStore } from '../../lib/store';
import type { DeskBadges } from '../../../server/domain/manage/desk-dashboard';
import { apiFetch } from '../errors/api-client';
import { onConnect, onRealtime } from '../realtime/realtime-client';

/** Changes come in bursts (a booking and its notice, a chat exchange): one request per this many ms. */
export const DESK_REFRESH_DEBOUNCE_MS = 400;

const deskStore = createStore<{ badges: DeskBadges }>({ badges: {} });
const deskListeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

async function loadBadges() {
  try {
    deskStore.set({ badges: await apiFetch<DeskBadges>('/api/manage/desk/badges', { silent: true }) });
  } catch {
    // The next change or reconnection asks again; a badge is never worth a popup.
  }
}

/** Something the desk watches changed: badges (and any dashboard listening) refresh, debounced. */
function deskChanged() {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void loadBadges();
    for (const l of deskListeners) l();
  }, DESK_REFRESH_DEBOUNCE_MS);
}

/**
 * The back-office menu's numbers (bookings awaiting approval, unread chat, receipts to review), kept
 * live: loaded when the back office opens and again on DESK_UPDATE, on chat messages and read marks,
 * and on every (re)connection since missed events are not replayed. Mounted once by the sidebar.
 */
export function useDeskBadges(): DeskBadges {
  useEffect(() => {
    void loadBadges();
    const offs = [onRealtime('DESK_UPDATE', deskChanged), onRealtime('UPDATE_MESSAGE', deskChanged), onRealtime('READ_MESSAGE', deskChanged), onConnect(deskChanged)];
    return () => offs.forEach((off) => off());
  }, []);
  return useStore(deskStore, (s) => s.badges);
}

/** Runs `listener` after each (debounced) desk change: the staff home reloads its data. */
export function useDeskChanges(listener: () => void) {
  useEffect(() => {
    deskListeners.add(listener);
    return () => void deskListeners.delete(listener);
  }, [listener]);
}
