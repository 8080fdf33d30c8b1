import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAccountInput, type CloseAccountInput } from '../../../common/privacy';
import { Form, FormButtons, TextField, useForm } from '../../components/form';
import { openFormModal, type ModalFormProps } from '../../components/form/modal-form';
import { apiFetch } from '../errors/api-client';
import { useLocale } from '../i18n/use-locale';
import { setUser, useUser } from '../shell/user-store';
import { useCountries } from './phone';

/**
 * "Close my account" (issue 14; docs/privacy.md "Erasure"): a modal that says what happens — personal
 * data erased at once, future bookings cancelled, unused credit and points lost, payment records kept
 * without their name — and asks for the password again (or, for an account without one, a sign-in
 * code texted to its phone); then the member is signed out to the home page with a toast.
 */
export function CloseAccountButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-ghost text-red-700 dark:text-red-400" data-testid="close-account-open" onClick={() => openFormModal(t('account:close.title'), (api) => <CloseAccountForm {...api} />)}>
      {t('account:close.open')}
    </button>
  );
}

function CloseAccountForm(p: ModalFormProps) {
  const { t } = useTranslation();
  const { to, lng } = useLocale();
  const user = useUser();
  const countries = useCountries();
  const [byCode, setByCode] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  /** A sign-in code to the account's own phone (its calling code is the longest that prefixes it). */
  const sendCode = async () => {
    const phone = user?.phone ?? '';
    const cc = countries.map((c) => c.callingCode).filter((c) => phone.startsWith(`+${c}`)).sort((a, b) => b.length - a.length)[0];
    if (!cc) return;
    await apiFetch('/api/auth/code', { method: 'POST', body: { callingCode: cc, phone: phone.slice(cc.length + 1), purpose: 'login', lng } });
    setCodeSent(true);
  };
  const form = useForm<CloseAccountInput, CloseAccountInput>({
    ns: 'account',
    initial: { password: '' },
    check: (v) => closeAccountInput.safeParse(byCode ? { code: v.code ?? '' } : { password: v.password ?? '' }),
    send: async (input) => {
      await apiFetch('/api/user/close-account', { method: 'POST', body: byCode ? { code: input.code } : { password: input.password }, silent: true });
    },
    saved: {
      toast: t('account:close.done'),
      then: () => {
        p.onDone();
        setUser(null);
        setTimeout(() => window.location.assign(to('/')), 600);
      },
    },
    onDirty: p.onDirty,
  });
  return (
    <Form form={form} testId="close-account-form" className="space-y-4">
      <p className="text-sm">{t('account:close.lead')}</p>
      <ul className="list-disc space-y-1 ps-5 text-sm text-stone-700 dark:text-stone-300">
        <li>{t('account:close.erased')}</li>
        <li>{t('account:close.bookings')}</li>
        <li>{t('account:close.balances')}</li>
        <li>{t('account:close.kept')}</li>
      </ul>
      {byCode ? (
        <>
          <TextField {...form.field('code')} value={form.values.code ?? ''} inputMode="numeric" autoComplete="one-time-code" maxLength={6} label={t('account:close.code')} hint={codeSent ? t('account:close.codeSent') : undefined} />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void sendCode()} data-testid="close-account-send-code">
            {t('account:close.sendCode')}
          </button>
        </>
      ) : (
        <>
          <TextField {...form.field('password')} value={form.values.password ?? ''} type="password" autoComplete="current-password" label={t('account:close.password')} data-testid="close-account-password" />
          {user?.phone && (
            <button type="button" className="text-sm underline underline-offset-2" onClick={() => setByCode(true)} data-testid="close-account-by-code">
              {t('account:close.useCode')}
            </button>
          )}
        </>
      )}
      <FormButtons busy={form.busy} onCancel={p.onCancel} saveLabel={t('account:close.submit')} saveTestId="close-account-submit" />
    </Form>
  );
}
