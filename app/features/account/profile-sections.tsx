import { type ReactNode } from 'react';
import { enumLabelKey } from '../../../common/enum-labels';
import { useTranslation } from 'react-i18next';
import { changePasswordInput, changePhoneInput, phoneInput, profileInput } from '../../../common/account.schema';
import { LANGUAGE_NAMES, LANGUAGES, type Lng } from '../../../common/i18n-config';
import { formatClinicDate } from '../content/format';
import { useLocale } from '../i18n/use-locale';
import { toast } from '../overlays/overlay-store';
import type { PublicUser } from '../shell/user-store';
import { callApi, issuesToErrors, useForm } from './form';
import { CheckboxField, Field, inputClass, PasswordField, SubmitButton } from './fields';
import { MarketingConsentFields } from './marketing-consent-fields';
import { MemberCode } from './member-qr';
import { ProfileMoreFields, type IndustryChoice } from './profile-more-fields';
import { formatPhone } from '../../../common/validators/phone';
import { CodeField, countryName, DEFAULT_CALLING_CODE, PhoneField, useCountries } from './phone';

type Member = NonNullable<PublicUser['member']>;

/** A card with a heading; `id` is also the anchor (/user/profile#qr, #security). */
export function Card({ id, title, lead, children, className = '' }: { id: string; title: string; lead?: string; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`card min-w-0 scroll-mt-24 p-5 sm:p-6 ${className}`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{title}</h2>
      {lead && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{lead}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

// ─── Profile ───────────────────────────────────────────────────────────────────────────────────

export function ProfileForm({ user, member, industries }: { user: PublicUser; member: Member; industries: readonly IndustryChoice[] }) {
  const { t } = useTranslation();
  const form = useForm({
    nickname: member.nickname ?? '',
    email: user.email ?? '',
    signature: member.signature ?? '',
    marketingSms: !!member.marketingSms,
    marketingEmail: !!member.marketingEmail,
    remindSms: member.remindSms !== false,
    remindEmail: member.remindEmail !== false,
    lng: (LANGUAGES as readonly string[]).includes(user.lng ?? '') ? (user.lng as Lng) : 'zh-HK',
    social: member.social ?? {},
    favIndustries: member.favIndustries ?? [],
    background: member.background ?? '',
  });
  const v = form.values;
  const onSubmit = form.submit(async () => {
    if (!form.check(profileInput, v)) return;
    // The answer's updateUser refreshes the stored user (and the header) through apiFetch.
    await callApi('/api/user/profile', { method: 'PATCH', body: v });
    toast(t('account:profile.saved'));
  });
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-5" data-testid="profile-form">
      <Field name="nickname" label={t('account:field.nickname')} errors={form.errors}>
        {(p) => <input {...p} type="text" autoComplete="nickname" maxLength={50} className={inputClass} value={v.nickname} onChange={(e) => form.set('nickname', e.target.value)} data-testid="profile-nickname" />}
      </Field>
      <Field name="email" label={t('account:field.email')} optional errors={form.errors}>
        {(p) => <input {...p} type="email" autoComplete="email" inputMode="email" maxLength={254} className={inputClass} value={v.email} onChange={(e) => form.set('email', e.target.value)} data-testid="profile-email" />}
      </Field>
      <Field name="signature" label={t('account:field.signature')} hint={t('account:profile.signatureHint')} optional errors={form.errors}>
        {(p) => <textarea {...p} rows={3} maxLength={200} className={`${inputClass} resize-y`} value={v.signature} onChange={(e) => form.set('signature', e.target.value)} data-testid="profile-signature" />}
      </Field>
      <ProfileMoreFields values={v} industries={industries} errors={form.errors} onChange={(patch) => form.setValues((s) => ({ ...s, ...patch }))} />
      <Field name="lng" label={t('account:field.lng')} errors={form.errors}>
        {(p) => (
          <select {...p} className={inputClass} value={v.lng} onChange={(e) => form.set('lng', e.target.value as Lng)} data-testid="profile-lng">
            {LANGUAGES.map((l) => <option key={l} value={l} lang={l}>{LANGUAGE_NAMES[l]}</option>)}
          </select>
        )}
      </Field>
      <MarketingConsentFields values={v} onChange={(patch) => form.setValues((s) => ({ ...s, ...patch }))} errors={form.errors} testId="profile-marketing" />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('account:profile.reminders.title')}</legend>
        <p className="text-xs text-stone-600 dark:text-stone-400">{t('account:profile.reminders.hint')}</p>
        <CheckboxField name="remindSms" checked={v.remindSms} onChange={(x) => form.set('remindSms', x)} errors={form.errors} testId="profile-remind-sms">
          {t('account:profile.reminders.sms')}
        </CheckboxField>
        <CheckboxField name="remindEmail" checked={v.remindEmail} onChange={(x) => form.set('remindEmail', x)} errors={form.errors} testId="profile-remind-email">
          {t('account:profile.reminders.email')}
        </CheckboxField>
      </fieldset>
      <SubmitButton busy={form.busy} className="sm:w-auto" testId="profile-save">{t('account:profile.save')}</SubmitButton>
    </form>
  );
}

// ─── Identity (read-only) ──────────────────────────────────────────────────────────────────────

export function IdentityList({ member }: { member: Member }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const countries = useCountries('all');
  const nation = countries.find((c) => c.code2 === member.nationality);
  const rows: [string, ReactNode][] = [
    [t('account:memberCode.label'), <MemberCode key="code" code={member.code} testId="identity-member-code" />],
    [t('account:field.fullname'), member.fullname],
    [t('account:field.gender'), member.gender ? t(enumLabelKey('gender', member.gender)) : '—'],
    [t('account:field.birth'), member.birth ? formatClinicDate(`${member.birth}T12:00:00+08:00`, lng) : '—'],
    [
      t('account:profile.document'),
      <>
        <span className="block">{member.docType ? t(enumLabelKey('docType', member.docType)) : '—'}</span>
        <span className="font-mono text-sm tracking-wider" data-testid="identity-doc">{member.docIdMasked}</span>
      </>,
    ],
    [t('account:field.nationality'), nation ? countryName(nation, lng) : member.nationality],
  ];
  return (
    <dl className="divide-y divide-stone-200 dark:divide-stone-800">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 py-3 first:pt-0 sm:flex-row sm:gap-4">
          <dt className="text-sm text-stone-600 sm:w-32 sm:shrink-0 dark:text-stone-400">{label}</dt>
          <dd className="min-w-0 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// ─── Member QR code ────────────────────────────────────────────────────────────────────────────

// ─── Password ──────────────────────────────────────────────────────────────────────────────────

export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const empty = { oldPassword: '', password: '', passwordConfirm: '' };
  const form = useForm(empty);
  const v = form.values;
  const onSubmit = form.submit(async () => {
    if (!form.check(changePasswordInput, v)) return;
    await callApi('/api/user/password', { method: 'POST', body: v });
    form.setValues(empty);
    toast(t('account:profile.passwordDone'));
    onChanged();
  });
  const pw = (name: keyof typeof empty, label: string, autoComplete: string, hint?: string) => (
    <PasswordField name={name} label={label} hint={hint} errors={form.errors} value={v[name]} onChange={(x) => form.set(name, x)} autoComplete={autoComplete} testId={`pw-${name}`} />
  );
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-5" data-testid="password-form">
      {pw('oldPassword', t('account:field.oldPassword'), 'current-password')}
      {pw('password', t('account:field.newPassword'), 'new-password', t('account:register.passwordHint'))}
      {pw('passwordConfirm', t('account:field.passwordConfirm'), 'new-password')}
      <SubmitButton busy={form.busy} className="sm:w-auto" testId="pw-submit">{t('account:profile.passwordSubmit')}</SubmitButton>
    </form>
  );
}

// ─── Phone ─────────────────────────────────────────────────────────────────────────────────────

export function PhoneForm({ currentPhone }: { currentPhone: string | null }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const empty = { callingCode: DEFAULT_CALLING_CODE, phone: '', code: '' };
  const form = useForm(empty);
  const v = form.values;
  const onSubmit = form.submit(async () => {
    const parsed = changePhoneInput.safeParse(v);
    const errs = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    const phone = phoneInput.safeParse(v);
    if (phone.success && phone.data === currentPhone) errs.phone = { key: 'error.phone.same' };
    if (!form.accept(errs)) return;
    await callApi('/api/user/phone', { method: 'POST', body: v });
    form.setValues(empty);
    toast(t('account:profile.phoneDone'));
  });
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-5" data-testid="phone-form">
      {currentPhone && <p className="text-sm font-medium">{t('account:profile.phoneCurrent', { phone: formatPhone(currentPhone) })}</p>}
      <PhoneField form={form} countries={countries} label={t('account:profile.newPhone')} autoComplete="tel-national" testId="newphone" />
      <CodeField form={form} purpose="change_phone" testId="newphone-code" />
      <SubmitButton busy={form.busy} className="sm:w-auto" testId="newphone-submit">{t('account:profile.phoneSubmit')}</SubmitButton>
    </form>
  );
}
