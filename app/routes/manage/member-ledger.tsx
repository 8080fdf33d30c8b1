import { data, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/constants';
import { LEDGER_CURRENCIES } from '../../../common/deal-rules';
import { enumLabelKey } from '../../../common/enum-labels';
import { pointsValueCents, ledgerQuery, type LedgerMovementView } from '../../../common/ledger.schema';
import { MEMBER_ID } from '../../../common/member-manage.schema';
import { can, canAny } from '../../../common/permissions';
import { formatMemberCode } from '../../../common/validators/member-code';
import { LedgerDelta, ledgerAmountText, movementTieText, MovementTies, type TieLinks } from '../../components/ledger-view';
import { DataList, exportCsv, type Columns } from '../../components/list/data-list';
import { BackLink, PillNav, ReadOnlyNote, ScreenHeader } from '../../components/list/list-controls';
import { useRefresh } from '../../components/list/row-actions';
import { FormSection } from '../../components/form';
import { orNotFound } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { FactGrid } from '../../features/manage/fact-grid';
import { formatDateTime } from '../../features/manage/format';
import { LedgerForm } from '../../features/manage/ledger/ledger-form';
import { listPage, manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/member-ledger';

const LINKS: TieLinks = { deal: (id) => `/manage/deals/${id}`, booking: (id) => `/manage/schedule/booking/${id}` };

/**
 * manage/members/:id/ledger — one member's CREDIT and POINT (docs/ledger.md): both balances, every
 * movement newest first (one currency or both, CSV) and, with SETTLEMENT_EDIT, the form that moves them.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'SETTLEMENT', 'VIEW,EDIT'));
  const id = args.params.id;
  if (!MEMBER_ID.test(id)) throw data(null, { status: 404 });
  const { list: ledger } = await listPage(url, ledgerQuery, async (q) => {
    const l = await orNotFound(services.ledger.forStaff(id, q));
    return { ...l, pagination: l.movements.pagination };
  });
  return {
    title: t('manage:ledger.title', { name: ledger.member.name }),
    ledger,
    canEdit: can(actor.permissions, 'SETTLEMENT_EDIT'),
    canSeeMember: canAny(actor.permissions, 'MEMBER', 'VIEW,EDIT'),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => manageMeta(d?.title);

export default function MemberLedgerScreen({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const refresh = useRefresh();
  const [params] = useSearchParams();
  const { ledger } = d;
  const path = `/manage/members/${ledger.member.id}/ledger`;
  const shown = params.get('currency') ?? '';
  const when = (iso: string) => formatDateTime(iso);
  const amount = (m: LedgerMovementView) => ledgerAmountText(t, m.currency, m.delta, true);
  const after = (m: LedgerMovementView) => ledgerAmountText(t, m.currency, m.balanceAfter);
  const tie = (m: LedgerMovementView) => [movementTieText(t, m, lng, when), m.note].filter(Boolean).join(' · ');

  const columns: Columns<LedgerMovementView> = [
    { id: 'at', header: t('manage:ledger.col.at'), cardTitle: true, className: 'whitespace-nowrap tabular-nums', csv: (m) => formatDateTime(m.at), cell: (m) => formatDateTime(m.at) },
    { id: 'reason', header: t('manage:ledger.col.reason'), csv: (m) => t(enumLabelKey('ledgerReason', m.reason)), cell: (m) => <span className="badge">{t(enumLabelKey('ledgerReason', m.reason))}</span> },
    { id: 'currency', header: t('manage:ledger.col.currency'), csv: (m) => t(enumLabelKey('ledgerCurrency', m.currency)), cell: (m) => t(enumLabelKey('ledgerCurrency', m.currency)) },
    { id: 'delta', header: t('manage:ledger.col.delta'), className: 'whitespace-nowrap', csv: amount, cell: (m) => <LedgerDelta m={m} /> },
    { id: 'after', header: t('manage:ledger.col.after'), className: 'whitespace-nowrap tabular-nums', csv: after, cell: after },
    { id: 'tie', header: t('manage:ledger.col.tie'), csv: tie, cell: (m) => (m.deal || m.booking || m.note ? <MovementTies m={m} lng={lng} links={LINKS} when={when} /> : '—') },
    { id: 'by', header: t('manage:ledger.col.by'), csv: (m) => m.by ?? t('manage:ledger.system'), cell: (m) => m.by ?? t('manage:ledger.system') },
  ];

  const b = ledger.balances;
  return (
    <div className="space-y-5" data-testid="ledger-screen">
      {d.canSeeMember && <BackLink to={`/manage/members/${ledger.member.id}`}>{t('manage:ledger.back')}</BackLink>}
      <ScreenHeader title={d.title} lead={t('manage:ledger.lead', { code: formatMemberCode(ledger.member.code) })} />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <FormSection id="ledger-balances" title={t('manage:ledger.balances')} className="card min-w-0 p-4 sm:p-5" testId="ledger-balances">
          <FactGrid
            facts={[
              [t(enumLabelKey('ledgerCurrency', 'CREDIT')), <span key="c" className="text-xl tabular-nums" data-testid="ledger-balance-CREDIT">{formatMoney(b.CREDIT)}</span>],
              [
                t(enumLabelKey('ledgerCurrency', 'POINT')),
                <span key="p">
                  <span className="block text-xl tabular-nums" data-testid="ledger-balance-POINT">{ledgerAmountText(t, 'POINT', b.POINT)}</span>
                  <span className="block text-sm font-normal text-stone-600 dark:text-stone-400">
                    {t('pay:balances.pointsWorth', { amount: formatMoney(pointsValueCents(b.POINT, ledger.points)), each: formatMoney(ledger.points.valueCents) })}
                  </span>
                </span>,
              ],
            ]}
          />
        </FormSection>
        <div className="min-w-0">{d.canEdit ? <LedgerForm ledger={ledger} refresh={refresh} /> : <ReadOnlyNote>{t('manage:ledger.readOnly')}</ReadOnlyNote>}</div>
      </div>
      <section aria-labelledby="ledger-movements" className="space-y-3">
        <h2 id="ledger-movements" className="text-lg font-semibold">{t('manage:ledger.movements')}</h2>
        <PillNav
          label={t('pay:balances.tabs')}
          items={[
            { key: 'all', to: path, label: t('manage:common.all'), current: !shown },
            ...LEDGER_CURRENCIES.map((c) => ({ key: c, to: `${path}?currency=${c}`, label: t(enumLabelKey('ledgerCurrency', c)), current: shown === c })),
          ]}
        />
        <DataList
          caption={t('manage:ledger.movements')}
          testId="ledger-table"
          rows={ledger.movements.items}
          columns={columns}
          rowAttrs={(m) => ({ 'data-testid': 'ledger-row', 'data-id': m.id, 'data-currency': m.currency, 'data-reason': m.reason })}
          empty={t('manage:ledger.empty')}
          pagination={ledger.movements.pagination}
          onExport={exportCsv(`ledger-${formatMemberCode(ledger.member.code)}`)}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
