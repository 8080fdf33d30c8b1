import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../common/constants';
import { formatInstant, formatInstantRange } from '../../../common/date-format';
import type { DealState } from '../../../common/deal-rules';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import type { Fact } from '../../components/member/fact-list';
import { useLocale } from '../i18n/use-locale';
import type { DealSummary } from './api';

const STATE_LOOK: Record<DealState, string> = {
  CREATED: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  WAIT: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  ACCEPT: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  REJECT: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  CANCELED: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
};

/** A deal's state with its one name (common:enum.dealState.*), the same the clinic reads. */
export function DealStateBadge({ state }: { state: DealState }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_LOOK[state]}`} data-testid="deal-state" data-state={state}>
      {t(enumLabelKey('dealState', state))}
    </span>
  );
}

/** What the deal is for, in the page's language, linking to its public page; the event's dates below. */
export function DealSubjectTitle({ deal, as: Heading = 'p' }: { deal: DealSummary; as?: 'p' | 'h2' }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  return (
    <div className="min-w-0">
      <Heading className="font-semibold break-words text-emerald-950 dark:text-emerald-100" data-testid="deal-subject">
        <Link className="link" to={to(deal.subject.link)}>{pickText(deal.subject.title, lng)}</Link>
      </Heading>
      <p className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">
        {t(enumLabelKey('dealKind', deal.subject.kind))} · {formatInstantRange(deal.subject.startAt, deal.subject.endAt, lng)}
      </p>
    </div>
  );
}

/** The amount, the deal date, until when the seat is held, how and when it was paid. */
export function useDealFacts(d: DealSummary): Fact[] {
  const { t } = useTranslation();
  const { lng } = useLocale();
  return [
    [t('pay:fact.amount'), formatMoney(d.amountCents), 'deal-amount'],
    [t('pay:fact.dealAt'), formatInstant(d.dealAt, lng), 'deal-at'],
    ...(d.holdUntil ? [[t('pay:fact.holdUntil'), formatInstant(d.holdUntil, lng), 'deal-hold-until'] as Fact] : []),
    ...(d.method ? [[t('pay:fact.method'), t(enumLabelKey('paymentMethod', d.method)), 'deal-method'] as Fact] : []),
    ...(d.paidAt ? [[t('pay:fact.paidAt'), formatInstant(d.paidAt, lng), 'deal-paid-at'] as Fact] : []),
  ];
}
