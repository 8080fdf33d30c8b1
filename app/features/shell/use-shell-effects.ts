import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiFetch } from '../errors/api-client';
import { scrollToSection } from './anchor-scroll';
import { pushHistory, siteStore } from './site-store';

/** Boot (spec §4): route history of the last 30 paths, booted flag, and hash scrolling on arrival. */
export function useShellEffects() {
  const location = useLocation();
  useEffect(() => {
    siteStore.set({ isBooting: true });
    apiFetch('/api/boot-up', { silent: true })
      .catch(() => undefined)
      .finally(() => siteStore.set({ isBooted: true, isBooting: false }));
  }, []);
  useEffect(() => {
    pushHistory(location.pathname + location.search);
  }, [location.pathname, location.search]);
  useEffect(() => {
    const id = location.hash.slice(1);
    if (id && /^[a-z-]+$/.test(id)) void scrollToSection(id, 'auto');
  }, [location.key, location.hash]);
}
