import { HISTORY_CAP } from '../../../common/constants';
import { createStore } from '../../lib/store';

/** Spec §3 site store: boot state, demo flag, full-screen loading and the last 30 paths. */
export interface SiteState {
  isBooted: boolean;
  isBooting: boolean;
  isDemo: boolean;
  isDebug: boolean;
  isFullLoading: boolean;
  histories: string[];
  /** Server build version last seen in a response header (spec §4 "Version"). */
  serverVersion: string | null;
  /** Hidden by a focused text field (spec §4 footer tab bar). */
  isFooterBarHidden: boolean;
  isLeftMenuShow: boolean;
}

export const siteStore = createStore<SiteState>({
  isBooted: false,
  isBooting: false,
  isDemo: false,
  isDebug: false,
  isFullLoading: false,
  histories: [],
  serverVersion: null,
  isFooterBarHidden: false,
  isLeftMenuShow: false,
});

/** Records a visited path, keeping the last HISTORY_CAP. */
export function pushHistory(path: string) {
  siteStore.set((s) => (s.histories.at(-1) === path ? {} : { histories: [...s.histories, path].slice(-HISTORY_CAP) }));
}

export const CLIENT_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** Records the server build version from a response; a differing one triggers the update notice. */
export function noteServerVersion(version: string | null) {
  if (version && version !== siteStore.get().serverVersion) siteStore.set({ serverVersion: version });
}
