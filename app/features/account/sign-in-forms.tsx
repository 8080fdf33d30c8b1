import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeSignInInput, emailIdentifierInput, passwordSignInInput, phoneInput, resetPasswordInput } from '../../../common/account.schema';
import { toast } from '../overlays/overlay-store';
import { callApi, issuesToErrors, useForm, type FieldErrors } from './form';
import { CheckboxField, Field, inputClass, PasswordField, RadioGroup, SubmitButton } from './fields';
import { CodeField, DEFAULT_CALLING_CODE, PhoneField, useCountries } from './phone';

/** Called with the signed-in user's arrival: shows "Login Successful" and leaves the page. */
export type OnSignedIn = () => Promise<never>;

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
      <PasswordField name="password" label={t('account:field.password')} errors={form.errors} value={v.password} onChange={(x) => form.set('password', x)} autoComplete="current-password" testId="signin-password" />
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
      <PasswordField name="password" label={t('account:field.newPassword')} hint={t('account:register.passwordHint')} errors={form.errors} value={v.password} onChange={(x) => form.set('password', x)} autoComplete="new-password" testId="forgot-password" />
      <PasswordField name="passwordConfirm" label={t('account:field.passwordConfirm')} errors={form.errors} value={v.passwordConfirm} onChange={(x) => form.set('passwordConfirm', x)} autoComplete="new-password" testId="forgot-password-confirm" />
      <SubmitButton busy={form.busy} testId="forgot-submit">{t('account:forgot.submit')}</SubmitButton>
    </form>
  );
}
