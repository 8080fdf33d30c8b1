import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../../common/enum-labels';
import type { DealHistoryEntry } from '../../../../common/deal.schema';
import { formatDateTime } from '../format';

/**
 * A deal's history, oldest first: what happened, when, by whom (staff by name), the method and a
 * rejection's reason. A step that sent a receipt offers to show it in the viewer (`shown` is the
 * entry whose receipt is there now).
 */
export function DealTimeline({ history, shown, onShow }: { history: readonly DealHistoryEntry[]; shown: number | null; onShow: (entryId: number) => void }) {
  const { t } = useTranslation();
  const by = (h: DealHistoryEntry) =>
    h.by === 'staff' && h.staffName ? t('manage:deals.by.staffNamed', { name: h.staffName }) : t(`manage:deals.by.${h.by}`);
  return (
    <ol className="space-y-3 border-l-2 border-stone-200 pl-4 dark:border-stone-700" data-testid="deal-timeline">
      {history.map((h) => (
        <li key={h.id} className="relative" data-testid="deal-history" data-action={h.action}>
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-emerald-700 dark:bg-emerald-400" />
          <p className="font-medium">{t(enumLabelKey('dealAction', h.action))}</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            <time dateTime={h.at} className="tabular-nums">
              {formatDateTime(h.at)}
            </time>
            {' · '}
            {by(h)}
            {h.method && ` · ${t(enumLabelKey('paymentMethod', h.method))}`}
              {h.fromBalance && ` · ${t('common:balanceSource', { balance: t(enumLabelKey('ledgerCurrency', h.fromBalance)) })}`}
          </p>
          {h.note && <p className="mt-1 text-sm break-words whitespace-pre-line">{h.note}</p>}
          {h.receipt &&
            (shown === h.id ? (
              <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('manage:deals.receipt.shown')}</p>
            ) : (
              <button
                type="button"
                className="btn btn-ghost mt-1 min-h-9 px-3 text-sm"
                onClick={() => onShow(h.id)}
                aria-label={t('manage:deals.receipt.showLabel', { when: formatDateTime(h.at) })}
                data-testid="deal-history-receipt"
              >
                {t('manage:deals.receipt.show')}
              </button>
            ))}
        </li>
      ))}
    </ol>
  );
}
