import { useTranslation } from 'react-i18next';
import { enumLabelKey, isEnumValue } from '../../common/enum-labels';
import type { MedicalField, MedicalFieldDiff } from '../../common/medical';
import { formatPhone } from '../../common/validators/phone';

/** A value as the comparison shows it (enum labels for gender and document type). */
function useShown() {
  const { t } = useTranslation();
  return (field: MedicalField, v: string | null) => {
    if (v === null || v === '') return '—';
    if (field === 'gender' && isEnumValue('gender', v)) return t(enumLabelKey('gender', v));
    if (field === 'phone') return formatPhone(v);
    if (field === 'document') {
      const [type, no] = v.split(':');
      return `${isEnumValue('docType', type) ? t(enumLabelKey('docType', type)) : type} ${no ?? ''}`;
    }
    return v;
  };
}

/** The profile beside a record, field by field; a difference is marked in colour and in words. */
export function MedicalComparison({ match, testId }: { match: { patientId: string; comparison: MedicalFieldDiff[] }; testId?: string }) {
  const { t } = useTranslation();
  const shown = useShown();
  return (
    <table className="w-full table-fixed text-left text-sm" data-testid={testId}>
      <caption className="sr-only">{t('common:medical.compareCaption')}</caption>
      <thead>
        <tr className="border-b border-stone-200 dark:border-stone-700">
          <th scope="col" className="w-1/4 py-1 pr-2">{t('common:medical.field')}</th>
          <th scope="col" className="py-1 pr-2">{t('common:medical.ours')}</th>
          <th scope="col" className="py-1">{t('common:medical.theirs')}</th>
        </tr>
      </thead>
      <tbody>
        {match.comparison.map((d) => (
          <tr key={d.field} data-field={d.field} data-same={d.same} className={d.same ? '' : 'bg-amber-50 dark:bg-amber-950/40'}>
            <th scope="row" className="py-1 pr-2 align-top font-medium">{t(`common:medical.fields.${d.field}`)}</th>
            <td className="break-words py-1 pr-2 align-top">{shown(d.field, d.ours)}</td>
            <td className="break-words py-1 align-top">
              {shown(d.field, d.theirs)}
              {!d.same && <span className="ml-1 text-xs font-semibold text-amber-800 dark:text-amber-300">({t('common:medical.differs')})</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

