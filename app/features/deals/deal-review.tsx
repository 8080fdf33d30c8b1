import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintableReceipt } from '../../components/printable-receipt';
import { Link } from 'react-router';
import { formatMoney } from '../../../common/constants';
import { formatInstant } from '../../../common/date-format';
import { FactList } from '../../components/member/fact-list';
import { LoadState } from '../../components/member/load-state';
import { useApiData } from '../../components/member/use-api-data';
import { HttpError } from '../errors/http-error';
import { useLocale } from '../i18n/use-locale';
import { dealsApi, type DealDetail } from './api';
import { BalancePay } from './balance-pay';
import { DealTimeline } from './deal-timeline';
import { DealStateBadge, DealSubjectTitle, useDealFacts } from './deal-view';
import { PayInstructions } from './pay-instructions';
import { ReceiptForm } from './receipt-form';

/**
 * One of the member's deals: what it is for, the amount and state, the timeline; while a receipt
 * may be sent, how to pay offline and the receipt form.
 */
export function DealReview({ id }: { id: number }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const loaded = useApiData(() => dealsApi.get(id), [id], [404]);
  const [updated, setUpdated] = useState<DealDetail | null>(null);
  // The answer to a send until the deal is read again (after a refusal that says it changed).
  const deal = updated?.id === id ? updated : loaded.data;

  if (loaded.error instanceof HttpError && loaded.error.status === 404) {
    return (
      <div className="card p-6 text-center" data-testid="deal-not-found">
        <p className="text-stone-700 dark:text-stone-300">{t('pay:detail.notFound')}</p>
        <Link className="btn btn-primary mt-4" to={to('/user/deals')}>{t('pay:detail.toList')}</Link>
      </div>
    );
  }
  if (!deal)
    return (
      <div className="card p-6">
        <LoadState failed={!!loaded.error} onRetry={loaded.reload} />
      </div>
    );
  return (
    <div className="space-y-6" data-testid="deal-review" data-state={deal.state}>
      <DealSummaryCard deal={deal} />
      {deal.canSendReceipt && (
        <BalancePay
          deal={deal}
          due={dueCents(deal)}
          onPaid={setUpdated}
          onStale={() => {
            setUpdated(null);
            loaded.reload();
          }}
        />
      )}
      {deal.canSendReceipt &&
        (deal.instructions.length ? (
          <>
            <PayInstructions items={deal.instructions} amount={formatMoney(dueCents(deal))} />
            <ReceiptForm
              dealId={deal.id}
              instructions={deal.instructions}
              onSent={setUpdated}
              onStale={() => {
                setUpdated(null);
                loaded.reload();
              }}
            />
          </>
        ) : (
          <div className="card p-5 sm:p-6" role="status" data-testid="pay-no-instructions">
            <p className="text-stone-700 dark:text-stone-300">{t('pay:instructions.none')}</p>
            <Link className="btn btn-primary mt-4" to={to('/chat')}>{t('pay:instructions.contact')}</Link>
          </div>
        ))}
      {deal.history.length > 0 && <DealTimeline history={deal.history} />}
    </div>
  );
}

/** What is still to pay while a receipt may be sent; the whole amount otherwise. */
const dueCents = (d: DealDetail) => (d.canSendReceipt ? d.amountCents - d.paidCents : d.amountCents);

function DealSummaryCard({ deal: d }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const facts = useDealFacts(d);
  // An event holds a place until a time; a package starts once paid; anything else is just a payment.
  const leads = d.subject.kind === 'EVENT' ? 'lead' : d.subject.kind === 'PACKAGE' ? 'leadPackage' : 'leadOther';
  const lead = t(`pay:detail.${leads}.${d.state}`, { amount: formatMoney(dueCents(d)), when: d.holdUntil ? formatInstant(d.holdUntil, lng) : '' });
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="deal-summary-title" data-testid="deal-summary">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 id="deal-summary-title" className="sr-only">{t('pay:detail.summary')}</h2>
        <DealSubjectTitle deal={d} />
        <DealStateBadge state={d.state} />
      </div>
      <p className="mt-3 text-stone-800 dark:text-stone-200" data-testid="deal-lead">{lead}</p>
      {d.state === 'REJECT' && d.rejectReason && (
        <div className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100" data-testid="deal-reject-reason">
          <p className="text-sm font-semibold">{t('pay:detail.rejectReason')}</p>
          <p className="break-words whitespace-pre-line">{d.rejectReason}</p>
        </div>
      )}
      <div className="mt-4">
        <FactList facts={facts} />
      </div>
      {d.state === 'ACCEPT' && (
        <div className="mt-4">
          <PrintableReceipt source={`/api/user/deals/${d.id}/receipt-document`} />
        </div>
      )}
    </section>
  );
}
