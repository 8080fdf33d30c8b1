import type { Fact } from '../../components/member/fact-list';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SpecialRequest } from '../../../common/booking-rules';
import { formatMoney } from '../../../common/constants';
import { useLocale } from '../i18n/use-locale';
import type { BodyOptions, Booking } from './api';
import { formatDay, formatTimeRange } from './format';
import { enumLabelKey } from '../../../common/enum-labels';

export { StatusBadge } from '../../components/booking-status-badge';

export { FactList, type Fact } from '../../components/member/fact-list';

/** Names of the chosen ids, in the list's order; "—" when none. */
export function namesOf(ids: readonly number[], list: readonly { id: number; name: string }[] | undefined, separator: string): string {
  if (!ids.length) return '—';
  if (!list) return '…';
  return list.filter((x) => ids.includes(x.id)).map((x) => x.name).join(separator) || '—';
}

/** The special requests as translated names. */
export function useRequestNames() {
  const { t } = useTranslation();
  return (requests: readonly SpecialRequest[]) => (requests.length ? requests.map((r) => t(enumLabelKey('specialRequest', r))).join(t('booking:listSeparator')) : '—');
}

/** Everything a booking holds, as facts (detail and success screens). */
export function useBookingFacts(b: Booking, body: BodyOptions | null): Fact[] {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const requestNames = useRequestNames();
  const facts: Fact[] = [
    [t('booking:fact.date'), formatDay(b.date, lng, { weekday: 'long' }), 'fact-date'],
    [t('booking:fact.time'), <span className="tabular-nums">{formatTimeRange(b.start, b.end)}</span>, 'fact-time'],
    [t('booking:fact.plan'), t('booking:fact.planValue', { name: b.plan.name, minutes: b.durationMin }), 'fact-plan'],
    [t('booking:fact.place'), <><span className="block">{b.place.name}</span><span className="block text-sm font-normal text-stone-600 dark:text-stone-400">{b.place.address}</span></>, 'fact-place'],
    [
      t('booking:fact.therapist'),
      b.preferredTherapistId === null ? t('booking:fact.therapistAssigned', { name: b.therapist.name }) : b.therapist.name,
      'fact-therapist',
    ],
  ];
  if (b.room?.code) facts.push([t('booking:fact.room'), b.room.code]);
  facts.push(
    [t('booking:fact.parts'), namesOf(b.parts, body?.parts, t('booking:listSeparator')), 'fact-parts'],
    [t('booking:fact.symptoms'), namesOf(b.symptoms, body?.symptoms, t('booking:listSeparator')), 'fact-symptoms'],
    [t('booking:fact.requests'), requestNames(b.specialRequests), 'fact-requests'],
  );
  if (b.specialRequests.includes('OTHER') && b.otherRequest) facts.push([t('booking:fact.otherRequest'), <span className="whitespace-pre-line">{b.otherRequest}</span>, 'fact-other']);
  facts.push([t('booking:fact.price'), formatMoney(b.totalAmtCents), 'fact-price']);
  if (b.packageUse) {
    facts.push([t('booking:fact.package'), <Link className="link" to={to('/user/packages')}>{t('common:package.used', { left: b.packageUse.left })}</Link>, 'fact-package']);
  } else if (b.actualAmtCents !== null && b.actualAmtCents !== undefined) {
    facts.push([t('booking:fact.charged'), b.dealId ? <Link className="link" to={to(`/user/deals/${b.dealId}`)}>{formatMoney(b.actualAmtCents)}</Link> : formatMoney(b.actualAmtCents), 'fact-charged']);
  }
  if (b.reason) facts.push([t('booking:fact.reason'), <span className="whitespace-pre-line">{b.reason}</span>, 'fact-reason']);
  return facts;
}
