import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../../common/constants';
import { toClinicDate } from '../../../common/clinic-time';
import { formatDate, formatDateTime } from '../../../common/date-format';
import { canSendReceipt } from '../../../common/deal-rules';
import { pickText } from '../../../common/i18n-config';
import { packageStanding, RENEWAL_STOPPED, sessionsLeft } from '../../../common/package-rules';
import { LoadState } from '../../components/member/load-state';
import { FactList, type Fact } from '../../components/member/fact-list';
import { PillTabs } from '../../components/member/pill-tabs';
import { useApiData } from '../../components/member/use-api-data';
import { PackageStandingBadge } from '../../components/package-standing-badge';
import { useLocale } from '../i18n/use-locale';
import { packagesApi, type MemberPackage } from './api';
import { RenewalControl } from './renewal-control';

const SCOPES = ['current', 'past'] as const;
type Scope = (typeof SCOPES)[number];

/** Still to pay or in effect with sessions to draw: "Current"; ended, expired or used up: "Past". */
const isCurrent = (p: MemberPackage, now: Date) => ['CREATED', 'PAID'].includes(packageStanding(p, now));

/** "My packages": the member's packages (current or past, `?scope=`), loaded in the browser. */
export function MyPackages() {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  const [params] = useSearchParams();
  const scope: Scope = params.get('scope') === 'past' ? 'past' : 'current';
  const list = useApiData(() => packagesApi.mine(), []);
  const now = new Date();
  const items = list.data?.items.filter((p) => isCurrent(p, now) === (scope === 'current'));
  return (
    <div>
      <PillTabs label={t('myPackages.tabs')} current={scope} tabs={SCOPES.map((s) => ({ key: s, to: `?scope=${s}`, label: t(`myPackages.${s}`), testId: `packages-tab-${s}` }))} />
      <div className="mt-5 min-h-[16rem]" aria-busy={list.loading}>
        {!items ? (
          <LoadState failed={!!list.error} onRetry={list.reload} minHeight="min-h-[16rem]" />
        ) : items.length === 0 ? (
          <div className="card p-6 text-center" data-testid="my-packages-empty">
            <p className="text-stone-700 dark:text-stone-300">{scope === 'current' ? t('myPackages.emptyCurrent') : t('myPackages.emptyPast')}</p>
            <Link className="btn btn-primary mt-4" to={to('/services')}>{t('myPackages.browse')}</Link>
          </div>
        ) : (
          <ul className="space-y-3" data-testid="my-packages-list">
            {items.map((p) => <PackageCard key={p.id} pkg={p} now={now} onChanged={list.reload} />)}
          </ul>
        )}
      </div>
    </div>
  );
}

function PackageCard({ pkg: p, now, onChanged }: { pkg: MemberPackage; now: Date; onChanged: () => void }) {
  const { t } = useTranslation('site');
  const { lng, to } = useLocale();
  const payable = p.state === 'CREATED' && canSendReceipt(p.deal.state);
  const facts: Fact[] = [
    ...(p.expiresAt ? [[t('myPackages.validUntil'), formatDate(toClinicDate(new Date(p.expiresAt)), lng), 'package-valid-until'] as Fact] : []),
    [t('myPackages.price'), formatMoney(p.priceCents), 'package-price'],
    ...(p.state === 'CANCELED' && p.endReason
      ? [[t('myPackages.canceledWhy'), <span className="whitespace-pre-line">{p.endReason === RENEWAL_STOPPED ? t('myPackages.renewal.stoppedReason') : p.endReason}</span>, 'package-end-reason'] as Fact]
      : []),
  ];
  return (
    <li className="card p-4 sm:p-5" data-testid="my-package" data-package-id={p.id} data-state={p.state}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <p className="min-w-0 font-semibold break-words text-emerald-950 dark:text-emerald-100" data-testid="package-title">{pickText(p.title, lng)}</p>
        <PackageStandingBadge pkg={p} now={now} />
      </div>
      {p.state === 'REPLACED' && <p className="mt-2 text-stone-700 dark:text-stone-300">{t('myPackages.renewed', { n: sessionsLeft(p) })}</p>}
      {p.state === 'PAID' && (
        <p className="mt-2 text-lg font-semibold" data-testid="package-left">
          {t('myPackages.left', { left: p.left, total: p.sessions + p.carried })}
          {p.carried > 0 && <span className="ml-2 text-sm font-normal text-stone-600 dark:text-stone-400">{t('myPackages.carried', { n: p.carried })}</span>}
        </p>
      )}
      {p.state === 'CREATED' && <p className="mt-2 text-stone-700 dark:text-stone-300">{t('myPackages.awaitingPayment', { days: p.validDays })}</p>}
      <div className="mt-3">
        <FactList facts={facts} />
      </div>
      {(p.renews || p.renewable) && <RenewalControl pkg={p} onChanged={onChanged} />}
      {p.uses.length > 0 && (
        <details className="mt-3" data-testid="package-uses">
          <summary className="cursor-pointer text-sm font-medium text-emerald-800 dark:text-emerald-300">{t('myPackages.uses', { n: p.uses.length })}</summary>
          <ul className="mt-2 space-y-1 text-sm">
            {p.uses.map((u) => (
              <li key={u.bookingId}>
                <Link className="link tabular-nums" to={to(`/user/bookings/${u.bookingId}`)}>{formatDateTime(u.date, u.start, lng)}</Link>
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link className={`btn ${payable ? 'btn-primary' : 'btn-ghost'}`} to={to(`/user/deals/${p.deal.id}`)} data-testid="package-deal">
          {payable ? t('myPackages.payNow') : t('myPackages.viewPayment')}
        </Link>
      </div>
    </li>
  );
}
