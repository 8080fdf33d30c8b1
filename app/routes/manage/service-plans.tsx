import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/constants';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import { packageOf } from '../../../common/package-rules';
import type { SetupServicePlan } from '../../../server/presenters/booking-setup';
import { DataList, type Columns } from '../../components/list/data-list';
import { AddButton, ScreenHeader } from '../../components/list/list-controls';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { Flag, TitleCell } from '../../components/list/cells';
import { deleteAfterConfirm, useEditDeleteActions, useRefresh } from '../../components/list/row-actions';
import { openFormModal } from '../../components/form/modal-form';
import { ServicePlanForm } from '../../features/booking-setup/service-plan-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/service-plans';

/** manage/service-plans — what members book (spec §3: kind, duration, HKD price, case type), who and where delivers it, and the package it is sold as. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'SERVICE_PLAN', 'VIEW,EDIT'));
  const [plans, options] = [await services.bookingSetup.servicePlans(), await services.bookingSetup.options()];
  return { title: t('schedule:plans.title'), plans, options, ...listRights(actor.permissions, 'SERVICE_PLAN') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function ServicePlans({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const none = <span className="text-stone-600 dark:text-stone-400">{t('schedule:common.none')}</span>;
  const staffNames = (ids: number[]) => ids.map((id) => pickText(d.options.staff.find((s) => s.id === id)?.name, lng)).join(', ');
  const roomCodes = (ids: number[]) =>
    ids
      .map((id) => d.options.rooms.find((r) => r.id === id))
      .filter((r) => r !== undefined)
      .map((r) => `${pickText(d.options.places.find((p) => p.id === r.placeId)?.name, lng)} ${r.code}`)
      .join(', ');
  const name = (plan: SetupServicePlan) => pickText(plan.name, lng);

  const edit = (plan: SetupServicePlan | null) =>
    openFormModal(plan ? t('schedule:plans.editTitle', { name: name(plan) }) : t('schedule:plans.addTitle'), (api) => <ServicePlanForm plan={plan} options={d.options} lng={lng} {...formCallbacks(api, refresh)} />);
  const remove = (plan: SetupServicePlan) =>
    deleteAfterConfirm({ titleKey: 'schedule:plans.deleteTitle', message: t('schedule:plans.deleteMessage', { name: name(plan) }), path: `/api/manage/booking-setup/service-plans/${plan.id}`, doneMessage: t('schedule:plans.deleted'), onDone: refresh });
  const actions = useEditDeleteActions({ canEdit: d.canEdit, canDelete: d.canDelete, name, onEdit: edit, onDelete: remove });

  const columns: Columns<SetupServicePlan> = [
    { id: 'name', header: t('schedule:plans.field.name'), cardTitle: true, cell: (p) => <TitleCell title={name(p)} sub={`${t(enumLabelKey('planKind', p.kind))} · ${t(enumLabelKey('caseType', p.caseType))}`} /> },
    { id: 'durationMin', header: t('schedule:plans.field.durationMin'), cell: (p) => t('schedule:plans.minutes', { count: p.durationMin }), className: 'tabular-nums' },
    { id: 'price', header: t('schedule:plans.field.price'), cell: (p) => formatMoney(p.priceCents), className: 'tabular-nums' },
    {
      id: 'package',
      header: t('schedule:plans.package'),
      cell: (p) => {
        const offer = packageOf(p);
        return offer ? <TitleCell title={t('schedule:plans.packageSessions', { n: offer.sessions, price: formatMoney(offer.priceCents) })} sub={t('schedule:plans.packageValid', { days: offer.validDays })} /> : none;
      },
    },
    { id: 'staffIds', header: t('schedule:plans.field.staffIds'), cell: (p) => staffNames(p.staffIds) || none },
    { id: 'roomIds', header: t('schedule:plans.field.roomIds'), cell: (p) => roomCodes(p.roomIds) || none },
    { id: 'isEnabled', header: t('schedule:plans.field.isEnabled'), cell: (p) => <Flag on={p.isEnabled} onText={t('schedule:common.on')} offText={t('schedule:common.off')} /> },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:plans.lead')}>
        {d.canEdit && <AddButton label={t('schedule:plans.add')} testId="plan-add" onClick={() => edit(null)} />}
      </ScreenHeader>
      <DataList caption={d.title} testId="plans-table" rows={d.plans} columns={columns} actions={actions}
        rowAttrs={(p) => ({ 'data-testid': 'plan-row', 'data-id': p.id })} empty={t('schedule:plans.empty')} />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
