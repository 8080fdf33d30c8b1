import { CLINIC_TIME_ZONE } from '../../../common/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../errors/api-client';
import { alertBox, confirmBox } from '../overlays/dialogs';
import { toast } from '../overlays/overlay-store';
import { addPasskey, passkeyErrorKey, type PasskeyItem } from './webauthn';

/** The profile's passkey section: list, add (named), remove. */
export function PasskeyManager() {
  const { t, i18n } = useTranslation();
  const [items, setItems] = useState<PasskeyItem[] | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void apiFetch<{ passkeys: PasskeyItem[] }>('/api/user/passkeys').then((r) => setItems(r.passkeys)).catch(() => setItems([]));
  }, []);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: CLINIC_TIME_ZONE }).format(new Date(iso));
  return (
    <section aria-labelledby="passkeys-title" className="card p-5" data-testid="passkey-manager">
      <h2 id="passkeys-title" className="text-lg font-semibold">{t('passkey.title')}</h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('passkey.lead')}</p>
      <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800">
        {items?.length === 0 && <li className="py-2 text-sm text-stone-600 dark:text-stone-400">{t('passkey.none')}</li>}
        {items?.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium">{p.name}</span>
              <span className="block text-xs text-stone-600 dark:text-stone-400">{t('passkey.added', { date: date(p.createdAt) })}</span>
            </span>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={async () => {
                if (!(await confirmBox({ titleKey: 'passkey.removeConfirm' }))) return;
                const r = await apiFetch<{ passkeys: PasskeyItem[] }>(`/api/user/passkeys/${encodeURIComponent(p.id)}`, { method: 'DELETE' });
                setItems(r.passkeys);
              }}
            >
              {t('passkey.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            const r = await addPasskey(name || t('passkey.defaultName'));
            setItems(r.passkeys);
            setName('');
            toast(t('passkey.addedToast'));
          } catch (err) {
            await alertBox({ messageKey: passkeyErrorKey(err) }).catch(() => undefined);
          } finally {
            setBusy(false);
          }
        }}
      >
        <label className="grow">
          <span className="block text-sm font-medium">{t('passkey.name')}</span>
          <input className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 dark:border-stone-700 dark:bg-stone-900" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="passkey-add">{busy ? t('passkey.waiting') : t('passkey.add')}</button>
      </form>
    </section>
  );
}
