import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../common/constants';
import { formatInstant, formatInstantRange } from '../../../common/date-format';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import type { Fact } from '../../components/member/fact-list';
import { useLocale } from '../i18n/use-locale';
export { DealStateBadge } from '../../components/deal-state-badge';
import type { DealSummary } from './api';

/** What the deal is for, in the page's language, linking to where it is seen; its kind and (events, appointments) its time below. */
export function DealSubjectTitle({ deal, as: Heading = 'p' }: { deal: DealSummary; as?: 'p' | 'h2' }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  return (
    <div className="min-w-0">
      <Heading className="font-semibold break-words text-emerald-950 dark:text-emerald-100" data-testid="deal-subject">
        {deal.subject.link ? <Link className="link" to={to(deal.subject.link)}>{pickText(deal.subject.title, lng)}</Link> : pickText(deal.subject.title, lng)}
      </Heading>
      <p className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">
        {t(enumLabelKey('dealKind', deal.subject.kind))}
        {deal.subject.startAt && deal.subject.endAt && ` · ${formatInstantRange(deal.subject.startAt, deal.subject.endAt, lng)}`}
      </p>
    </div>
  );
}

/** The amount, what is paid so far and refunded, the deal date, until when the seat is held, how and when it was paid. */
export function useDealFacts(d: DealSummary): Fact[] {
  const { t } = useTranslation();
  const { lng } = useLocale();
  return [
    [t('pay:fact.amount'), formatMoney(d.amountCents), 'deal-amount'],
    ...(d.paidCents > 0 && d.paidCents < d.amountCents ? [[t('pay:fact.paid'), formatMoney(d.paidCents), 'deal-paid'] as Fact] : []),
    ...(d.refundedCents > 0 ? [[t('pay:fact.refunded'), formatMoney(d.refundedCents), 'deal-refunded'] as Fact] : []),
    [d.subject.kind === 'EVENT' ? t('pay:fact.dealAt') : t('pay:fact.orderedAt'), formatInstant(d.dealAt, lng), 'deal-at'],
    ...(d.holdUntil ? [[t('pay:fact.holdUntil'), formatInstant(d.holdUntil, lng), 'deal-hold-until'] as Fact] : []),
    ...(d.method ? [[t('pay:fact.method'), t(enumLabelKey('paymentMethod', d.method)), 'deal-method'] as Fact] : []),
    ...(d.paidAt ? [[t('pay:fact.paidAt'), formatInstant(d.paidAt, lng), 'deal-paid-at'] as Fact] : []),
  ];
}
