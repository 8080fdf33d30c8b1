import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Challenge } from 'altcha-lib';
import { apiFetch } from '../errors/api-client';
import type { FieldErrors } from './form';
import { ErrorText } from './fields';

export type BotState = 'idle' | 'verifying' | 'verified' | 'failed';

/** Re-solve this long before the challenge expires, so a slow form never submits a stale one. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The registration bot check (self-hosted ALTCHA proof of work): fetches GET /api/auth/challenge
 * and solves it in the browser. altcha-lib is imported only here, lazily, so other pages never
 * load it. Each solution is accepted once: call `refresh` after a failed submission.
 */
export function useBotCheck(active: boolean) {
  const [state, setState] = useState<BotState>('idle');
  const [payload, setPayload] = useState('');
  const ticket = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const expiryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = useCallback(async () => {
    const mine = ++ticket.current;
    abort.current?.abort();
    clearTimeout(expiryTimer.current);
    const controller = new AbortController();
    abort.current = controller;
    setState('verifying');
    setPayload('');
    try {
      const [{ solveChallenge }, { deriveKey }, challenge] = await Promise.all([
        import('altcha-lib'),
        import('altcha-lib/algorithms/web/sha'),
        apiFetch<Challenge>('/api/auth/challenge', { silent: true }),
      ]);
      const solution = await solveChallenge({ challenge, deriveKey, controller });
      if (mine !== ticket.current) return;
      if (!solution) throw new Error('ALTCHA challenge not solved');
      setPayload(btoa(JSON.stringify({ challenge, solution })));
      setState('verified');
      const expiresAt = challenge.parameters.expiresAt;
      if (expiresAt) {
        const ms = (expiresAt < 1e12 ? expiresAt * 1000 : expiresAt) - Date.now() - EXPIRY_MARGIN_MS;
        expiryTimer.current = setTimeout(() => void refresh(), Math.max(ms, 5_000));
      }
    } catch {
      if (mine === ticket.current) setState('failed');
    }
  }, []);

  useEffect(() => {
    if (active && state === 'idle') void refresh();
  }, [active, state, refresh]);

  useEffect(
    () => () => {
      ticket.current++;
      abort.current?.abort();
      clearTimeout(expiryTimer.current);
    },
    [],
  );

  return { state, payload, refresh };
}

/** "Verifying you are human… / Verified" with a retry button when it failed. */
export function BotCheckStatus({ state, onRetry, errors }: { state: BotState; onRetry: () => void; errors: FieldErrors }) {
  const { t } = useTranslation();
  const uid = useId();
  const error = errors.altcha;
  const tone =
    state === 'verified'
      ? 'border-emerald-700 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950/60'
      : state === 'failed' || error
        ? 'border-red-600 bg-red-50 dark:border-red-400 dark:bg-red-950/40'
        : 'border-stone-300 bg-stone-50 dark:border-stone-600 dark:bg-stone-950';
  return (
    <div>
      <div className={`flex min-h-14 items-center gap-3 rounded-xl border px-4 py-3 ${tone}`} data-testid="bot-check" data-state={state}>
        <span aria-hidden="true" className="grid h-6 w-6 shrink-0 place-items-center">
          {state === 'verified' ? (
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" className="text-emerald-700 dark:text-emerald-300">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          ) : state === 'failed' ? (
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="text-red-700 dark:text-red-300">
              <circle cx="12" cy="12" r="9.5" />
              <path d="M12 7.5v5.5M12 16.5h.01" />
            </svg>
          ) : (
            <span className="h-5 w-5 animate-spin rounded-full border-2 border-emerald-700 border-t-transparent motion-reduce:animate-none dark:border-emerald-300 dark:border-t-transparent" />
          )}
        </span>
        <p role="status" className="flex-1 text-sm font-medium" aria-describedby={error ? `${uid}-error` : undefined}>
          {state === 'verified' ? t('account:bot.verified') : state === 'failed' ? t('account:bot.failed') : t('account:bot.verifying')}
        </p>
        {state === 'failed' && (
          <button type="button" className="btn btn-ghost min-h-9 px-3 py-1" onClick={onRetry}>
            {t('account:bot.retry')}
          </button>
        )}
      </div>
      <ErrorText id={`${uid}-error`} name="altcha" error={error} />
    </div>
  );
}
