import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clinicToday, registerInput } from '../../../common/account.schema';
import { enumLabelKey, GENDERS, type DocType } from '../../../common/enum-labels';
import { isLeapYear, MIN_AGE } from '../../../common/validators/age';
import { formatMemberCode, isValidMemberCode } from '../../../common/validators/member-code';
import { useLocale } from '../i18n/use-locale';
import { BotCheckStatus, useBotCheck } from './bot-check';
import { callApi, useForm } from './form';
import { MarketingConsentFields } from './marketing-consent-fields';
import { CheckboxField, Field, inputClass, PasswordField, RadioGroup, SubmitButton } from './fields';
import { CodeField, countryName, DEFAULT_CALLING_CODE, DEFAULT_NATIONALITY, PhoneField, useCountries } from './phone';
import type { OnSignedIn } from './sign-in-forms';

/** Hong Kong identity cards first: most members hold one. */
const DOC_TYPES = ['hk', 'cn', 'mo', 'passport'] as const satisfies readonly DocType[];

// ─── Registration ──────────────────────────────────────────────────────────────────────────────

const pad = (n: number) => String(n).padStart(2, '0');

/** The latest birth date allowed: exactly MIN_AGE years ago in clinic time (29 Feb → 28 Feb). */
export function latestBirthDate(now = new Date()): string {
  const { y, m, d } = clinicToday(now);
  const yy = y - MIN_AGE;
  const dd = m === 2 && d === 29 && !isLeapYear(yy) ? 28 : d;
  return `${yy}-${pad(m)}-${pad(dd)}`;
}

/** A referrer code from a link (?referrer=…) shown the way people read it; anything else as it came. */
function referrerFromLink(raw: string): string {
  return isValidMemberCode(raw) ? formatMemberCode(raw) : raw;
}

function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 className="text-base font-semibold text-emerald-950 dark:text-emerald-100">{children}</h2>;
}

