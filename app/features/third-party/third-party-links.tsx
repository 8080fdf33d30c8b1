import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../errors/api-client';
import { confirmBox } from '../overlays/dialogs';
import type { ProviderItem } from './third-party-sign-in';

interface LinkItem {
  provider: string;
  isOrigin: boolean;
  linkedAt: string;
}

/** Profile section: link and unlink third-party accounts (the registration one cannot be removed). */
export function ThirdPartyLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [data, setData] = useState<{ links: LinkItem[]; providers: ProviderItem[] } | null>(null);
  useEffect(() => {
    void apiFetch<{ links: LinkItem[]; providers: ProviderItem[] }>('/api/user/third-party').then(setData).catch(() => undefined);
  }, []);
  if (!data || data.providers.length === 0) return null;
  return (
    <section aria-labelledby="third-party-title" className="card p-5" data-testid="third-party-links">
      <h2 id="third-party-title" className="text-lg font-semibold">{t('thirdParty.title')}</h2>
      <ul className="mt-3 divide-y divide-stone-200 dark:divide-stone-800">
        {data.providers.map((p) => {
          const link = data.links.find((l) => l.provider === p.name);
          return (
            <li key={p.name} className="flex items-center justify-between gap-3 py-2">
              <span className="font-medium">{p.label}</span>
              {link ? (
                link.isOrigin ? (
                  <span className="badge">{t('thirdParty.origin')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={async () => {
                      if (!(await confirmBox({ titleKey: 'thirdParty.unlinkConfirm' }))) return;
                      await apiFetch(`/api/user/third-party/${p.name}`, { method: 'DELETE' });
                      setData({ ...data, links: data.links.filter((l) => l.provider !== p.name) });
                    }}
                  >
                    {t('thirdParty.unlink')}
                  </button>
                )
              ) : (
                <a className="btn btn-primary" href={`/api/auth/oidc/${p.name}/start?intent=link&redirect=${encodeURIComponent(pathname)}`}>
                  {t('thirdParty.link')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
