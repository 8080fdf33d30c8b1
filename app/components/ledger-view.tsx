import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatPoints } from '../../common/constants';
import type { LedgerCurrency } from '../../common/deal-rules';
import { pickText, type Lng } from '../../common/i18n-config';
import type { LedgerMovementView } from '../../common/ledger.schema';

/**
 * How CREDIT and POINT read wherever they are shown (docs/ledger.md): CREDIT is integer cents shown
 * with formatMoney, POINT a whole number of points; the member's balances page and the staff ledger
 * screen share these, so one movement reads the same on both.
 */

/** "HK$1,250.50" or "1,250 points"; `signed` puts a + before a gain (a take carries its −). */
export function ledgerAmountText(t: TFunction, currency: LedgerCurrency, n: number, signed = false): string {
  const sign = signed && n > 0 ? '+' : '';
  return currency === 'CREDIT' ? sign + formatMoney(n) : t('pay:ledger.points', { count: n, n: sign + formatPoints(n) });
}

/** A movement's amount, green when it gives and plain when it takes. */
export function LedgerDelta({ m }: { m: Pick<LedgerMovementView, 'currency' | 'delta'> }) {
  const { t } = useTranslation();
  return (
    <span className={`font-semibold whitespace-nowrap tabular-nums ${m.delta > 0 ? 'text-emerald-800 dark:text-emerald-300' : 'text-stone-900 dark:text-stone-100'}`} data-testid="ledger-delta">
      {ledgerAmountText(t, m.currency, m.delta, true)}
    </span>
  );
}

/** Where the links of a movement go: the member's own pages or the back office's. */
export interface TieLinks {
  deal: (id: number) => string;
  booking: (id: number) => string;
}

/** What a movement is tied to, in words: the deal it came from, the booking it was spent on; '' for a staff movement (its note says why). */
export function movementTieText(t: TFunction, m: LedgerMovementView, lng: Lng, when: (iso: string) => string): string {
  const parts: string[] = [];
  if (m.deal) parts.push(t('pay:ledger.tie.deal', { id: m.deal.id, title: pickText(m.deal.title, lng) }));
  if (m.booking) parts.push(t('pay:ledger.tie.booking', { title: pickText(m.booking.title, lng), when: when(m.booking.startsAt) }));
  return parts.join(' · ');
}

/** What a movement is tied to (links to the deal and the booking) and its note; nothing for a movement with neither. */
export function MovementTies({ m, lng, links, when }: { m: LedgerMovementView; lng: Lng; links: TieLinks; when: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <>
      {m.deal && (
        <p className="text-sm">
          <Link className="link" to={links.deal(m.deal.id)} data-testid="ledger-deal-link">
            {t('pay:ledger.tie.deal', { id: m.deal.id, title: pickText(m.deal.title, lng) })}
          </Link>
        </p>
      )}
      {m.booking && (
        <p className="text-sm">
          <Link className="link" to={links.booking(m.booking.id)} data-testid="ledger-booking-link">
            {t('pay:ledger.tie.booking', { title: pickText(m.booking.title, lng), when: when(m.booking.startsAt) })}
          </Link>
        </p>
      )}
      {m.note && (
        <p className="text-sm break-words whitespace-pre-line text-stone-700 dark:text-stone-300" data-testid="ledger-note">
          {m.note}
        </p>
      )}
    </>
  );
}
