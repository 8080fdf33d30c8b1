import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoFromYmd, ymdFromIso } from '../../../common/clinic-time';
import { DOC_TYPES, enumLabelKey } from '../../../common/enum-labels';
import { medicalSearchInput, PULLABLE_FIELDS, type MedicalFieldDiff } from '../../../common/medical';
import { MedicalComparison } from '../../components/medical-comparison';
import { DateField, Form, SelectField, showFailure, TextField, useForm } from '../../components/form';
import { apiFetch } from '../errors/api-client';
import { toast } from '../overlays/overlay-store';

interface Match {
  patientId: string;
  comparison: MedicalFieldDiff[];
}
interface Status {
  profile: { fullname: string; gender: string; birth: string; docType: string; docId: string; phone: string | null; email: string | null };
  link: { status: 'LINKED' | 'AMBIGUOUS'; patientId: string | null; candidates: number; lastSyncAt: string | null } | null;
  record: Match | null;
}
interface Found {
  ambiguous: boolean;
  /** Whether the name or phone typed in the search is on each result (only when typed). */
  results: (Match & { typed: { name?: boolean; phone?: boolean } })[];
}
interface SearchValues {
  docType: string;
  docId: string;
  birth: number;
  name: string;
  phone: string;
}

/**
 * "My medical record": search the clinic's record system by the member's own document and birth
 * date, compare each result with the profile, link one or create a new record; once linked, sync
 * both ways or unlink (docs/privacy.md "Medical-record link").
 */
export function MedicalRecord() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      setStatus(await apiFetch<Status>('/api/user/medical'));
    } catch (err) {
      showFailure(err);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      toast(done);
      setFound(null);
      await load();
    } catch (err) {
      showFailure(err);
    } finally {
      setBusy(false);
    }
  };

  if (!status) return <p className="text-sm text-stone-600 dark:text-stone-400">{t('account:medical.loading')}</p>;
  const linked = status.link?.status === 'LINKED' && status.record;
  return (
    <div className="space-y-6" data-testid="medical-record">
      {linked ? (
        <LinkedRecord status={status} busy={busy} act={act} />
      ) : (
        <>
          {status.link?.status === 'AMBIGUOUS' && <p className="rounded-lg bg-amber-50 p-3 text-sm dark:bg-amber-950/40" data-testid="medical-ambiguous">{t('account:medical.ambiguous')}</p>}
          <SearchForm status={status} onFound={setFound} />
          {found && <Results found={found} busy={busy} act={act} />}
        </>
      )}
    </div>
  );
}

function SearchForm({ status, onFound }: { status: Status; onFound: (f: Found) => void }) {
  const { t } = useTranslation();
  const form = useForm<SearchValues>({
    ns: 'account',
    initial: { docType: status.profile.docType, docId: '', birth: ymdFromIso(status.profile.birth), name: '', phone: '' },
    check: (v) => medicalSearchInput.safeParse({ docType: v.docType, docId: v.docId, birth: Number.isFinite(v.birth) && v.birth > 0 ? isoFromYmd(v.birth) : '', name: v.name || undefined, phone: v.phone || undefined }),
    send: async (input) => onFound(await apiFetch<Found>('/api/user/medical/search', { method: 'POST', body: input, silent: true })),
  });
  return (
    <Form form={form} testId="medical-search" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <p className="text-sm text-stone-600 sm:col-span-2 dark:text-stone-400">{t('account:medical.searchLead')}</p>
      <SelectField {...form.field('docType')} label={t('account:medical.form.docType')} options={DOC_TYPES.map((d) => ({ value: d, label: t(enumLabelKey('docType', d)) }))} />
      <TextField {...form.field('docId')} label={t('account:medical.form.docId')} autoComplete="off" maxLength={40} />
      <DateField {...form.field('birth')} label={t('account:medical.form.birth')} />
      <TextField {...form.field('name')} label={t('account:medical.form.nameOptional')} maxLength={100} />
      <TextField {...form.field('phone')} label={t('account:medical.form.phoneOptional')} type="tel" maxLength={30} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={form.busy} data-testid="medical-search-submit">
          {t('account:medical.search')}
        </button>
      </div>
    </Form>
  );
}

