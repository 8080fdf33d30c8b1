import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../common/constants';
import { formatInstant } from '../../../common/date-format';
import { canSendReceipt } from '../../../common/deal-rules';
import { enumLabelKey } from '../../../common/enum-labels';
import { LoadState } from '../../components/member/load-state';
import { useApiData } from '../../components/member/use-api-data';
import { useLocale } from '../i18n/use-locale';
import { dealsApi, type DealSummary } from './api';
import { DealStateBadge, DealSubjectTitle } from './deal-view';

/** "My payments": the member's deals, newest first, loaded in the browser; each opens its review page. */
export function MyDeals() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const list = useApiData(() => dealsApi.mine(), []);
  const items = list.data?.items;

  return (
    <div className="min-h-[16rem]" aria-busy={list.loading}>
      {!items ? (
        <LoadState failed={!!list.error} onRetry={list.reload} minHeight="min-h-[16rem]" />
      ) : items.length === 0 ? (
        <div className="card p-6 text-center" data-testid="my-deals-empty">
          <p className="text-stone-700 dark:text-stone-300">{t('pay:list.empty')}</p>
          <Link className="btn btn-primary mt-4" to={to('/events')}>{t('site:myEvents.browse')}</Link>
        </div>
      ) : (
        <ul className="space-y-3" data-testid="my-deals-list">
          {items.map((d) => <DealRow key={d.id} deal={d} />)}
        </ul>
      )}
    </div>
  );
}

function DealRow({ deal: d }: { deal: DealSummary }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const payable = canSendReceipt(d.state);
  return (
    <li className="card p-4 sm:p-5" data-testid="my-deal-row" data-deal-id={d.id} data-state={d.state}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <DealSubjectTitle deal={d} />
        <DealStateBadge state={d.state} />
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold" data-testid="deal-amount">{formatMoney(d.amountCents)}</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t(d.subject.kind === 'EVENT' ? 'pay:list.dealAt' : 'pay:list.orderedAt', { when: formatInstant(d.dealAt, lng) })}
            {d.method && ` · ${t(enumLabelKey('paymentMethod', d.method))}`}
          </p>
          {d.holdUntil && <p className="text-sm font-medium text-amber-900 dark:text-amber-200" data-testid="deal-hold-until">{t('pay:list.payBy', { when: formatInstant(d.holdUntil, lng) })}</p>}
          {d.paidAt && <p className="text-sm text-stone-600 dark:text-stone-400">{t('pay:list.paidAt', { when: formatInstant(d.paidAt, lng) })}</p>}
        </div>
        <Link className={`btn ${payable ? 'btn-primary' : 'btn-ghost'}`} to={to(`/user/deals/${d.id}`)} data-testid="my-deal-open">
          {payable ? t('pay:list.payNow') : t('pay:list.view')}
        </Link>
      </div>
    </li>
  );
}
