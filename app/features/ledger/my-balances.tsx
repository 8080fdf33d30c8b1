import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatMoney } from '../../../common/constants';
import { formatInstant } from '../../../common/date-format';
import { LEDGER_CURRENCIES, type LedgerCurrency } from '../../../common/deal-rules';
import { enumLabelKey } from '../../../common/enum-labels';
import { pointsValueCents, type LedgerMovementView, type MemberLedger } from '../../../common/ledger.schema';
import { ledgerAmountText, LedgerDelta, MovementTies, type TieLinks } from '../../components/ledger-view';
import { LoadState } from '../../components/member/load-state';
import { PageLinks } from '../../components/member/page-links';
import { PillTabs } from '../../components/member/pill-tabs';
import { useApiData } from '../../components/member/use-api-data';
import { useLocale } from '../i18n/use-locale';
import { ledgerApi } from './api';

type Tab = LedgerCurrency | 'all';
const TABS: readonly Tab[] = ['all', ...LEDGER_CURRENCIES];

/**
 * "My balances": the member's CREDIT (money) and POINT (with what they are worth) and every movement,
 * newest first — one currency or both (`?currency=`), a page at a time (`?page=`), loaded in the browser.
 */
export function MyBalances() {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const raw = params.get('currency');
  const tab: Tab = raw === 'CREDIT' || raw === 'POINT' ? raw : 'all';
  const currency = tab === 'all' ? undefined : tab;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const ledger = useApiData(() => ledgerApi.mine({ currency, page }), [currency, page]);
  const href = (c: Tab, p = 1) => {
    const q = new URLSearchParams();
    if (c !== 'all') q.set('currency', c);
    if (p > 1) q.set('page', String(p));
    return q.size ? `?${q}` : pathname;
  };
  const data = ledger.data;
  const links: TieLinks = { deal: (id) => to(`/user/deals/${id}`), booking: (id) => to(`/user/bookings/${id}`) };
  const when = (iso: string) => formatInstant(iso, lng);

  return (
    <div>
      {!data ? (
        <LoadState failed={!!ledger.error} onRetry={ledger.reload} minHeight="min-h-[24rem]" />
      ) : (
        <>
          <Balances data={data} />
          <h2 className="mt-8 text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('pay:balances.history')}</h2>
          <div className="mt-3">
            <PillTabs
              label={t('pay:balances.tabs')}
              current={tab}
              tabs={TABS.map((c) => ({ key: c, to: href(c), label: c === 'all' ? t('pay:balances.all') : t(enumLabelKey('ledgerCurrency', c)), testId: `balances-tab-${c}` }))}
            />
          </div>
          <div className="mt-5 min-h-[12rem]" aria-busy={ledger.loading}>
            {data.movements.items.length === 0 ? (
              <div className="card p-6 text-center" data-testid="balances-empty">
                <p className="text-stone-700 dark:text-stone-300">{data.movements.pagination.isOutOfRange ? t('pay:balances.outOfRange') : t('pay:balances.empty')}</p>
                {data.movements.pagination.isOutOfRange && <Link className="btn btn-ghost mt-4" to={href(tab)}>{t('pay:balances.firstPage')}</Link>}
              </div>
            ) : (
              <ul className="space-y-3" data-testid="balances-list">
                {data.movements.items.map((m) => <MovementRow key={m.id} m={m} links={links} when={when} />)}
              </ul>
            )}
          </div>
          <PageLinks label={t('pay:balances.pages')} page={page} hasNext={data.movements.pagination.page.hasNext} href={(p) => href(tab, p)} nextTestId="balances-next" />
        </>
      )}
    </div>
  );
}

/** The two balance cards: CREDIT as money; POINT with what it is worth and how it is earned. */
function Balances({ data }: { data: MemberLedger }) {
  const { t } = useTranslation();
  const { balances, points } = data;
  const card = 'card p-5 sm:p-6';
  const figure = 'mt-1 text-3xl font-bold tracking-tight tabular-nums break-words text-emerald-950 dark:text-emerald-100';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="balance-credit" className={card} data-testid="balance-CREDIT" data-balance={balances.CREDIT}>
        <h2 id="balance-credit" className="text-sm font-semibold text-stone-600 dark:text-stone-400">{t(enumLabelKey('ledgerCurrency', 'CREDIT'))}</h2>
        <p className={figure} data-testid="balance-amount">{formatMoney(balances.CREDIT)}</p>
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('pay:balances.creditHint')}</p>
      </section>
      <section aria-labelledby="balance-points" className={card} data-testid="balance-POINT" data-balance={balances.POINT}>
        <h2 id="balance-points" className="text-sm font-semibold text-stone-600 dark:text-stone-400">{t(enumLabelKey('ledgerCurrency', 'POINT'))}</h2>
        <p className={figure} data-testid="balance-amount">{ledgerAmountText(t, 'POINT', balances.POINT)}</p>
        {points.valueCents > 0 && (
          <p className="mt-2 text-sm font-medium text-emerald-900 dark:text-emerald-200" data-testid="balance-points-worth">
            {t('pay:balances.pointsWorth', { amount: formatMoney(pointsValueCents(balances.POINT, points)), each: formatMoney(points.valueCents) })}
          </p>
        )}
        {points.earnCents > 0 && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('pay:balances.earnRule', { amount: formatMoney(points.earnCents) })}</p>}
      </section>
    </div>
  );
}

function MovementRow({ m, links, when }: { m: LedgerMovementView; links: TieLinks; when: (iso: string) => string }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  return (
    <li className="card p-4 sm:p-5" data-testid="ledger-row" data-currency={m.currency} data-reason={m.reason}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold" data-testid="ledger-reason">{t(enumLabelKey('ledgerReason', m.reason))}</p>
          <MovementTies m={m} lng={lng} links={links} when={when} />
        </div>
        <div className="shrink-0 text-right">
          <LedgerDelta m={m} />
          <p className="mt-0.5 text-xs text-stone-600 tabular-nums dark:text-stone-400">{t('pay:ledger.balanceAfter', { amount: ledgerAmountText(t, m.currency, m.balanceAfter) })}</p>
        </div>
      </div>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        <time dateTime={m.at}>{when(m.at)}</time> · {t(enumLabelKey('ledgerCurrency', m.currency))}
      </p>
    </li>
  );
}
