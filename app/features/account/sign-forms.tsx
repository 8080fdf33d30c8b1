import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  clinicToday, codeSignInInput, emailIdentifierInput, passwordSignInInput, phoneInput, registerInput, resetPasswordInput,
} from '../../../common/account.schema';
import { enumLabelKey, GENDERS, type DocType } from '../../../common/enum-labels';
import { isLeapYear, MIN_AGE } from '../../../common/validators/age';
import { formatMemberCode, isValidMemberCode } from '../../../common/validators/member-code';
import { PASSWORD_MAX } from '../../../common/validators/password';
import { useLocale } from '../i18n/use-locale';
import { toast } from '../overlays/overlay-store';
import { BotCheckStatus, useBotCheck } from './bot-check';
import { callApi, CheckboxField, Field, inputClass, issuesToErrors, RadioGroup, SubmitButton, useForm, type FieldErrors } from './form';
import { CodeField, countryName, DEFAULT_CALLING_CODE, DEFAULT_NATIONALITY, PhoneField, useCountries } from './phone';

/** Called with the signed-in user's arrival: shows "Login Successful" and leaves the page. */
export type OnSignedIn = () => Promise<never>;

/** Hong Kong identity cards first: most members hold one. */
const DOC_TYPES = ['hk', 'cn', 'mo', 'passport'] as const satisfies readonly DocType[];

function PasswordInput(p: { id: string; name: string; value: string; onChange: (v: string) => void; autoComplete: string; invalid?: boolean; describedBy?: string; testId?: string }) {
  return (
    <input
      id={p.id}
      name={p.name}
      type="password"
      autoComplete={p.autoComplete}
      maxLength={PASSWORD_MAX}
      className={inputClass}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      aria-invalid={p.invalid}
      aria-describedby={p.describedBy}
      data-testid={p.testId}
    />
  );
}

// ─── Password sign-in ──────────────────────────────────────────────────────────────────────────

export function PasswordSignInForm({ onSignedIn, forgotLink }: { onSignedIn: OnSignedIn; forgotLink: ReactNode }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const form = useForm({ by: 'phone' as 'phone' | 'email', callingCode: DEFAULT_CALLING_CODE, phone: '', email: '', password: '', rememberMe: false });
  const v = form.values;

  const onSubmit = form.submit(async () => {
    const identifier = v.by === 'phone' ? v.phone : v.email;
    const parsed = passwordSignInInput.safeParse({ identifier, callingCode: v.callingCode, password: v.password, rememberMe: v.rememberMe });
    // The identifier is checked as what it is on this tab: a phone number or an e-mail address.
    const id = v.by === 'phone' ? phoneInput.safeParse({ callingCode: v.callingCode, phone: v.phone }) : emailIdentifierInput.safeParse({ email: v.email });
    const errs: FieldErrors = { ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)), ...(id.success ? {} : issuesToErrors(id.error.issues)) };
    delete errs.identifier;
    if (!form.accept(errs)) return;
    await callApi('/api/auth/sign-in', { method: 'POST', body: { identifier: identifier.trim(), callingCode: v.callingCode, password: v.password, rememberMe: v.rememberMe } });
    await onSignedIn();
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-5" data-testid="sign-in-password">
      <RadioGroup
        name="by"
        legend={t('account:sign.with')}
        value={v.by}
        options={[{ value: 'phone', label: t('account:sign.byPhone') }, { value: 'email', label: t('account:sign.byEmail') }]}
        onChange={(by) => form.set('by', by)}
        errors={{}}
      />
      {v.by === 'phone' ? (
        <PhoneField form={form} countries={countries} autoComplete="username" testId="signin-phone" />
      ) : (
        <Field name="email" label={t('account:field.email')} errors={form.errors}>
          {(p) => <input {...p} type="email" autoComplete="username" inputMode="email" className={inputClass} value={v.email} onChange={(e) => form.set('email', e.target.value)} data-testid="signin-email" />}
        </Field>
      )}
      <Field name="password" label={t('account:field.password')} errors={form.errors}>
        {(p) => <PasswordInput id={p.id} name={p.name} value={v.password} onChange={(x) => form.set('password', x)} autoComplete="current-password" invalid={p['aria-invalid']} describedBy={p['aria-describedby']} testId="signin-password" />}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CheckboxField name="rememberMe" checked={v.rememberMe} onChange={(x) => form.set('rememberMe', x)}>
          {t('account:sign.remember')}
        </CheckboxField>
        {forgotLink}
      </div>
      <SubmitButton busy={form.busy} testId="signin-submit">{t('account:sign.submit')}</SubmitButton>
    </form>
  );
}

