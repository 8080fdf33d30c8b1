import { useTranslation } from 'react-i18next';
import { staffEraseInput, type StaffEraseInput } from '../../../../common/privacy';
import { Form, FormButtons, TextField, useForm } from '../../../components/form';
import { modalFormOptions, openFormModal, type ModalFormProps } from '../../../components/form/modal-form';
import { apiFetch } from '../../errors/api-client';

/**
 * "Erase personal data" on a member's page (MEMBER_DELETE; issue 14): staff name the request or reason
 * and confirm; the member's personal data is erased at once, financial records kept without it, and
 * the erasure is logged (ERASE) with the reason. Refused while money is open.
 */
export function EraseMemberButton({ member, onErased }: { member: { id: string }; onErased: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-ghost text-red-700 dark:text-red-400" data-testid="member-erase" onClick={() => openFormModal(t('cms:member.erase.title'), (api) => <EraseForm {...api} member={member} onErased={onErased} />)}>
      {t('cms:member.erase.open')}
    </button>
  );
}

function EraseForm(p: ModalFormProps & { member: { id: string }; onErased: () => void }) {
  const { t } = useTranslation();
  const options = modalFormOptions(p, t('cms:member.erase.done'), 'cms');
  const form = useForm<StaffEraseInput, StaffEraseInput>({
    initial: { reason: '' },
    check: (v) => staffEraseInput.safeParse(v),
    send: async (input) => {
      await apiFetch(`/api/manage/members/${encodeURIComponent(p.member.id)}/erase`, { method: 'POST', body: input, silent: true });
    },
    ...options,
    saved: { toast: options.saved.toast, then: () => (p.onDone(), p.onErased()) },
  });
  return (
    <Form form={form} testId="member-erase-form" className="space-y-4">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('cms:member.erase.lead')}</p>
      <TextField {...form.field('reason')} label={t('cms:member.erase.reason')} multiline maxLength={500} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} saveLabel={t('cms:member.erase.submit')} saveTestId="member-erase-submit" />
    </Form>
  );
}
