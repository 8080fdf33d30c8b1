import { useTranslation } from 'react-i18next';
import { closeAccountInput, type CloseAccountInput } from '../../../common/privacy';
import { Form, FormButtons, TextField, useForm } from '../../components/form';
import { openFormModal, type ModalFormProps } from '../../components/form/modal-form';
import { apiFetch } from '../errors/api-client';
import { useLocale } from '../i18n/use-locale';
import { setUser } from '../shell/user-store';

/**
 * "Close my account" (issue 14; docs/privacy.md "Erasure"): a modal that says what happens — personal
 * data erased at once, future bookings cancelled, unused credit and points lost, payment records kept
 * without their name — and asks for the password again; then the member is signed out to the home
 * page with a toast.
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
  const { to } = useLocale();
  const form = useForm<CloseAccountInput, CloseAccountInput>({
    ns: 'account',
    initial: { password: '' },
    check: (v) => closeAccountInput.safeParse(v),
    send: async (input) => {
      await apiFetch('/api/user/close-account', { method: 'POST', body: input, silent: true });
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
      <TextField {...form.field('password')} value={form.values.password ?? ''} type="password" autoComplete="current-password" label={t('account:close.password')} data-testid="close-account-password" />
      <FormButtons busy={form.busy} onCancel={p.onCancel} saveLabel={t('account:close.submit')} saveTestId="close-account-submit" />
    </Form>
  );
}
