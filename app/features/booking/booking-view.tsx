import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingStatus, SpecialRequest } from '../../../common/booking-rules';
import { formatMoney } from '../../../common/constants';
import { StateBadge } from '../../components/list/cells';
import { useLocale } from '../i18n/use-locale';
import type { BodyOptions, Booking } from './api';
import { formatDay, formatTimeRange } from './format';
import { enumLabelKey } from '../../../common/enum-labels';

const STATUS_LOOK: Record<BookingStatus, string> = {
  WAIT: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  CONFIRM: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  ACCEPT: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  ATTEND: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  DONE: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
  REJECT: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  MISS: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  CANCEL: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
};

/** A booking state with its one name (common:enum.bookingStatus.*), the same the clinic reads. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <StateBadge tone={STATUS_LOOK[status]} data-testid="booking-status" data-status={status}>
      {t(enumLabelKey('bookingStatus', status))}
    </StateBadge>
  );
}

export type Fact = [label: string, value: ReactNode, testId?: string];

/** Label / value rows, stacked on phones and side by side from 576 px. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="divide-y divide-stone-200 dark:divide-stone-800">
      {facts.map(([label, value, testId]) => (
        <div key={label} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:gap-4">
          <dt className="text-sm text-stone-600 sm:w-40 sm:shrink-0 dark:text-stone-400">{label}</dt>
          <dd className="min-w-0 font-medium break-words" data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
  const { lng } = useLocale();
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
  if (b.actualAmtCents !== null && b.actualAmtCents !== undefined) facts.push([t('booking:fact.charged'), formatMoney(b.actualAmtCents)]);
  if (b.reason) facts.push([t('booking:fact.reason'), <span className="whitespace-pre-line">{b.reason}</span>, 'fact-reason']);
  return facts;
}
