import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, isoFromYmd, toClinicDate, weekday } from '../../../common/clinic-time';
import { formatMoney } from '../../../common/constants';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText, type LocalizedText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { settlementItemLabel, settlementPeriodProblem, type SettlementLedgerSum, type SettlementRow, type SettlementSum } from '../../../common/settlement.schema';
import { formatMemberCode } from '../../../common/validators/member-code';
import { TitleCell } from '../../components/list/cells';
import { DataList, exportCsv, type Columns } from '../../components/list/data-list';
import { PillNav, ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, ListFilter } from '../../components/list/list-filter';
import { useRefresh } from '../../components/list/row-actions';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { SettlementCharts, type ChartSeries } from '../../features/manage/settlement/settlement-charts';
import { ClosedPeriods, ClosePeriodForm, CloseStatus } from '../../features/manage/settlement/settlement-close';
import type { Route } from './+types/settlement';

const PATH = '/manage/settlement';
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * manage/settlement — money received and given back in a period (docs/deals.md "Settlement"): totals,
 * charts, groups, every movement, the ledger; XLSX and CSV; the closed periods and (SETTLEMENT_EDIT)
 * closing one.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'SETTLEMENT', 'VIEW,EDIT'));
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
  const [report, closes] = await Promise.all([problem ? null : services.settlement.report(from, to), services.settlement.closes()]);
  return {
    title: t('manage:settlement.title'), from, to, quick, report, error, closes,
    closedThrough: closes[0]?.through ?? null,
    yesterday: addDays(today, -1),
    canClose: can(actor.permissions, 'SETTLEMENT_EDIT'),
  };
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
  const refresh = useRefresh();
  const r = d.report;
  const method = (m: string) => t(`common:enum.paymentMethod.${m}`);
  const named = (name: LocalizedText | null, none: 'noPlace' | 'noTherapist') => (name ? pickText(name, lng) : t(`manage:settlement.${none}`));
  const xlsx = `/api/manage/settlement.xlsx?from=${d.from}&to=${d.to}&lng=${lng}`;
  const series = useMemo<ChartSeries[]>(
    () =>
      r
        ? [
            { id: 'day', labels: r.byDay.map((x) => x.date), cents: r.byDay.map((x) => x.cents) },
            { id: 'method', labels: r.byMethod.map((x) => t(`common:enum.paymentMethod.${x.method}`)), cents: r.byMethod.map((x) => x.cents) },
            { id: 'therapist', labels: r.byTherapist.map((x) => (x.name ? pickText(x.name, lng) : t('manage:settlement.noTherapist'))), cents: r.byTherapist.map((x) => x.cents) },
          ]
        : [],
    [r, lng, t],
  );

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
    { id: 'at', header: t('manage:settlement.col.paidAt'), className: 'whitespace-nowrap tabular-nums', csv: (x) => formatDateTime(x.at), cell: (x) => formatDateTime(x.at) },
    {
      id: 'member',
      header: t('manage:settlement.col.member'),
      csv: (x) => `${x.member.name} ${formatMemberCode(x.member.code)}`,
      cell: (x) => <TitleCell title={x.member.name} sub={<span className="font-mono tracking-wider">{formatMemberCode(x.member.code)}</span>} />,
    },
    { id: 'item', header: t('manage:settlement.col.item'), csv: (x) => settlementItemLabel(x.item, lng, t), cell: (x) => settlementItemLabel(x.item, lng, t) },
    { id: 'place', header: t('manage:settlement.col.place'), csv: (x) => named(x.place?.name ?? null, 'noPlace'), cell: (x) => named(x.place?.name ?? null, 'noPlace') },
    { id: 'therapist', header: t('manage:settlement.col.therapist'), csv: (x) => named(x.therapist?.name ?? null, 'noTherapist'), cell: (x) => named(x.therapist?.name ?? null, 'noTherapist') },
    { id: 'method', header: t('manage:settlement.col.method'), csv: (x) => method(x.method), cell: (x) => method(x.method) },
    {
      id: 'amount',
      header: t('manage:settlement.col.amount'),
      className: 'whitespace-nowrap tabular-nums',
      csv: (x) => formatMoney(x.cents),
      cell: (x) => <span className={x.cents < 0 ? 'text-red-800 dark:text-red-300' : undefined}>{formatMoney(x.cents)}</span>,
    },
    { id: 'staff', header: t('manage:settlement.col.staff'), csv: (x) => x.staff ?? '', cell: (x) => x.staff ?? '—' },
    { id: 'note', header: t('manage:settlement.col.note'), csv: (x) => x.note, cell: (x) => x.note || '—' },
  ];
  const ledgerChange = (x: SettlementLedgerSum) => (x.currency === 'CREDIT' ? formatMoney(x.delta) : t('manage:settlement.ledgerPoints', { count: x.delta }));
  const ledgerColumns: Columns<SettlementLedgerSum> = [
    { id: 'currency', header: t('manage:settlement.col.currency'), cardTitle: true, csv: (x) => t(enumLabelKey('ledgerCurrency', x.currency)), cell: (x) => t(enumLabelKey('ledgerCurrency', x.currency)) },
    { id: 'reason', header: t('manage:settlement.col.reason'), csv: (x) => t(enumLabelKey('ledgerReason', x.reason)), cell: (x) => t(enumLabelKey('ledgerReason', x.reason)) },
    { id: 'count', header: t('manage:settlement.col.count'), className: 'tabular-nums', csv: (x) => x.count, cell: (x) => x.count },
    { id: 'delta', header: t('manage:settlement.col.delta'), className: 'whitespace-nowrap tabular-nums', csv: ledgerChange, cell: ledgerChange },
  ];
  const isQuick = (q: { from: string; to: string }) => q.from === d.from && q.to === d.to;
  const card = (label: string, value: string, testId: string) => (
    <div className="card p-4">
      <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );

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
      <CloseStatus closedThrough={d.closedThrough} from={d.from} to={d.to} />
      {d.error && (
        <p role="alert" className="card mb-4 border-red-300 p-4 text-red-800 dark:border-red-800 dark:text-red-300" data-testid="settlement-error">
          {t(`common:${d.error}`)}
        </p>
      )}
      {r && (
        <>
          <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="settlement-totals">
            {card(t('manage:settlement.totalReceived'), formatMoney(r.total.cents), 'settlement-total-cents')}
            {card(t('manage:settlement.paymentCount'), String(r.total.count), 'settlement-total-count')}
            {card(t('manage:settlement.received'), formatMoney(r.received.cents), 'settlement-received-cents')}
            {card(t('manage:settlement.refunded'), formatMoney(r.refunded.cents), 'settlement-refunded-cents')}
          </dl>
          {r.total.count > 0 && <SettlementCharts series={series} lng={lng} />}
          <div className="mb-6 grid gap-6 lg:grid-cols-2">
            <GroupTable id="method" title={t('manage:settlement.byMethod')} header={t('manage:settlement.col.method')} rows={r.byMethod.map((x) => ({ ...x, key: x.method, label: method(x.method) }))} />
            <GroupTable id="place" title={t('manage:settlement.byPlace')} header={t('manage:settlement.col.place')} rows={r.byPlace.map((x) => ({ ...x, key: String(x.placeId ?? '-'), label: named(x.name, 'noPlace') }))} />
            <GroupTable id="therapist" title={t('manage:settlement.byTherapist')} header={t('manage:settlement.col.therapist')} rows={r.byTherapist.map((x) => ({ ...x, key: String(x.therapistId ?? '-'), label: named(x.name, 'noTherapist') }))} />
            <GroupTable id="service" title={t('manage:settlement.byService')} header={t('manage:settlement.col.service')} rows={r.byService.map((x) => ({ ...x, key: `${x.kind}-${x.id ?? '-'}`, label: settlementItemLabel(x, lng, t) }))} />
            <GroupTable id="kind" title={t('manage:settlement.byKind')} header={t('manage:settlement.col.kind')} rows={r.byKind.map((x) => ({ ...x, key: x.kind, label: t(enumLabelKey('dealKind', x.kind)) }))} />
            <GroupTable id="day" title={t('manage:settlement.byDay')} header={t('manage:settlement.col.date')} rows={r.byDay.map((x) => ({ ...x, key: x.date, label: x.date }))} />
          </div>
          <h2 className="mb-2 text-lg font-semibold">{t('manage:settlement.payments')}</h2>
          <DataList
            caption={t('manage:settlement.payments')}
            testId="settlement-payments"
            rows={r.rows}
            rowKey={(x) => x.paymentId}
            columns={payments}
            empty={t('manage:settlement.empty')}
            minRem={52}
            rowAttrs={(x) => ({ 'data-testid': 'settlement-row', 'data-id': x.dealId, 'data-payment-id': x.paymentId, 'data-cents': x.cents })}
            onExport={exportCsv(`settlement-${d.from}-${d.to}`)}
          />
          <section aria-labelledby="settlement-ledger-title" className="mt-6">
            <h2 id="settlement-ledger-title" className="mb-2 text-lg font-semibold">
              {t('manage:settlement.ledger')}
            </h2>
            <DataList caption={t('manage:settlement.ledger')} testId="settlement-ledger" rows={r.ledger} rowKey={(x) => `${x.currency}-${x.reason}`} columns={ledgerColumns} empty={t('manage:settlement.ledgerEmpty')} minRem={24} />
          </section>
        </>
      )}
      <div className="mt-8 space-y-6">
        {d.canClose && <ClosePeriodForm key={d.closedThrough ?? 'none'} yesterday={d.yesterday} refresh={refresh} />}
        <ClosedPeriods closes={d.closes} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
