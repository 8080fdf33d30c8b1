import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../common/date-format';
import { enumLabelKey } from '../../../common/enum-labels';
import { useLocale } from '../i18n/use-locale';
import type { DealHistoryEntry } from './api';

/** A sent receipt: an image as a thumbnail opening the full picture, a PDF as a link. */
function ReceiptLink({ receipt }: { receipt: NonNullable<DealHistoryEntry['receipt']> }) {
  const { t } = useTranslation();
  if (receipt.mime.startsWith('image/')) {
    return (
      <a href={receipt.url} target="_blank" rel="noopener" className="mt-2 inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600" data-testid="deal-receipt-image">
        <img src={receipt.url} alt={t('pay:timeline.receiptImage', { name: receipt.name })} loading="lazy" width="96" height="96" className="h-24 w-24 rounded-lg border border-stone-200 object-cover dark:border-stone-700" />
      </a>
    );
  }
  return (
    <a href={receipt.url} target="_blank" rel="noopener" className="link mt-1 inline-block break-all" data-testid="deal-receipt-file">
      {t('pay:timeline.receiptFile', { name: receipt.name })}
    </a>
  );
}

/** A deal's history, oldest first: what happened, when, how it was paid, why a receipt was refused. */
export function DealTimeline({ history }: { history: DealHistoryEntry[] }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  return (
    <section aria-labelledby="deal-timeline-title" className="card p-5 sm:p-6" data-testid="deal-timeline">
      <h2 id="deal-timeline-title" className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('pay:timeline.title')}</h2>
      <ol className="mt-4 space-y-5 border-l-2 border-stone-200 pl-5 dark:border-stone-700">
        {history.map((h) => (
          <li key={h.id} className="relative" data-testid="deal-history-entry" data-action={h.action}>
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full border-2 border-white bg-emerald-700 dark:border-stone-900 dark:bg-emerald-400" />
            <p className="font-semibold">{t(enumLabelKey('dealAction', h.action))}</p>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              <time dateTime={h.at}>{formatInstant(h.at, lng)}</time>
              {h.method && ` · ${t(enumLabelKey('paymentMethod', h.method))}`}
              {h.fromBalance && ` · ${t('common:balanceSource', { balance: t(enumLabelKey('ledgerCurrency', h.fromBalance)) })}`}
            </p>
            {h.note && <p className="mt-1 break-words whitespace-pre-line text-stone-800 dark:text-stone-200">{h.note}</p>}
            {h.receipt && <ReceiptLink receipt={h.receipt} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
