import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { DEFAULT_LNG, type Lng } from '../../../common/i18n-config';

const cache = new Map<string, I18n>();

/** Set in the browser: reports keys the UI asked for but the translations lack (PATCH /api/locales, spec §5). */
export const missingKeyReporter: { report?: (lng: string, ns: string, key: string) => void } = {};

/**
 * One ready i18next instance per (language, translations version), created synchronously from the
 * resources the root loader sent, so server and client render the same text (no hydration mismatch).
 */
export function getI18n(lng: Lng, version: string, resources: Resource[string]): I18n {
  const key = `${lng}@${version}:${Object.keys(resources).join(',')}`;
  let inst = cache.get(key);
  if (!inst) {
    inst = createInstance();
    void inst.init({
      lng,
      fallbackLng: DEFAULT_LNG === lng ? false : lng,
      resources: { [lng]: resources },
      ns: Object.keys(resources),
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      saveMissing: true,
      missingKeyHandler: (_lngs, ns, key) => missingKeyReporter.report?.(lng, ns, key),
    });
    if (cache.size > 12) cache.delete(cache.keys().next().value!);
    cache.set(key, inst);
  }
  return inst;
}
