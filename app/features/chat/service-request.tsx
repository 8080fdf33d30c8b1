import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { showHttpError } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { reportError } from '../errors/report-error';
import { chatApi } from './chat-api';
import { newClientId } from './chat-state';
import { useLocale } from '../i18n/use-locale';
import { useUser, useUserReady } from '../shell/user-store';

const ADDRESS_MAX = 300;
const NOTE_MAX = 500;

/**
 * A service sold by request rather than by a slot (issue 9 §1: on-site physical therapy): the
 * member gives the address and when suits them, and the request goes to customer service as a
 * chat message they answer in the same conversation. Visitors sign in first and come back here.
 */
export function ServiceRequest({ serviceName }: { serviceName: string }) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  const user = useUser();
  const ready = useUserReady();
  const location = useLocation();
  const navigate = useNavigate();
  const uid = useId();
  const [address, setAddress] = useState('');
  const [when, setWhen] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!address.trim()) {
      setError(t('service.request.addressRequired'));
      document.getElementById(`${uid}-address`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const room = await chatApi.createRoom({});
      const content = t('service.request.message', { service: serviceName, address: address.trim(), when: when.trim() || '—', note: note.trim() || '—' });
      await chatApi.send({ roomId: room.id, clientId: newClientId(), type: 'TEXT', content });
      navigate(to('/chat'));
    } catch (err) {
      setBusy(false);
      if (err instanceof HttpError) await showHttpError(err);
      else void reportError('unhandled', err);
    }
  };

  const field = 'block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2 text-base text-stone-900 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-600/40 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100';
  return (
    <section id="request" aria-labelledby={`${uid}-title`} className="mt-10 scroll-mt-[70px]" data-testid="service-request">
      <h2 id={`${uid}-title`} className="text-xl font-semibold">{t('service.request.title')}</h2>
      <p className="mt-1 text-stone-600 dark:text-stone-400">{t('service.request.lead')}</p>
      {ready && !user ? (
        <Link className="btn btn-primary mt-4" to={`${to('/sign')}?redirect=${encodeURIComponent(`${location.pathname}#request`)}`} data-testid="service-request-sign-in">
          {t('service.request.signIn')}
        </Link>
      ) : (
        <form className="mt-4 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
          <div>
            <label htmlFor={`${uid}-address`} className="mb-1.5 block text-sm font-medium">{t('service.request.address')}</label>
            <textarea
              id={`${uid}-address`}
              rows={2}
              maxLength={ADDRESS_MAX}
              value={address}
              onChange={(e) => {
                setAddress(e.target.value);
                setError(null);
              }}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${uid}-address-error` : undefined}
              autoComplete="street-address"
              className={field}
              data-testid="service-request-address"
            />
            {error && <p id={`${uid}-address-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">{error}</p>}
          </div>
          <div>
            <label htmlFor={`${uid}-when`} className="mb-1.5 block text-sm font-medium">{t('service.request.when')}</label>
            <input id={`${uid}-when`} maxLength={120} value={when} onChange={(e) => setWhen(e.target.value)} className={field} data-testid="service-request-when" />
          </div>
          <div>
            <label htmlFor={`${uid}-note`} className="mb-1.5 block text-sm font-medium">{t('service.request.note')}</label>
            <textarea id={`${uid}-note`} rows={3} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} className={field} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy || !ready} aria-busy={busy || undefined} data-testid="service-request-send">
            {busy ? t('common:ui.loading') : t('service.request.send')}
          </button>
        </form>
      )}
    </section>
  );
}