function Results({ found, busy, act }: { found: Found; busy: boolean; act: (fn: () => Promise<unknown>, done: string) => Promise<void> }) {
  const { t } = useTranslation();
  if (found.results.length === 0)
    return (
      <section className="space-y-3" data-testid="medical-none">
        <p>{t('account:medical.none')}</p>
        <button type="button" className="btn btn-primary" disabled={busy} data-testid="medical-create" onClick={() => void act(() => apiFetch('/api/user/medical/create', { method: 'POST', silent: true }), t('account:medical.created'))}>
          {t('account:medical.create')}
        </button>
      </section>
    );
  return (
    <section className="space-y-4" data-testid="medical-results">
      <p>{found.ambiguous ? t('account:medical.ambiguous') : t('account:medical.foundOne')}</p>
      {found.results.map((r, i) => (
        <div key={r.patientId} className="space-y-2 rounded-lg border border-stone-200 p-3 dark:border-stone-700">
          <MedicalComparison match={r} testId={`medical-result-${i}`} />
          {(['name', 'phone'] as const).map(
            (f) =>
              r.typed[f] !== undefined && (
                <p key={f} className="text-sm" data-testid={`medical-typed-${f}`} data-same={r.typed[f]}>
                  {t(r.typed[f] ? 'account:medical.typedSame' : 'account:medical.typedDiffers', { field: t(`common:medical.fields.${f}`) })}
                </p>
              ),
          )}
          {!found.ambiguous && (
            <button type="button" className="btn btn-primary" disabled={busy} data-testid="medical-link" onClick={() => void act(() => apiFetch('/api/user/medical/link', { method: 'POST', body: { patientId: r.patientId }, silent: true }), t('account:medical.linked'))}>
              {t('account:medical.link')}
            </button>
          )}
        </div>
      ))}
    </section>
  );
}

function LinkedRecord({ status, busy, act }: { status: Status; busy: boolean; act: (fn: () => Promise<unknown>, done: string) => Promise<void> }) {
  const { t } = useTranslation();
  const record = status.record!;
  const pullable = record.comparison.filter((d) => !d.same && d.theirs !== null && (PULLABLE_FIELDS as readonly string[]).includes(d.field)).map((d) => d.field);
  const [accepted, setAccepted] = useState<string[]>([]);
  const differs = record.comparison.some((d) => !d.same);
  return (
    <section className="space-y-4" data-testid="medical-linked">
      <p>{t('account:medical.linkedLead')}</p>
      <MedicalComparison match={record} testId="medical-linked-comparison" />
      {pullable.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('account:medical.pullLead')}</legend>
          {pullable.map((f) => (
            <label key={f} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" data-testid={`medical-pull-${f}`} checked={accepted.includes(f)} onChange={(e) => setAccepted((a) => (e.target.checked ? [...a, f] : a.filter((x) => x !== f)))} />
              {t(`common:medical.fields.${f}`)}
            </label>
          ))}
          <button type="button" className="btn btn-ghost" disabled={busy || accepted.length === 0} data-testid="medical-pull" onClick={() => void act(() => apiFetch('/api/user/medical/pull', { method: 'POST', body: { fields: accepted }, silent: true }).then(() => setAccepted([])), t('account:medical.pulled'))}>
            {t('account:medical.pull')}
          </button>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" disabled={busy || !differs} data-testid="medical-push" onClick={() => void act(() => apiFetch('/api/user/medical/push', { method: 'POST', silent: true }), t('account:medical.pushed'))}>
          {t('account:medical.push')}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} data-testid="medical-unlink" onClick={() => void act(() => apiFetch('/api/user/medical/link', { method: 'DELETE', silent: true }), t('account:medical.unlinked'))}>
          {t('account:medical.unlink')}
        </button>
      </div>
    </section>
  );
}
