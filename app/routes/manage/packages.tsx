import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/constants';
import { SUBSCRIPTION_STATES } from '../../../common/deal-rules';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import { cancelPackageInput, managePackagesQuery, type ManagePackageRow } from '../../../common/package.schema';
import { canCancelPackage, PACKAGE_CANCEL_REASON_MAX } from '../../../common/package-rules';
import { can, canAny } from '../../../common/permissions';
import { Form, FormButtons, TextField, sendJson, useForm } from '../../components/form';
import { modalFormOptions, openFormModal, type ModalFormProps } from '../../components/form/modal-form';
import { memberColumn, TitleCell } from '../../components/list/cells';
import { exportCsv, type Columns } from '../../components/list/data-list';
import { FilterSelect } from '../../components/list/list-filter';
import { formCallbacks } from '../../components/list/list-helpers';
import { ListScreen } from '../../components/list/list-screen';
import { RowActions, useRefresh } from '../../components/list/row-actions';
import { PackageStandingBadge } from '../../components/package-standing-badge';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { listPage, manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/packages';

const PATH = '/manage/packages';

/** manage/packages — packages of sessions members bought (issue 12; docs/packages.md): filter by state and plan, search, CSV; cancel with a reason. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'SETTLEMENT', 'VIEW,EDIT'));
  const { list } = await listPage(url, managePackagesQuery, services.packages.list);
  return { title: t('manage:packages.title'), rows: list.items, plans: list.plans, pagination: list.pagination, canEdit: can(actor.permissions, 'SETTLEMENT_EDIT'), now: services.clock.now().toISOString() };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Packages({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const refresh = useRefresh();
  const now = new Date(d.now);
  const title = (r: ManagePackageRow) => pickText(r.title, lng);
  const sessions = (r: ManagePackageRow) => t('manage:packages.sessionsValue', { left: r.left, total: r.sessions + r.carried, used: r.used });
  const cancel = (r: ManagePackageRow) =>
    openFormModal(t('manage:packages.cancelTitle', { name: title(r) }), (api) => <CancelPackageForm pkg={r} {...formCallbacks(api, refresh)} />);

  const columns: Columns<ManagePackageRow> = [
    memberColumn<ManagePackageRow>({ header: t('manage:packages.col.member'), labels: { code: t('manage:deals.field.code'), phone: t('manage:deals.field.phone') }, of: (r) => r.member }),
    { id: 'package', header: t('manage:packages.col.package'), csv: title, cell: (r) => <TitleCell title={title(r)} sub={formatMoney(r.priceCents)} /> },
    {
      id: 'sessions',
      header: t('manage:packages.col.sessions'),
      className: 'whitespace-nowrap tabular-nums',
      csv: sessions,
      cell: (r) => (
        <TitleCell
          title={<span data-testid="package-sessions">{t('manage:packages.leftValue', { left: r.left, total: r.sessions + r.carried })}</span>}
          sub={[t('manage:packages.usedValue', { used: r.used }), r.carried > 0 ? t('manage:packages.carried', { n: r.carried }) : ''].filter(Boolean).join(' · ')}
        />
      ),
    },
    { id: 'state', header: t('manage:packages.col.state'), csv: (r) => t(enumLabelKey('subscriptionState', r.state)), cell: (r) => <PackageStandingBadge pkg={r} now={now} /> },
    { id: 'expiresAt', header: t('manage:packages.col.expiresAt'), className: 'whitespace-nowrap tabular-nums', csv: (r) => formatDateTime(r.expiresAt), cell: (r) => formatDateTime(r.expiresAt) || '—' },
    {
      id: 'deal',
      header: t('manage:packages.col.deal'),
      csv: (r) => t(enumLabelKey('dealState', r.deal.state)),
      cell: (r) => (
        <Link to={`/manage/deals/${r.deal.id}`} className="link" aria-label={t('manage:packages.dealLabel', { name: r.member.name })} data-testid="package-deal">
          {t(enumLabelKey('dealState', r.deal.state))}
        </Link>
      ),
    },
    { id: 'createdAt', header: t('manage:packages.col.createdAt'), className: 'whitespace-nowrap tabular-nums', csv: (r) => formatDateTime(r.createdAt), cell: (r) => formatDateTime(r.createdAt) },
  ];

  return (
    <ListScreen
      messages="manage:packages"
      title={d.title}
      path={PATH}
      filterGrid="sm:grid-cols-2 sm:items-end lg:grid-cols-[2fr_1fr_1fr]"
      filters={
        <>
          <FilterSelect name="state" label={t('manage:packages.filter.state')} all={t('manage:common.all')} options={SUBSCRIPTION_STATES.map((s) => ({ value: s, label: t(enumLabelKey('subscriptionState', s)) }))} />
          <FilterSelect name="planId" label={t('manage:packages.filter.plan')} all={t('manage:common.all')} options={d.plans.map((p) => ({ value: p.id, label: pickText(p.name, lng) }))} />
        </>
      }
      list={{
        rows: d.rows,
        columns,
        pagination: d.pagination,
        rowAttrs: (r) => ({ 'data-id': r.id, 'data-state': r.state }),
        onExport: exportCsv('packages'),
        actions: d.canEdit
          ? (r) => <RowActions actions={[canCancelPackage(r.state) && { label: t('manage:packages.cancel'), ariaLabel: t('manage:packages.cancelLabel', { name: `${r.member.name} · ${title(r)}` }), onClick: () => cancel(r), danger: true }]} />
          : undefined,
      }}
    />
  );
}

/**
 * Cancel a package with a reason (SETTLEMENT_EDIT): unpaid, its payment is canceled too; in effect,
 * it draws no more sessions and any refund is recorded on its payment's page.
 */
function CancelPackageForm(p: ModalFormProps & { pkg: ManagePackageRow }) {
  const { t } = useTranslation();
  const form = useForm({
    initial: { reason: '' },
    check: (v) => cancelPackageInput.safeParse(v),
    send: async (body) => {
      await sendJson(`/api/manage/packages/${p.pkg.id}/cancel`, 'POST', body);
    },
    ...modalFormOptions(p, t('manage:packages.canceled'), 'manage'),
  });
  return (
    <Form form={form} testId="package-cancel-form">
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {p.pkg.state === 'PAID' ? t('manage:packages.cancelPaid', { left: p.pkg.left }) : t('manage:packages.cancelUnpaid')}{' '}
        {p.pkg.state === 'PAID' && (
          <Link to={`/manage/deals/${p.pkg.deal.id}`} className="link">
            {t('manage:packages.toDeal')}
          </Link>
        )}
      </p>
      <TextField {...form.field('reason')} label={t('manage:packages.reason')} hint={t('manage:packages.reasonHint')} multiline maxLength={PACKAGE_CANCEL_REASON_MAX} data-autofocus />
      <FormButtons busy={form.busy} onCancel={p.onCancel} saveLabel={t('manage:packages.cancelSubmit')} saveTestId="package-cancel-submit" />
    </Form>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
