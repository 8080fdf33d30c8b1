import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RECEIPT_ACCEPT, RECEIPT_MAX_BYTES, type OfflinePayMethod } from '../../../common/deal-rules';
import { enumLabelKey } from '../../../common/enum-labels';
import { showHttpError } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { toast } from '../overlays/overlay-store';
import { withFullLoading } from '../shell/full-loading';
import { dealsApi, type DealDetail, type PayInstruction } from './api';
import { missingForReceipt, receiptFileProblem, sendProblem, type Problem } from './receipt-rules';

const box = 'mt-0.5 h-5 w-5 shrink-0 accent-emerald-700 dark:accent-emerald-500';
const pill =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 px-3 py-2.5 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600 dark:border-stone-600 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950';

/** A preview address for a chosen image, released when the file changes or the form goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

/**
 * Sending the receipt: how it was paid (among the methods offered), the photo or PDF, and the
 * member's word that the amount and date show on it (spec §5). A refusal is shown here and keeps
 * what was chosen; `onSent` gets the deal as the server now has it.
 */
export function ReceiptForm({ dealId, instructions, onSent, onStale }: { dealId: number; instructions: PayInstruction[]; onSent: (d: DealDetail) => void; onStale: () => void }) {
  const { t, i18n } = useTranslation();
  const uid = useId();
  const [method, setMethod] = useState<OfflinePayMethod | null>(instructions.length === 1 ? instructions[0]!.method : null);
  const [file, setFile] = useState<File | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = usePreview(file);
  const missing = missingForReceipt({ method, file, confirmed });
  const maxMb = Math.round(RECEIPT_MAX_BYTES / 1024 / 1024);

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    const p = receiptFileProblem(chosen);
    setProblem(p);
    if (!p) setFile(chosen);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || missing || !method || !file) return;
    setBusy(true);
    setProblem(null);
    try {
      const deal = await withFullLoading(() => dealsApi.sendReceipt(dealId, method, file));
      toast(t('pay:receipt.sent'));
      onSent(deal);
    } catch (err) {
      setProblem(sendProblem(err, (k) => i18n.exists(k)));
      if (err instanceof HttpError) {
        // A sign-out or a server fault gets the usual popup (and report); a changed deal is read again.
        if (err.status === 401 || (err.status ?? 0) >= 500) void showHttpError(err);
        if (err.status === 409 || err.body?.message === 'error.deal.stateChanged') onStale();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="card space-y-5 p-5 sm:p-6" aria-labelledby={`${uid}-title`} data-testid="receipt-form" noValidate>
      <h2 id={`${uid}-title`} className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('pay:receipt.title')}</h2>

      <fieldset>
        <legend className="font-semibold">{t('pay:receipt.method')}</legend>
        <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
          {instructions.map((i) => (
            <li key={i.method}>
              <label className={pill}>
                <input type="radio" name={`${uid}-method`} className={box} value={i.method} checked={method === i.method} onChange={() => setMethod(i.method)} data-testid={`receipt-method-${i.method}`} />
                <span>{t(enumLabelKey('paymentMethod', i.method))}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div>
        <p id={`${uid}-file-label`} className="font-semibold">{t('pay:receipt.file')}</p>
        <p id={`${uid}-file-hint`} className="text-sm text-stone-600 dark:text-stone-400">{t('pay:receipt.fileHint', { max: maxMb })}</p>
        <label className="btn btn-ghost mt-3 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600">
          {file ? t('pay:receipt.change') : t('pay:receipt.choose')}
          <input
            type="file"
            accept={RECEIPT_ACCEPT}
            className="sr-only"
            aria-labelledby={`${uid}-file-label`}
            aria-describedby={`${uid}-file-hint`}
            disabled={busy}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              // The same file may be chosen again after a refusal.
              e.target.value = '';
            }}
            data-testid="receipt-file"
          />
        </label>
        {file && (
          <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="receipt-chosen">
            {preview ? (
              <img src={preview} alt={t('pay:receipt.preview')} className="max-h-64 w-auto max-w-full rounded-lg border border-stone-200 object-contain dark:border-stone-700" data-testid="receipt-preview" />
            ) : (
              <p className="min-w-0 font-medium break-all" data-testid="receipt-file-name">{file.name}</p>
            )}
          </div>
        )}
      </div>

      <label className={pill}>
        <input type="checkbox" className={box} checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} required aria-required="true" data-testid="receipt-confirm" />
        <span>{t('pay:receipt.confirm')}</span>
      </label>

      {problem && (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert" data-testid="receipt-problem">
          {t(problem.key, problem.params)}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={busy || !!missing} aria-busy={busy || undefined} aria-describedby={missing ? `${uid}-missing` : undefined} data-testid="receipt-submit">
          {busy ? t('pay:receipt.sending') : t('pay:receipt.submit')}
        </button>
        {missing && <p id={`${uid}-missing`} className="text-sm text-stone-600 dark:text-stone-400">{t(`pay:receipt.needs.${missing}`)}</p>}
      </div>
    </form>
  );
}
