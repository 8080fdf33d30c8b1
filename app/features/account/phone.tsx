import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneInput } from '../../../common/account.schema';
import { formatPhone } from '../../../common/validators/phone';
import { pickText, type LocalizedText } from '../../../common/i18n-config';
import { OTP_LENGTH, OTP_RESEND_SECONDS, type OtpPurpose } from '../../../common/otp';
import { apiFetch } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { useLocale } from '../i18n/use-locale';
import { callApi, type FormApi } from './form';
import { ErrorText, inputClass, labelClass } from './fields';

export interface Country {
  code2: string;
  code3: string;
  /** Without "+", e.g. "852". */
  callingCode: string;
  name: Partial<LocalizedText> | null;
}

/** Until GET /api/countries answers (and on the server): Hong Kong, the default (+852). */
const FALLBACK: Country[] = [{ code2: 'HK', code3: 'HKG', callingCode: '852', name: null }];
export const DEFAULT_CALLING_CODE = '852';
export const DEFAULT_NATIONALITY = 'HK';

const pending: Record<'phone' | 'all', Promise<Country[]> | null> = { phone: null, all: null };

/**
 * Countries from GET /api/countries, fetched once per page load: `phone` = those whose phones are
 * accepted (calling codes), `all` = every enabled country (nationality, passport issuer).
 */
export function useCountries(scope: 'phone' | 'all' = 'phone'): Country[] {
  const [list, setList] = useState(FALLBACK);
  useEffect(() => {
    let live = true;
    const p = (pending[scope] ??= apiFetch<{ countries: Country[] }>('/api/countries', { silent: true, query: { scope } })
      .then((r) => r.countries)
      .catch((err: unknown) => {
        pending[scope] = null;
        throw err;
      }));
    p.then((l) => live && l.length > 0 && setList(l)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [scope]);
  return list;
}

export function countryName(c: Country | undefined, lng: Parameters<typeof pickText>[1]): string {
  return c?.name ? pickText(c.name as LocalizedText, lng) : (c?.code2 ?? '');
}

type PhoneValues = { callingCode: string; phone: string };

/** Calling-code select (+852 by default) and the national number, under one visible label. */
export function PhoneField<T extends PhoneValues & Record<string, unknown>>(props: {
  form: FormApi<T>;
  countries: Country[];
  label?: string;
  /** The error key shown here ("identifier" on the password form). */
  errorName?: string;
  autoComplete?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const uid = useId();
  const { form } = props;
  const errName = props.errorName ?? 'phone';
  const error = form.errors[errName] ?? form.errors.callingCode;
  const id = `${uid}-phone`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>{props.label ?? t('account:field.phone')}</label>
      <div className="flex gap-2">
        <label htmlFor={`${uid}-cc`} className="sr-only">{t('account:field.callingCode')}</label>
        {/*
          A native select shows its option's whole text, which does not fit a phone-width control
          ("+852 香…"). So the closed control shows only "+852" (drawn underneath, hidden from
          assistive technology), while the transparent select on top stays the real control: its
          options and the announced value carry the country or region name.
        */}
        <div className="relative w-[6.25rem] shrink-0 has-[:focus-visible]:rounded-xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-0 has-[:focus-visible]:outline-emerald-600/60">
          <span
            aria-hidden="true"
            className={`${inputClass.replace('block ', '')} pointer-events-none flex items-center justify-between gap-1 pr-2 tabular-nums`}
            data-testid={props.testId ? `${props.testId}-cc-shown` : undefined}
          >
            <span className="truncate">{`+${form.values.callingCode.replace('+', '')}`}</span>
            <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="shrink-0 text-stone-600 dark:text-stone-400">
              <path d="m6 9 6 6 6-6" />
            </svg>
          </span>
          <select
            id={`${uid}-cc`}
            name="callingCode"
            autoComplete="tel-country-code"
            className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0"
            value={form.values.callingCode}
            onChange={(e) => form.set('callingCode', e.target.value as T['callingCode'])}
            data-testid={props.testId ? `${props.testId}-cc` : undefined}
          >
            {props.countries.map((c) => (
              <option key={c.code2} value={c.callingCode}>
                {c.name ? `${countryName(c, lng)} +${c.callingCode}` : `+${c.callingCode}`}
              </option>
            ))}
          </select>
        </div>
        <input
          id={id}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete={props.autoComplete ?? 'tel-national'}
          className={`${inputClass.replace('w-full', '')} min-w-0 flex-1`}
          value={form.values.phone}
          onChange={(e) => form.set('phone', e.target.value as T['phone'])}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={props.testId}
        />
      </div>
      <ErrorText id={`${id}-error`} name={form.errors[errName] ? errName : 'phone'} error={error} />
    </div>
  );
}

/**
 * The 6-digit code input with its "send code" button: checks the phone first, sends the code for
 * `purpose` (POST /api/auth/code), then counts down OTP_RESEND_SECONDS before a resend.
 */
export function CodeField<T extends PhoneValues & { code: string } & Record<string, unknown>>(props: { form: FormApi<T>; purpose: OtpPurpose; testId?: string }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const uid = useId();
  const { form } = props;
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  async function send() {
    if (sending || left > 0) return;
    const parsed = phoneInput.safeParse({ callingCode: form.values.callingCode, phone: form.values.phone });
    if (!parsed.success) {
      form.mergeErrors({ phone: { key: parsed.error.issues[0]?.message ?? 'form.invalid' } });
      return;
    }
    setSending(true);
    try {
      const r = await callApi<{ resendAfterSec?: number }>('/api/auth/code', {
        method: 'POST',
        body: { callingCode: form.values.callingCode, phone: form.values.phone, purpose: props.purpose, lng },
      });
      setUntil(Date.now() + (r.resendAfterSec ?? OTP_RESEND_SECONDS) * 1000);
      setSentTo(parsed.data);
      form.clearError('phone');
      requestAnimationFrame(() => document.getElementById(id)?.focus());
    } catch (err) {
      const wait = err instanceof HttpError && err.body?.code === 'OTP_RESEND_TOO_SOON' ? Number(err.body.data?.resendAfterSec) : 0;
      if (wait > 0) setUntil(Date.now() + wait * 1000);
      form.fail(err);
    } finally {
      setSending(false);
    }
  }

  const id = `${uid}-code`;
  const error = form.errors.code;
  const describedBy = [sentTo ? `${id}-sent` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>{t('account:field.code')}</label>
      <div className="flex gap-2">
        <input
          id={id}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          placeholder={'0'.repeat(OTP_LENGTH)}
          className={`${inputClass.replace('w-full', '')} min-w-0 flex-1 tracking-[0.3em]`}
          value={form.values.code}
          onChange={(e) => form.set('code', e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH) as T['code'])}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={props.testId}
        />
        <button
          type="button"
          className="btn btn-ghost shrink-0 whitespace-nowrap px-4 disabled:cursor-not-allowed disabled:opacity-60"
          onClick={() => void send()}
          disabled={sending || left > 0}
          data-testid={props.testId ? `${props.testId}-send` : undefined}
        >
          {sending ? t('account:code.sending') : left > 0 ? t('account:code.wait', { seconds: left }) : sentTo ? t('account:code.resend') : t('account:code.send')}
        </button>
      </div>
      <p id={`${id}-sent`} role="status" className={sentTo ? 'mt-1.5 text-sm text-stone-600 dark:text-stone-400' : 'sr-only'}>
        {sentTo ? t('account:code.sent', { phone: formatPhone(sentTo) }) : ''}
      </p>
      <ErrorText id={`${id}-error`} name="code" error={error} />
    </div>
  );
}