// ─── One-time-code sign-in ─────────────────────────────────────────────────────────────────────

export function CodeSignInForm({ onSignedIn }: { onSignedIn: OnSignedIn }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const form = useForm({ callingCode: DEFAULT_CALLING_CODE, phone: '', code: '', rememberMe: false });
  const v = form.values;

  const onSubmit = form.submit(async () => {
    if (!form.check(codeSignInInput, v)) return;
    await callApi('/api/auth/sign-in/code', { method: 'POST', body: v });
    await onSignedIn();
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-5" data-testid="sign-in-code">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('account:sign.codeLead')}</p>
      <PhoneField form={form} countries={countries} autoComplete="tel-national" testId="code-phone" />
      <CodeField form={form} purpose="login" testId="code-code" />
      <CheckboxField name="rememberMe" checked={v.rememberMe} onChange={(x) => form.set('rememberMe', x)}>
        {t('account:sign.remember')}
      </CheckboxField>
      <SubmitButton busy={form.busy} testId="code-submit">{t('account:sign.submit')}</SubmitButton>
    </form>
  );
}

// ─── Forgot password ───────────────────────────────────────────────────────────────────────────

export function ForgotForm({ onSignedIn, onReset }: { onSignedIn: OnSignedIn; onReset: () => void }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const form = useForm({ callingCode: DEFAULT_CALLING_CODE, phone: '', code: '', password: '', passwordConfirm: '' });
  const v = form.values;

  const onSubmit = form.submit(async () => {
    if (!form.check(resetPasswordInput, v)) return;
    await callApi('/api/auth/reset-password', { method: 'POST', body: v });
    // The new password works at once: sign in with it; if that fails, go to the sign-in form.
    try {
      await callApi('/api/auth/sign-in', { method: 'POST', body: { identifier: v.phone, callingCode: v.callingCode, password: v.password } });
    } catch {
      toast(t('account:forgot.done'));
      onReset();
      return;
    }
    await onSignedIn();
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-5" data-testid="forgot-form">
      <PhoneField form={form} countries={countries} autoComplete="tel-national" testId="forgot-phone" />
      <CodeField form={form} purpose="reset" testId="forgot-code" />
      <Field name="password" label={t('account:field.newPassword')} hint={t('account:register.passwordHint')} errors={form.errors}>
        {(p) => <PasswordInput id={p.id} name={p.name} value={v.password} onChange={(x) => form.set('password', x)} autoComplete="new-password" invalid={p['aria-invalid']} describedBy={p['aria-describedby']} testId="forgot-password" />}
      </Field>
      <Field name="passwordConfirm" label={t('account:field.passwordConfirm')} errors={form.errors}>
        {(p) => <PasswordInput id={p.id} name={p.name} value={v.passwordConfirm} onChange={(x) => form.set('passwordConfirm', x)} autoComplete="new-password" invalid={p['aria-invalid']} describedBy={p['aria-describedby']} testId="forgot-password-confirm" />}
      </Field>
      <SubmitButton busy={form.busy} testId="forgot-submit">{t('account:forgot.submit')}</SubmitButton>
    </form>
  );
}

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
    marketingOptIn: false,
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
          <Field name="password" label={t('account:field.password')} hint={t('account:register.passwordHint')} errors={form.errors}>
            {(p) => <PasswordInput id={p.id} name={p.name} value={v.password} onChange={(x) => form.set('password', x)} autoComplete="new-password" invalid={p['aria-invalid']} describedBy={p['aria-describedby']} testId="reg-password" />}
          </Field>
          <Field name="passwordConfirm" label={t('account:field.passwordConfirm')} errors={form.errors}>
            {(p) => <PasswordInput id={p.id} name={p.name} value={v.passwordConfirm} onChange={(x) => form.set('passwordConfirm', x)} autoComplete="new-password" invalid={p['aria-invalid']} describedBy={p['aria-describedby']} testId="reg-passwordConfirm" />}
          </Field>
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
        <CheckboxField name="marketingOptIn" checked={v.marketingOptIn} onChange={(x) => form.set('marketingOptIn', x)} testId="reg-marketingOptIn">
          {t('account:register.marketing')}
        </CheckboxField>
        <SubmitButton busy={form.busy} testId="reg-submit">{t('account:register.submit')}</SubmitButton>
      </div>
    </form>
  );
}
