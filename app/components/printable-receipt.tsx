import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptDocument } from '../../common/deal.schema';
import { apiFetch } from '../features/errors/api-client';

/**
 * A paid deal's receipt, as the server wrote it in the member's language (GET `source`): "Receipt"
 * shows it under the button, "Print receipt" prints only it (app.css: html.print-receipt). The
 * same for the member at home and for staff at the desk.
 */
export function PrintableReceipt({ source }: { source: string }) {
  const { t } = useTranslation();
  const [doc, setDoc] = useState<ReceiptDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    try {
      setDoc(await apiFetch<ReceiptDocument>(source));
    } catch {
      // apiFetch has shown the failure.
    } finally {
      setBusy(false);
    }
  };
  const print = () => {
    document.documentElement.classList.add('print-receipt');
    window.addEventListener('afterprint', () => document.documentElement.classList.remove('print-receipt'), { once: true });
    window.print();
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {doc ? (
          <>
            <button type="button" className="btn btn-primary" onClick={print} data-testid="receipt-print">{t('pay:print.print')}</button>
            <button type="button" className="btn btn-ghost" onClick={() => setDoc(null)}>{t('pay:print.close')}</button>
          </>
        ) : (
          <button type="button" className="btn btn-ghost" onClick={() => void show()} disabled={busy} aria-busy={busy || undefined} data-testid="receipt-show">{t('pay:print.show')}</button>
        )}
      </div>
      {doc && (
        <article lang={doc.lng} data-print-area className="rounded-lg border border-stone-300 bg-white p-5 text-stone-900 sm:p-6" data-testid="receipt-document">
          <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-300 pb-3">
            <div>
              <p className="text-lg font-bold">{doc.clinic.name}</p>
              <p className="text-sm">{doc.clinic.phone} · {doc.clinic.email}</p>
            </div>
            <h2 className="text-xl font-bold">{doc.title}</h2>
          </header>
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {doc.lines.map((l) => (
              <div key={l.label} className="contents">
                <dt className="text-sm text-stone-600">{l.label}</dt>
                <dd className="break-words">{l.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 flex flex-wrap items-baseline justify-between gap-2 border-t border-stone-300 pt-3 text-lg font-bold">
            <span>{doc.total.label}</span>
            <span data-testid="receipt-total">{doc.total.value}</span>
          </p>
          <p className="mt-3 text-sm text-stone-600">{doc.note}</p>
        </article>
      )}
    </div>
  );
}
