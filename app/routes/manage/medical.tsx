import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { enumLabelKey } from '../../../common/enum-labels';
import { pagePathOf } from '../../../common/i18n-config';
import { MEDICAL_LINK_STATES, medicalListQuery } from '../../../common/medical';
import { can, canAny, isAdmin } from '../../../common/permissions';
import { openFormModal } from '../../components/form/modal-form';
import { TitleCell } from '../../components/list/cells';
import { DataList, exportCsv, type Columns } from '../../components/list/data-list';
import { FilterSelect } from '../../components/list/list-filter';
import { formCallbacks } from '../../components/list/list-helpers';
import { ListScreen } from '../../components/list/list-screen';
import { RowActions, useRefresh } from '../../components/list/row-actions';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { ResolvePanel } from '../../features/manage/medical/resolve-panel';
import { manageMeta } from '../../features/manage/meta';
import { formatMemberCode } from '../../../common/validators/member-code';
import type { Route } from './+types/medical';

const PATH = '/manage/medical';

/** manage/medical — the medical-record link (docs/privacy.md): members by link state (document numbers masked), ambiguous matches to resolve, the sync log. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'MEDICAL_RECORD', 'VIEW,EDIT'));
  const parsed = medicalListQuery.safeParse(queryOf(url));
  if (!parsed.success) throw redirect(pagePathOf(url));
  const [list, log] = await Promise.all([services.medical.list(parsed.data), services.medical.auditLog({ writes: !isAdmin(actor.permissions), page: 1 })]);
  return {
    title: t('manage:medical.title'),
    rows: list.rows.map((r) => ({ ...r, linkedAt: r.linkedAt?.toISOString() ?? null, lastSyncAt: r.lastSyncAt?.toISOString() ?? null })),
    pagination: list.pagination,
    log: log.rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    canEdit: can(actor.permissions, 'MEDICAL_RECORD_EDIT'),
    /** Administrators see the whole audit (reads too); other staff the sync log. */
    fullAudit: isAdmin(actor.permissions),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

type Row = Route.ComponentProps['loaderData']['rows'][number];
/** Staff by account name; a member acting on their own record by their member code, printed as everywhere. */
const actorName = (r: { actor: string | null; memberCode: string | null }) => (r.actor && r.actor === r.memberCode ? formatMemberCode(r.actor) : (r.actor ?? ''));
type LogRow = Route.ComponentProps['loaderData']['log'][number];

export default function MedicalLinks({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const logTitle = d.fullAudit ? t('manage:medical.auditTitle') : t('manage:medical.logTitle');
  const state = (s: string) => t(`manage:medical.state.${s}`);
  const label = (r: Row) => (r.status === 'AMBIGUOUS' && d.canEdit ? t('manage:medical.resolve') : t('manage:medical.view'));
  const open = (r: Row) => openFormModal(t('manage:medical.recordsOf', { name: r.fullname }), (api) => <ResolvePanel memberId={r.memberId} canEdit={d.canEdit} {...formCallbacks(api, refresh)} />);

  const columns: Columns<Row> = [
    { id: 'member', header: t('manage:medical.col.member'), cardTitle: true, csv: (r) => `${formatMemberCode(r.code)} ${r.fullname}`, cell: (r) => <TitleCell title={r.fullname} sub={<span className="font-mono">{formatMemberCode(r.code)}</span>} /> },
    { id: 'doc', header: t('manage:medical.col.document'), csv: (r) => r.docMasked, cell: (r) => <span className="font-mono" data-testid="medical-doc">{`${t(enumLabelKey('docType', r.docType))} ${r.docMasked}`}</span> },
    { id: 'state', header: t('manage:medical.col.state'), csv: (r) => state(r.status), cell: (r) => <span className="badge" data-testid="medical-state">{state(r.status)}{r.status === 'AMBIGUOUS' ? ` (${r.candidates})` : ''}</span> },
    { id: 'sync', header: t('manage:medical.col.lastSync'), className: 'whitespace-nowrap tabular-nums', csv: (r) => (r.lastSyncAt ? formatDateTime(r.lastSyncAt) : ''), cell: (r) => (r.lastSyncAt ? formatDateTime(r.lastSyncAt) : '—') },
  ];
  const logColumns: Columns<LogRow> = [
    { id: 'at', header: t('manage:medical.col.at'), cardTitle: true, className: 'whitespace-nowrap tabular-nums', csv: (r) => formatDateTime(r.at), cell: (r) => formatDateTime(r.at) },
    { id: 'action', header: t('manage:medical.col.action'), csv: (r) => t(`manage:medical.action.${r.action}`), cell: (r) => <span className="badge">{t(`manage:medical.action.${r.action}`)}</span> },
    { id: 'member', header: t('manage:medical.col.member'), csv: (r) => (r.memberCode ? formatMemberCode(r.memberCode) : ''), cell: (r) => <span className="font-mono">{r.memberCode ? formatMemberCode(r.memberCode) : '—'}</span> },
    { id: 'actor', header: t('manage:medical.col.actor'), csv: (r) => actorName(r), cell: (r) => actorName(r) || '—' },
  ];

  return (
    <>
      <ListScreen
        messages="manage:medical"
        title={d.title}
        path={PATH}
        filterGrid="sm:grid-cols-2 sm:items-end"
        filters={<FilterSelect name="status" label={t('manage:medical.col.state')} all={t('manage:common.all')} options={MEDICAL_LINK_STATES.map((s) => ({ value: s, label: state(s) }))} />}
        list={{
          rows: d.rows,
          columns,
          rowKey: (r) => r.memberId,
          rowAttrs: (r) => ({ 'data-member': r.code, 'data-state': r.status }),
          pagination: d.pagination,
          onExport: exportCsv('medical-links'),
          actions: (r) => (
            <RowActions
              actions={[
                r.status !== 'UNLINKED' && { label: label(r), ariaLabel: `${label(r)} · ${r.fullname}`, onClick: () => open(r) },
              ]}
            />
          ),
        }}
      />
      <section className="mt-8 space-y-3">
        <h2 className="text-lg font-semibold">{logTitle}</h2>
        <DataList caption={logTitle} testId="medical-log" rows={d.log} rowKey={(r) => r.id} columns={logColumns} empty={t('manage:medical.logEmpty')} rowAttrs={(r) => ({ 'data-action': r.action })} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
