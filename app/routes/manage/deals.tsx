import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/constants';
import { DEAL_KINDS, DEAL_STATES, PAYMENT_METHODS } from '../../../common/deal-rules';
import { manageDealsQuery, type ManageDealRow } from '../../../common/deal.schema';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { memberColumn, TitleCell } from '../../components/list/cells';
import { exportCsv, type Columns } from '../../components/list/data-list';
import { PillNav } from '../../components/list/list-controls';
import { FilterInput, FilterSelect } from '../../components/list/list-filter';
import { ListScreen } from '../../components/list/list-screen';
import { useLocale } from '../../features/i18n/use-locale';
import { DealStateBadge } from '../../components/deal-state-badge';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { listPage, manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/deals';

const PATH = '/manage/deals';

/**
 * manage/deals — what members owe (issue 12): filter by state, kind, method, place, deal date; search;
 * CSV; "New deal" (a deal made at reception) for SETTLEMENT_EDIT.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'SETTLEMENT', 'VIEW,EDIT'));
  const [{ list }, places] = await Promise.all([listPage(url, manageDealsQuery, services.deals.list), services.bookingSetup.places()]);
  return {
    title: t('manage:deals.title'),
    rows: list.items,
    pagination: list.pagination,
    places: places.map((p) => ({ id: p.id, name: p.name })),
    canEdit: can(actor.permissions, 'SETTLEMENT_EDIT'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Deals({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const method = (r: ManageDealRow) => (r.method ? t(enumLabelKey('paymentMethod', r.method)) : '');
  const subject = (r: ManageDealRow) => pickText(r.subject.title, lng);

  const columns: Columns<ManageDealRow> = [
    memberColumn<ManageDealRow>({
      header: t('manage:deals.col.member'),
      labels: { code: t('manage:deals.field.code'), phone: t('manage:deals.field.phone') },
      of: (r) => r.member,
      name: (r) => (
        <Link to={`${PATH}/${r.id}`} className="link" aria-label={t('manage:deals.viewLabel', { id: r.id, name: r.member.name })} data-testid="deal-open">
          {r.member.name}
        </Link>
      ),
    }),
    {
      id: 'subject',
      header: t('manage:deals.col.subject'),
      csv: (r) => `${t(enumLabelKey('dealKind', r.subject.kind))}: ${subject(r)}`,
      cell: (r) => <TitleCell title={subject(r)} sub={t(enumLabelKey('dealKind', r.subject.kind))} />,
    },
    { id: 'amount', header: t('manage:deals.col.amount'), className: 'whitespace-nowrap tabular-nums', csv: (r) => formatMoney(r.amountCents), cell: (r) => formatMoney(r.amountCents) },
    { id: 'paid', header: t('manage:deals.col.paid'), className: 'whitespace-nowrap tabular-nums', csv: (r) => formatMoney(r.paidCents), cell: (r) => formatMoney(r.paidCents) },
    { id: 'refunded', header: t('manage:deals.col.refunded'), className: 'whitespace-nowrap tabular-nums', csv: (r) => formatMoney(r.refundedCents), cell: (r) => (r.refundedCents ? formatMoney(r.refundedCents) : '—') },
    { id: 'method', header: t('manage:deals.col.method'), csv: method, cell: (r) => method(r) || '—' },
    { id: 'state', header: t('manage:deals.col.state'), csv: (r) => t(enumLabelKey('dealState', r.state)), cell: (r) => <DealStateBadge state={r.state} /> },
    { id: 'dealAt', header: t('manage:deals.col.dealAt'), className: 'whitespace-nowrap tabular-nums', csv: (r) => formatDateTime(r.dealAt), cell: (r) => formatDateTime(r.dealAt) },
    { id: 'reviewAt', header: t('manage:deals.col.reviewAt'), className: 'whitespace-nowrap tabular-nums', csv: (r) => formatDateTime(r.reviewAt), cell: (r) => formatDateTime(r.reviewAt) || '—' },
  ];

  return (
    <ListScreen
      messages="manage:deals"
      title={d.title}
      path={PATH}
      addTo={d.canEdit ? `${PATH}/new` : undefined}
      filterGrid="sm:grid-cols-2 sm:items-end lg:grid-cols-4 xl:grid-cols-[2fr_repeat(6,1fr)]"
      filters={
        <>
          <FilterSelect name="state" label={t('manage:deals.filter.state')} all={t('manage:common.all')} options={DEAL_STATES.map((s) => ({ value: s, label: t(enumLabelKey('dealState', s)) }))} />
          <FilterSelect name="kind" label={t('manage:deals.filter.kind')} all={t('manage:common.all')} options={DEAL_KINDS.map((k) => ({ value: k, label: t(enumLabelKey('dealKind', k)) }))} />
          <FilterSelect name="placeId" label={t('manage:deals.filter.place')} all={t('manage:common.all')} options={d.places.map((p) => ({ value: String(p.id), label: pickText(p.name, lng) }))} />
          <FilterSelect name="method" label={t('manage:deals.filter.method')} all={t('manage:common.all')} options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(enumLabelKey('paymentMethod', m)) }))} />
          <FilterInput type="date" name="from" label={t('manage:deals.filter.from')} />
          <FilterInput type="date" name="to" label={t('manage:deals.filter.to')} />
        </>
      }
      list={{
        rows: d.rows,
        columns,
        pagination: d.pagination,
        rowAttrs: (r) => ({ 'data-id': r.id, 'data-state': r.state }),
        onExport: exportCsv('deals'),
      }}
    >
      <PillNav
        label={t('manage:deals.show')}
        items={[
          { key: 'all', to: PATH, label: t('manage:deals.all'), current: !state },
          { key: 'wait', to: `${PATH}?state=WAIT`, label: t('manage:deals.toReview'), current: state === 'WAIT' },
        ]}
      />
    </ListScreen>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
