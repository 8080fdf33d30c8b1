import type { i18n as I18n } from 'i18next';
import { apiFetch } from '../errors/api-client';

interface LocalesAnswer {
  serverVersion: string;
  repo: Record<string, { lastUpdateAt: unknown; resources: Record<string, Record<string, unknown>> }>;
}

/**
 * SYS_I18N_UPDATE (spec §4): fetch the translations of the new version (GET /api/locales?v=) and
 * replace this page's namespaces in the page's i18next instance, then re-render every text.
 * Returns the version now applied. Pages rendered later get the new version from the server.
 */
export async function refreshTranslations(i18n: I18n, serverVersion: string): Promise<string> {
  const res = await apiFetch<LocalesAnswer>('/api/locales', { query: { v: serverVersion }, silent: true });
  const lng = i18n.language;
  const resources = res.repo[lng]?.resources;
  if (!resources) return res.serverVersion;
  const namespaces = ([] as string[]).concat(i18n.options.ns ?? []);
  for (const ns of namespaces) {
    const bundle = resources[ns];
    if (!bundle) continue;
    i18n.removeResourceBundle(lng, ns);
    i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
  // react-i18next re-renders on languageChanged; the language itself stays.
  await i18n.changeLanguage(lng);
  return res.serverVersion;
}