export function RegisterForm({ active, referrer, onSignedIn }: { active: boolean; referrer: string; onSignedIn: OnSignedIn }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const countries = useCountries();
  const nations = useCountries('all');
  const bot = useBotCheck(active);
  const uid = useId();
  const [maxBirth] = useState(() => latestBirthDate());
  const form = useForm({
    callingCode: DEFAULT_CALLING_CODE,
    phone: '',
    code: '',
    password: '',
    passwordConfirm: '',
    fullname: '',
    nickname: '',
    gender: '' as (typeof GENDERS)[number] | '',
    birth: '',
    email: '',
    docType: 'hk' as (typeof DOC_TYPES)[number],
    docId: '',
    docNation: '',
    nationality: DEFAULT_NATIONALITY,
    referrer: referrerFromLink(referrer),
    altcha: '',
    agreePrivacy: false,
    marketingSms: false,
    marketingEmail: false,
  });
  const v = form.values;
  const { clearError } = form;
  const altchaError = form.errors.altcha?.key;
  // A fresh solution answers "please complete the security check" (a failed one waits for the next try).
  useEffect(() => {
    if (bot.payload && altchaError === 'error.bot.missing') clearError('altcha');
  }, [bot.payload, altchaError, clearError]);

  const onSubmit = form.submit(async () => {
    const body = { ...v, altcha: bot.payload, docNation: v.docType === 'passport' ? v.docNation : '', lng };
    if (!form.check(registerInput, body)) return;
    try {
      await callApi('/api/auth/register', { method: 'POST', body });
    } catch (err) {
      // A solution is accepted once, and the server may have used it: solve a fresh one.
      void bot.refresh();
      throw err;
    }
    await onSignedIn();
  });

  const text = (name: keyof typeof v, label: string, extra: { type?: string; autoComplete?: string; hint?: string; optional?: boolean; maxLength?: number; inputMode?: 'email' | 'text'; autoCapitalize?: string } = {}) => (
    <Field name={name} label={label} hint={extra.hint} optional={extra.optional} errors={form.errors}>
      {(p) => (
        <input
          {...p}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          autoCapitalize={extra.autoCapitalize}
          spellCheck={extra.autoCapitalize ? false : undefined}
          maxLength={extra.maxLength}
          className={inputClass}
          value={v[name] as string}
          onChange={(e) => form.set(name, e.target.value as never)}
          data-testid={`reg-${name}`}
        />
      )}
    </Field>
  );
  const countryOptions = nations.map((c) => (
    <option key={c.code2} value={c.code2}>{countryName(c, lng) || c.code2}</option>
  ));

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-8" data-testid="register-form">
      <div className="space-y-5">
        <SectionTitle>{t('account:register.phone')}</SectionTitle>
        <PhoneField form={form} countries={countries} autoComplete="tel-national" testId="reg-phone" />
        <CodeField form={form} purpose="register" testId="reg-code" />
      </div>

      <div className="space-y-5">
        <SectionTitle>{t('account:register.password')}</SectionTitle>
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField name="password" label={t('account:field.password')} hint={t('account:register.passwordHint')} errors={form.errors} value={v.password} onChange={(x) => form.set('password', x)} autoComplete="new-password" testId="reg-password" />
          <PasswordField name="passwordConfirm" label={t('account:field.passwordConfirm')} errors={form.errors} value={v.passwordConfirm} onChange={(x) => form.set('passwordConfirm', x)} autoComplete="new-password" testId="reg-passwordConfirm" />
        </div>
      </div>

      <div className="space-y-5">
        <SectionTitle>{t('account:register.about')}</SectionTitle>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('fullname', t('account:field.fullname'), { autoComplete: 'name', maxLength: 100 })}
          {text('nickname', t('account:field.nickname'), { autoComplete: 'nickname', maxLength: 50 })}
        </div>
        <RadioGroup
          name="gender"
          legend={t('account:field.gender')}
          value={v.gender}
          options={GENDERS.map((g) => ({ value: g, label: t(enumLabelKey('gender', g)) }))}
          onChange={(g) => form.set('gender', g)}
          errors={form.errors}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="birth" label={t('account:field.birth')} hint={t('account:register.birthHint')} errors={form.errors}>
            {(p) => <input {...p} type="date" autoComplete="bday" min="1900-01-01" max={maxBirth} className={inputClass} value={v.birth} onChange={(e) => form.set('birth', e.target.value)} data-testid="reg-birth" />}
          </Field>
          {text('email', t('account:field.email'), { type: 'email', autoComplete: 'email', optional: true, inputMode: 'email', maxLength: 254 })}
        </div>
      </div>

      <div className="space-y-5">
        <div>
          <SectionTitle>{t('account:register.identity')}</SectionTitle>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('account:register.identityLead')}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="docType" label={t('account:field.docType')} errors={form.errors}>
            {(p) => (
              <select {...p} className={inputClass} value={v.docType} onChange={(e) => form.set('docType', e.target.value as (typeof DOC_TYPES)[number])} data-testid="reg-docType">
                {DOC_TYPES.map((d) => <option key={d} value={d}>{t(enumLabelKey('docType', d))}</option>)}
              </select>
            )}
          </Field>
          {text('docId', t('account:field.docId'), { hint: t(`account:docHint.${v.docType}`), maxLength: 40, autoComplete: 'off' })}
          {v.docType === 'passport' && (
            <Field name="docNation" label={t('account:field.docNation')} errors={form.errors}>
              {(p) => (
                <select {...p} className={inputClass} value={v.docNation} onChange={(e) => form.set('docNation', e.target.value)} data-testid="reg-docNation">
                  <option value="">{t('account:select')}</option>
                  {countryOptions}
                </select>
              )}
            </Field>
          )}
          <Field name="nationality" label={t('account:field.nationality')} errors={form.errors}>
            {(p) => (
              <select {...p} autoComplete="country" className={inputClass} value={v.nationality} onChange={(e) => form.set('nationality', e.target.value)} data-testid="reg-nationality">
                {countryOptions}
              </select>
            )}
          </Field>
        </div>
      </div>

      <div className="space-y-5">
        <SectionTitle>{t('account:register.referral')}</SectionTitle>
        {text('referrer', t('account:field.referrer'), { optional: true, hint: t('account:register.referrerHint'), maxLength: 12, autoComplete: 'off', autoCapitalize: 'characters' })}
      </div>

      <div className="space-y-5" aria-labelledby={`${uid}-finish`} role="group">
        <h2 id={`${uid}-finish`} className="text-base font-semibold text-emerald-950 dark:text-emerald-100">{t('account:register.finish')}</h2>
        <BotCheckStatus state={bot.state} onRetry={() => void bot.refresh()} errors={form.errors} />
        <CheckboxField name="agreePrivacy" checked={v.agreePrivacy} onChange={(x) => form.set('agreePrivacy', x)} errors={form.errors} testId="reg-agreePrivacy">
          <Trans
            t={t}
            i18nKey="account:register.privacy"
            components={{ policy: <Link to={to('/privacy')} target="_blank" rel="noopener" className="link" /> }}
          />
        </CheckboxField>
        <MarketingConsentFields values={v} onChange={(patch) => form.setValues((s) => ({ ...s, ...patch }))} errors={form.errors} testId="reg-marketing" />
        <SubmitButton busy={form.busy} testId="reg-submit">{t('account:register.submit')}</SubmitButton>
      </div>
    </form>
  );
}
