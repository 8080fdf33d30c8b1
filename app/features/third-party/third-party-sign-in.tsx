import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../errors/api-client';

export interface ProviderItem {
  name: string;
  label: string;
}

/** Loads the configured third-party providers (none configured → empty list, nothing shown). */
export function useProviders(): ProviderItem[] {
  const [providers, setProviders] = useState<ProviderItem[]>([]);
  useEffect(() => {
    void apiFetch<{ providers: ProviderItem[] }>('/api/auth/oidc/providers', { silent: true })
      .then((r) => setProviders(r.providers))
      .catch(() => setProviders([]));
  }, []);
  return providers;
}

/** "Continue with …" links for each configured OpenID Connect provider. */
export function ThirdPartySignIn({ redirect }: { redirect: string }) {
  const { t } = useTranslation();
  const providers = useProviders();
  if (providers.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="third-party-sign-in">
      {providers.map((p) => (
        <a key={p.name} className="btn btn-ghost w-full" href={`/api/auth/oidc/${p.name}/start?intent=signin&redirect=${encodeURIComponent(redirect)}`}>
          {t('thirdParty.continueWith', { name: p.label })}
        </a>
      ))}
    </div>
  );
}
