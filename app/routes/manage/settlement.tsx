import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, isoFromYmd, toClinicDate, weekday } from '../../../common/clinic-time';
import { formatMoney } from '../../../common/constants';
import type { PaymentMethod } from '../../../common/deal-rules';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText, type LocalizedText, type Lng } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import { settlementPeriodProblem, type SettlementRow, type SettlementSum } from '../../../common/settlement.schema';
import { formatMemberCode } from '../../../common/validators/member-code';
import { TitleCell } from '../../components/list/cells';
import { DataList, exportCsv, type Columns } from '../../components/list/data-list';
import { PillNav, ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, ListFilter } from '../../components/list/list-filter';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/settlement';

const PATH = '/manage/settlement';
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** manage/settlement — payments received in a period (docs/deals.md "Settlement"): totals, groups, every payment; XLSX and CSV. */
export async function loader(args: Route.LoaderArgs) {
  const { services, t, url } = await manageContext(args, (p) => canAny(p, 'SETTLEMENT', 'VIEW,EDIT'));
  const today = toClinicDate(services.clock.now());
  const quick = {
    today: { from: isoFromYmd(today), to: isoFromYmd(today) },
    thisWeek: { from: isoFromYmd(addDays(today, -((weekday(today) + 6) % 7))), to: isoFromYmd(today) },
    thisMonth: { from: isoFromYmd(Math.floor(today / 100) * 100 + 1), to: isoFromYmd(today) },
  };
  const asked = (k: 'from' | 'to') => url.searchParams.get(k) ?? '';
  const from = ISO.test(asked('from')) ? asked('from') : quick.thisMonth.from;
  const to = ISO.test(asked('to')) ? asked('to') : quick.thisMonth.to;
  // A period the report refuses is said on the screen (the same words as the API's 400).
  const problem = settlementPeriodProblem(from, to);
  const error = problem === 'SETTLEMENT_PERIOD_TOO_LONG' ? 'error.settlement.periodTooLong' : problem ? 'error.settlement.periodInvalid' : null;
  const report = problem ? null : await services.settlement.report(from, to);
  return { title: t('manage:settlement.title'), from, to, quick, report, error };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

type Group = SettlementSum & { key: string; label: string };

/** Label, count and amount: the columns every group table shares. */
function groupColumns(t: (k: string) => string, labelHeader: string): Columns<Group> {
  return [
    { id: 'label', header: labelHeader, cardTitle: true, csv: (r) => r.label, cell: (r) => r.label },
    { id: 'count', header: t('manage:settlement.col.count'), className: 'tabular-nums', csv: (r) => r.count, cell: (r) => r.count },
    { id: 'amount', header: t('manage:settlement.col.amount'), className: 'whitespace-nowrap tabular-nums', csv: (r) => formatMoney(r.cents), cell: (r) => formatMoney(r.cents) },
  ];
}

function GroupTable({ id, title, header, rows }: { id: string; title: string; header: string; rows: Group[] }) {
  const { t } = useTranslation();
  return (
    <section className="min-w-0" aria-labelledby={`settlement-${id}-title`}>
      <h2 id={`settlement-${id}-title`} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      <DataList caption={title} testId={`settlement-${id}`} rows={rows} rowKey={(r) => r.key} columns={groupColumns(t, header)} empty={t('manage:settlement.empty')} minRem={20} />
    </section>
  );
}

export default function Settlement({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const r = d.report;
  const method = (m: PaymentMethod | null) => (m ? t(enumLabelKey('paymentMethod', m)) : t('manage:settlement.noMethod'));
  const placeName = (name: LocalizedText | null, l: Lng) => (name ? pickText(name, l) : t('manage:settlement.noPlace'));
  const xlsx = `/api/manage/settlement.xlsx?from=${d.from}&to=${d.to}&lng=${lng}`;

  const payments: Columns<SettlementRow> = [
    {
      id: 'deal',
      header: t('manage:settlement.col.deal'),
      cardTitle: true,
      csv: (x) => x.dealId,
      cell: (x) => (
        <Link to={`/manage/deals/${x.dealId}`} className="link tabular-nums" aria-label={t('manage:settlement.viewLabel', { id: x.dealId })} data-testid="settlement-deal-open">
          #{x.dealId}
        </Link>
      ),
    },
    { id: 'paidAt', header: t('manage:settlement.col.paidAt'), className: 'whitespace-nowrap tabular-nums', csv: (x) => formatDateTime(x.paidAt), cell: (x) => formatDateTime(x.paidAt) },
    {
      id: 'member',
      header: t('manage:settlement.col.member'),
      csv: (x) => `${x.member.name} ${formatMemberCode(x.member.code)}`,
      cell: (x) => <TitleCell title={x.member.name} sub={<span className="font-mono tracking-wider">{formatMemberCode(x.member.code)}</span>} />,
    },
    { id: 'item', header: t('manage:settlement.col.item'), csv: (x) => pickText(x.item.title, lng), cell: (x) => pickText(x.item.title, lng) },
    { id: 'place', header: t('manage:settlement.col.place'), csv: (x) => placeName(x.place?.name ?? null, lng), cell: (x) => placeName(x.place?.name ?? null, lng) },
    { id: 'method', header: t('manage:settlement.col.method'), csv: (x) => method(x.method), cell: (x) => method(x.method) },
    { id: 'amount', header: t('manage:settlement.col.amount'), className: 'whitespace-nowrap tabular-nums', csv: (x) => formatMoney(x.cents), cell: (x) => formatMoney(x.cents) },
    { id: 'approver', header: t('manage:settlement.col.approver'), csv: (x) => x.approver ?? '', cell: (x) => x.approver ?? '—' },
  ];
  const isQuick = (q: { from: string; to: string }) => q.from === d.from && q.to === d.to;

  return (
    <>
      <ScreenHeader title={d.title} lead={t('manage:settlement.lead')}>
        {r && (
          <a href={xlsx} className="btn btn-primary" download data-testid="settlement-xlsx">
            {t('manage:settlement.exportXlsx')}
          </a>
        )}
      </ScreenHeader>
      <ListFilter testId="settlement-filter" className="card p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_2fr]" submit={t('manage:settlement.show')} keep={['lng']}>
        <FilterInput type="date" name="from" label={t('manage:settlement.from')} value={d.from} />
        <FilterInput type="date" name="to" label={t('manage:settlement.to')} value={d.to} />
      </ListFilter>
      <PillNav
        label={t('manage:settlement.period')}
        items={(['today', 'thisWeek', 'thisMonth'] as const).map((k) => ({ key: k, to: `${PATH}?from=${d.quick[k].from}&to=${d.quick[k].to}`, label: t(`manage:settlement.${k}`), current: isQuick(d.quick[k]) }))}
      />
      {d.error && (
        <p role="alert" className="card mb-4 border-red-300 p-4 text-red-800 dark:border-red-800 dark:text-red-300" data-testid="settlement-error">
          {t(`common:${d.error}`)}
        </p>
      )}
      {r && (
        <>
          <dl className="mb-6 grid grid-cols-2 gap-3 sm:max-w-xl" data-testid="settlement-totals">
            <div className="card p-4">
              <dt className="text-sm text-stone-600 dark:text-stone-400">{t('manage:settlement.totalReceived')}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid="settlement-total-cents">
                {formatMoney(r.total.cents)}
              </dd>
            </div>
            <div className="card p-4">
              <dt className="text-sm text-stone-600 dark:text-stone-400">{t('manage:settlement.paymentCount')}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid="settlement-total-count">
                {r.total.count}
              </dd>
            </div>
          </dl>
          <div className="mb-6 grid gap-6 lg:grid-cols-2">
            <GroupTable id="method" title={t('manage:settlement.byMethod')} header={t('manage:settlement.col.method')} rows={r.byMethod.map((x) => ({ ...x, key: x.method ?? '-', label: method(x.method) }))} />
            <GroupTable id="place" title={t('manage:settlement.byPlace')} header={t('manage:settlement.col.place')} rows={r.byPlace.map((x) => ({ ...x, key: String(x.placeId ?? '-'), label: placeName(x.name, lng) }))} />
            <GroupTable id="item" title={t('manage:settlement.byItem')} header={t('manage:settlement.col.item')} rows={r.byItem.map((x) => ({ ...x, key: `${x.kind}-${x.id}`, label: pickText(x.title, lng) }))} />
            <GroupTable id="day" title={t('manage:settlement.byDay')} header={t('manage:settlement.col.date')} rows={r.byDay.map((x) => ({ ...x, key: x.date, label: x.date }))} />
          </div>
          <h2 className="mb-2 text-lg font-semibold">{t('manage:settlement.payments')}</h2>
          <DataList
            caption={t('manage:settlement.payments')}
            testId="settlement-payments"
            rows={r.rows}
            rowKey={(x) => x.dealId}
            columns={payments}
            empty={t('manage:settlement.empty')}
            rowAttrs={(x) => ({ 'data-testid': 'settlement-row', 'data-id': x.dealId })}
            onExport={exportCsv(`settlement-${d.from}-${d.to}`)}
          />
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
