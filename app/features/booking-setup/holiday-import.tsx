import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolidayImport, HolidayImportRow } from '../../../common/booking-setup.schema';
import { HOLIDAY_ICS_MAX_BYTES } from '../../../common/holiday-ics';
import { LANGUAGES, type Lng } from '../../../common/i18n-config';
import { FormButtons, SelectField } from '../../components/form';
import type { ModalFormProps } from '../../components/form/modal-form';
import { DataList, type Columns } from '../../components/list/data-list';
import { apiFetch } from '../errors/api-client';
import { toast } from '../overlays/overlay-store';
import { dateText } from './labels';

/** The government's file for each language (https://www.1823.gov.hk/common/ical/…). */
const GOV_FILE: Record<Lng, string> = { 'zh-HK': 'tc.ics', 'zh-CN': 'sc.ics', en: 'en.ics' };
const GOV_ICAL = 'https://www.1823.gov.hk/common/ical/';

const send = async (lng: Lng, file: File, apply: boolean) =>
  apiFetch<HolidayImport>('/api/manage/booking-setup/public-holidays/import', {
    method: 'POST',
    query: { lng, apply: String(apply) },
    rawBody: new Uint8Array(await file.arrayBuffer()),
    contentType: 'text/calendar',
  });

/**
 * "Import from the government calendar" (docs/booking.md "Public holidays"): staff download the
 * 1823 calendar file of a language, choose it here, see what it would add or rename (from today on),
 * then import. Importing the three languages' files one after the other names each holiday in each.
 */
export function HolidayImportForm(p: ModalFormProps) {
  const { t } = useTranslation('schedule');
  const fileId = useId();
  const [lng, setLng] = useState<Lng>('zh-HK');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<HolidayImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changes = preview?.rows.filter((r) => r.status === 'NEW' || r.status === 'RENAMED').length ?? 0;

  const run = async (apply: boolean) => {
    if (!file) return setProblem(t('schedule:holidayImport.fileRequired'));
    if (file.size > HOLIDAY_ICS_MAX_BYTES) return setProblem(t('schedule:holidayImport.tooLarge'));
    setBusy(true);
    try {
      const r = await send(lng, file, apply);
      if (apply) {
        toast(t('schedule:holidayImport.done', { count: changes }));
        p.onDone();
      } else setPreview(r);
    } catch {
      // The API client showed why (an unreadable file, no right to edit).
    } finally {
      setBusy(false);
    }
  };

  const statusText: Record<HolidayImportRow['status'], string> = {
    NEW: t('schedule:holidayImport.state.new'),
    RENAMED: t('schedule:holidayImport.state.renamed'),
    SAME: t('schedule:holidayImport.state.same'),
    PAST: t('schedule:holidayImport.state.past'),
  };
  const langText: Record<Lng, string> = { 'zh-HK': t('schedule:holidayImport.lang.traditional'), 'zh-CN': t('schedule:holidayImport.lang.simplified'), en: t('schedule:holidayImport.lang.english') };
  const columns: Columns<HolidayImportRow> = [
    { id: 'date', header: t('schedule:holidays.date'), cell: (r) => dateText(t, r.date), className: 'whitespace-nowrap tabular-nums', cardTitle: true },
    { id: 'name', header: t('schedule:holidays.name'), cell: (r) => r.name },
    { id: 'status', header: t('schedule:holidayImport.status'), cell: (r) => statusText[r.status] },
  ];
  return (
    <form
      className="space-y-4"
      noValidate
      data-testid="holiday-import"
      onSubmit={(e) => {
        e.preventDefault();
        void run(!!preview && changes > 0);
      }}
    >
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {t('schedule:holidayImport.lead')}{' '}
        <a className="link break-all" href={`${GOV_ICAL}${GOV_FILE[lng]}`} target="_blank" rel="noreferrer">{`${GOV_ICAL}${GOV_FILE[lng]}`}</a>
      </p>
      <SelectField
        name="lng"
        label={t('schedule:holidayImport.language')}
        value={lng}
        options={LANGUAGES.map((l) => ({ value: l, label: langText[l] }))}
        onChange={(x) => {
          setLng(x as Lng);
          setPreview(null);
        }}
      />
      <div>
        <label htmlFor={fileId} className="mb-1 block text-sm font-medium">{t('schedule:holidayImport.file')}</label>
        <input
          id={fileId}
          type="file"
          accept=".ics,text/calendar"
          className="block w-full text-sm"
          aria-describedby={problem ? `${fileId}-problem` : undefined}
          aria-invalid={problem ? true : undefined}
          data-testid="holiday-import-file"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setPreview(null);
            setProblem(null);
          }}
        />
        {problem && <p id={`${fileId}-problem`} className="mt-1 text-sm text-red-800 dark:text-red-300" role="alert">{problem}</p>}
      </div>
      {preview && (
        <>
          <p className="text-sm" role="status" data-testid="holiday-import-summary">
            {t('schedule:holidayImport.summary', { count: changes })}
            {preview.unreadable.length > 0 && ` ${t('schedule:holidayImport.unreadable', { lines: preview.unreadable.join(', ') })}`}
          </p>
          <DataList caption={t('schedule:holidayImport.caption')} testId="holiday-import-rows" rows={preview.rows} rowKey={(r) => r.date} columns={columns} empty={t('schedule:holidayImport.empty')}
            rowAttrs={(r) => ({ 'data-testid': 'holiday-import-row', 'data-status': r.status })} />
        </>
      )}
      <FormButtons
        busy={busy}
        onCancel={p.onCancel}
        saveLabel={preview ? t('schedule:holidayImport.apply', { count: changes }) : t('schedule:holidayImport.preview')}
        saveTestId="holiday-import-submit"
      />
    </form>
  );
}
