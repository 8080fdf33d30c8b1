import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { enumLabelKey } from '../../../common/enum-labels';
import { useTranslation } from 'react-i18next';
import { changePasswordInput, changePhoneInput, phoneInput, profileInput } from '../../../common/account.schema';
import { LANGUAGE_NAMES, LANGUAGES, type Lng } from '../../../common/i18n-config';
import { formatMemberCode, normalizeMemberCode } from '../../../common/validators/member-code';
import { PASSWORD_MAX } from '../../../common/validators/password';
import { formatClinicDate } from '../content/format';
import { apiFetch } from '../errors/api-client';
import { useLocale } from '../i18n/use-locale';
import { confirmBox } from '../overlays/dialogs';
import { toast } from '../overlays/overlay-store';
import type { PublicUser } from '../shell/user-store';
import { callApi, CheckboxField, Field, inputClass, issuesToErrors, SubmitButton, useForm } from './form';
import { CodeField, countryName, DEFAULT_CALLING_CODE, formatPhone, PhoneField, useCountries } from './phone';

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

export function ProfileForm({ user, member }: { user: PublicUser; member: Member }) {
  const { t } = useTranslation();
  const form = useForm({
    nickname: member.nickname ?? '',
    email: user.email ?? '',
    signature: member.signature ?? '',
    marketingOptIn: !!member.marketingOptIn,
    lng: (LANGUAGES as readonly string[]).includes(user.lng ?? '') ? (user.lng as Lng) : 'zh-HK',
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
      <Field name="lng" label={t('account:field.lng')} errors={form.errors}>
        {(p) => (
          <select {...p} className={inputClass} value={v.lng} onChange={(e) => form.set('lng', e.target.value as Lng)} data-testid="profile-lng">
            {LANGUAGES.map((l) => <option key={l} value={l} lang={l}>{LANGUAGE_NAMES[l]}</option>)}
          </select>
        )}
      </Field>
      <CheckboxField name="marketingOptIn" checked={v.marketingOptIn} onChange={(x) => form.set('marketingOptIn', x)} errors={form.errors} testId="profile-marketing">
        {t('account:profile.marketing')}
      </CheckboxField>
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

/** Spec §9 QR image generation: 1024 px, high error correction, dark green on cream. */
export const QR_OPTIONS = { width: 1024, errorCorrectionLevel: 'H', margin: 2, color: { dark: '#14532d', light: '#fdf6e3' } } as const;

/** The address a member's QR code carries: `{PUBLIC_URL}/@{member code}` (never the internal id). */
export function memberQrText(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/@${normalizeMemberCode(code)}`;
}

/** The member code as people read it ("K7MQ-4QX9"), in a monospace face that keeps the groups apart. */
export function MemberCode({ code, className = '', testId }: { code: string; className?: string; testId?: string }) {
  return <span className={`font-mono tracking-wider ${className}`} data-testid={testId}>{formatMemberCode(code)}</span>;
}

/** The member's QR code (`memberQrText`), drawn in the browser; qrcode loads lazily. */
export function MemberQr({ memberCode, name, publicUrl }: { memberCode: string; name: string; publicUrl: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const text = memberQrText(publicUrl, memberCode);
  useEffect(() => {
    let live = true;
    setFailed(false);
    import('qrcode')
      .then((mod) => {
        // A CommonJS package: its functions sit on the default export once bundled.
        const qr = mod.default ?? mod;
        return qr.toDataURL(text, { ...QR_OPTIONS, color: { ...QR_OPTIONS.color } });
      })
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <div className="grid h-60 w-60 shrink-0 place-items-center overflow-hidden rounded-2xl bg-[#fdf6e3] ring-1 ring-stone-200 dark:ring-stone-700" aria-busy={!src && !failed}>
        {src ? (
          <img src={src} width={240} height={240} alt={t('account:profile.qrAlt', { name })} className="h-60 w-60" data-testid="member-qr" />
        ) : (
          <p role="status" className="px-4 text-center text-sm text-stone-700">{failed ? t('account:profile.qrFailed') : t('account:profile.qrLoading')}</p>
        )}
      </div>
      <div className="min-w-0 space-y-3 text-center sm:text-left">
        <p>
          <span className="block text-sm text-stone-600 dark:text-stone-400">{t('account:memberCode.label')}</span>
          <MemberCode code={memberCode} className="text-xl font-semibold" testId="qr-member-code" />
        </p>
        <p className="text-sm break-all text-stone-600 dark:text-stone-400" data-testid="member-qr-text">{text}</p>
        {src && (
          <a href={src} download={`aloha-member-${normalizeMemberCode(memberCode)}.png`} className="btn btn-ghost" data-testid="member-qr-download">
            {t('account:profile.qrDownload')}
          </a>
        )}
      </div>
    </div>
  );
}

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
    <Field name={name} label={label} hint={hint} errors={form.errors}>
      {(p) => <input {...p} type="password" autoComplete={autoComplete} maxLength={PASSWORD_MAX} className={inputClass} value={v[name]} onChange={(e) => form.set(name, e.target.value)} data-testid={`pw-${name}`} />}
    </Field>
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

// ─── Sessions ──────────────────────────────────────────────────────────────────────────────────

interface SessionRow {
  id: string;
  site: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

/** "Chrome on Windows" from a user-agent string, or null when unknown. */
export function describeAgent(ua: string | null): { browser: string; os: string } | null {
  if (!ua) return null;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /(Headless)?Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Version\/[\d.]+.*Safari\//.test(ua)
              ? 'Safari'
              : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /CrOS/.test(ua)
        ? 'ChromeOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return browser && os ? { browser, os } : null;
}

export function SessionsList({ version }: { version: number }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [rows, setRows] = useState<SessionRow[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const r = await apiFetch<{ sessions: SessionRow[] }>('/api/user/sessions', { silent: true });
      setRows(r.sessions);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load, version]);

  const deviceOf = (s: SessionRow) => {
    const d = describeAgent(s.userAgent);
    return d ? t('account:profile.device', d) : t('account:profile.unknownDevice');
  };

  async function revoke(s: SessionRow) {
    const device = deviceOf(s);
    const yes = await confirmBox({ titleKey: 'account:profile.revokeConfirm', message: t('account:profile.revokeMessage', { device }) });
    if (!yes) return;
    await apiFetch(`/api/user/sessions/${s.id}`, { method: 'DELETE' }).catch(() => undefined);
    toast(t('account:profile.revoked'));
    await load();
  }

  if (failed) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm">{t('account:profile.loadFailed')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void load()}>{t('account:profile.reload')}</button>
      </div>
    );
  }
  if (!rows) return <p role="status" className="text-sm text-stone-600 dark:text-stone-400">{t('ui.loading')}</p>;
  const sorted = [...rows].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <>
      <ul className="divide-y divide-stone-200 dark:divide-stone-800" data-testid="sessions">
        {sorted.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0" data-current={s.current || undefined} data-testid="session">
            <div className="min-w-0">
              <p className="font-medium">
                {deviceOf(s)}
                {s.current && <span className="badge ml-2 align-middle">{t('account:profile.thisDevice')}</span>}
              </p>
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {t(`account:profile.site.${s.site === 'cms' ? 'cms' : 'web'}`)}
                {s.ip ? ` · ${s.ip}` : ''}
              </p>
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('account:profile.lastSeen', { time: formatClinicDate(s.lastSeenAt, lng, true) })}</p>
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('account:profile.signedIn', { time: formatClinicDate(s.createdAt, lng, true) })}</p>
            </div>
            {!s.current && (
              <button type="button" className="btn btn-ghost min-h-10" onClick={() => void revoke(s)} aria-label={t('account:profile.revokeLabel', { device: deviceOf(s) })} data-testid="session-revoke">
                {t('account:profile.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {sorted.every((s) => s.current) && <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{t('account:profile.sessionsEmpty')}</p>}
    </>
  );
}
