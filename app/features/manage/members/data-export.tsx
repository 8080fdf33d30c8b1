import { useTranslation } from 'react-i18next';
import { toClinicDate } from '../../../../common/clinic-time';
import { staffDataExportInput, type StaffDataExportInput } from '../../../../common/privacy';
import { Form, FormButtons, TextField, useForm } from '../../../components/form';
import { modalFormOptions, openFormModal, type ModalFormProps } from '../../../components/form/modal-form';
import { downloadBlob } from '../../../components/list/csv';
import { apiFetch } from '../../errors/api-client';

/**
 * "Data access request" on a member's page (MEMBER_EDIT; issue 14): staff name the written request
 * and download the member's data — the ZIP the member can download themselves, in their language —
 * and the export is logged (DATA_EXPORT) with the request named.
 */
export function DataExportButton({ member }: { member: { id: string; code: string } }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-ghost" data-testid="member-data-export" onClick={() => openFormModal(t('cms:member.dataExport.title'), (api) => <DataExportForm {...api} member={member} />)}>
      {t('cms:member.dataExport.open')}
    </button>
  );
}

function DataExportForm(p: ModalFormProps & { member: { id: string; code: string } }) {
  const { t } = useTranslation();
  const form = useForm<StaffDataExportInput, StaffDataExportInput>({
    initial: { reason: '' },
    check: (v) => staffDataExportInput.safeParse(v),
    send: async (input) => {
      const zip = await apiFetch<Blob>(`/api/manage/members/${encodeURIComponent(p.member.id)}/data-export`, { method: 'POST', body: input, silent: true, asBlob: true });
      downloadBlob(`aloha-data-${p.member.code}-${toClinicDate(new Date())}.zip`, zip);
    },
    ...modalFormOptions(p, t('cms:member.dataExport.done'), 'cms'),
  });
  return (
    <Form form={form} testId="data-export-form" className="space-y-4">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('cms:member.dataExport.lead')}</p>
      <TextField {...form.field('reason')} label={t('cms:member.dataExport.reason')} multiline maxLength={500} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} saveLabel={t('cms:member.dataExport.submit')} saveTestId="data-export-submit" />
    </Form>
  );
}
