import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MedicalFieldDiff } from '../../../../common/medical';
import { showFailure } from '../../../components/form';
import type { ModalFormProps } from '../../../components/form/modal-form';
import { MedicalComparison } from '../../../components/medical-comparison';
import { apiFetch } from '../../errors/api-client';
import { toast } from '../../overlays/overlay-store';

interface Detail {
  member: { id: string; code: string; fullname: string; docMasked: string; birth: string };
  link: { status: 'LINKED' | 'AMBIGUOUS'; patientId: string | null } | null;
  records: { patientId: string; comparison: MedicalFieldDiff[] }[];
}

/**
 * A member's records in the medical-record system beside their profile (each read is audited): the
 * linked one, or every candidate of an ambiguous match with "Link this record" for staff who may edit.
 */
export function ResolvePanel(p: ModalFormProps & { memberId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    apiFetch<Detail>(`/api/manage/medical/members/${encodeURIComponent(p.memberId)}`, { silent: true }).then(setDetail, showFailure);
  }, [p.memberId]);
  const link = async (patientId: string) => {
    setBusy(true);
    try {
      await apiFetch(`/api/manage/medical/members/${encodeURIComponent(p.memberId)}/link`, { method: 'POST', body: { patientId }, silent: true });
      toast(t('manage:medical.resolved'));
      p.onDone();
    } catch (err) {
      showFailure(err);
    } finally {
      setBusy(false);
    }
  };
  if (!detail) return <p className="text-sm">{t('manage:medical.loading')}</p>;
  const choosing = detail.link?.status !== 'LINKED' && p.canEdit;
  return (
    <div className="space-y-4" data-testid="medical-resolve">
      <p className="text-sm">
        {detail.member.fullname} · <span className="font-mono">{detail.member.docMasked}</span> · {detail.member.birth}
      </p>
      {detail.records.length === 0 && <p>{t('manage:medical.noRecords')}</p>}
      {detail.records.map((r, i) => (
        <div key={r.patientId} className="space-y-2 rounded-lg border border-stone-200 p-3 dark:border-stone-700">
          <p className="font-mono text-xs text-stone-500">{r.patientId}</p>
          <MedicalComparison match={r} testId={`medical-candidate-${i}`} />
          {choosing && (
            <button type="button" className="btn btn-primary" disabled={busy} data-testid={`medical-choose-${i}`} onClick={() => void link(r.patientId)}>
              {t('manage:medical.choose')}
            </button>
          )}
        </div>
      ))}
      <div className="flex justify-end">
        <button type="button" className="btn btn-ghost" onClick={p.onCancel}>
          {t('manage:medical.close')}
        </button>
      </div>
    </div>
  );
}
