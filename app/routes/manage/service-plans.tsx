import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/constants';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import type { SetupServicePlan } from '../../../server/presenters/booking-setup';
import { openFormModal } from '../../features/booking-setup/open-form';
import { ServicePlanForm } from '../../features/booking-setup/service-plan-form';
import { useLocale } from '../../features/i18n/use-locale';
import { deleteAfterConfirm, RowActions } from '../../features/booking-setup/row-actions';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ScreenHeader } from '../../features/manage/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/service-plans';
import { enumLabelKey } from '../../../common/enum-labels';

/** manage/service-plans — what members book (spec §3: kind, duration, HKD price, case type) and who and where delivers it. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'SERVICE_PLAN', 'VIEW,EDIT'));
  const plans = await services.bookingSetup.servicePlans();
  const options = await services.bookingSetup.options();
  return {
    title: t('schedule:plans.title'),
    plans,
    options,
    canEdit: can(actor.permissions, 'SERVICE_PLAN_EDIT'),
    canDelete: can(actor.permissions, 'SERVICE_PLAN_DELETE'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function ServicePlans({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('schedule');
  const { lng } = useLocale();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const staffNames = (ids: number[]) => ids.map((id) => pickText(d.options.staff.find((s) => s.id === id)?.name, lng)).join(', ');
  const roomCodes = (ids: number[]) =>
    ids
      .map((id) => d.options.rooms.find((r) => r.id === id))
      .filter((r) => r !== undefined)
      .map((r) => `${pickText(d.options.places.find((p) => p.id === r.placeId)?.name, lng)} ${r.code}`)
      .join(', ');

  const edit = (plan: SetupServicePlan | null) =>
    openFormModal(plan ? t('schedule:plans.editTitle', { name: pickText(plan.name, lng) }) : t('schedule:plans.addTitle'), (api) => (
      <ServicePlanForm
        plan={plan}
        options={d.options}
        lng={lng}
        onDirty={api.onDirty}
        onCancel={api.onCancel}
        onDone={() => {
          api.onDone();
          refresh();
        }}
      />
    ));
  const remove = (plan: SetupServicePlan) =>
    deleteAfterConfirm({ titleKey: 'schedule:plans.deleteTitle', message: t('schedule:plans.deleteMessage', { name: pickText(plan.name, lng) }), path: `/api/manage/booking-setup/service-plans/${plan.id}`, doneMessage: t('schedule:plans.deleted'), onDone: refresh });

  return (
    <>
      <ScreenHeader title={d.title} lead={t('schedule:plans.lead')}>
        {d.canEdit && (
          <button type="button" className="btn btn-primary" onClick={() => edit(null)} data-testid="plan-add">
            {t('schedule:plans.add')}
          </button>
        )}
      </ScreenHeader>
      <div className="card overflow-x-auto">
        <table className="w-full min-w-[44rem] text-sm" data-testid="plans-table">
          <caption className="sr-only">{d.title}</caption>
          <thead className="bg-stone-50 text-left dark:bg-stone-800/50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:plans.field.name')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:plans.field.durationMin')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:plans.field.price')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:plans.field.staffIds')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:plans.field.roomIds')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('schedule:plans.field.isEnabled')}</th>
              {(d.canEdit || d.canDelete) && <th scope="col" className="px-3 py-2 text-right font-semibold">{t('schedule:common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {d.plans.length === 0 && (
              <tr>
                <td colSpan={7} className="px-3 py-6 text-center text-stone-600 dark:text-stone-400">
                  {t('schedule:plans.empty')}
                </td>
              </tr>
            )}
            {d.plans.map((p) => (
              <tr key={p.id} className="border-t border-stone-100 align-top dark:border-stone-800" data-testid="plan-row" data-id={p.id}>
                <td className="px-3 py-2">
                  <span className="font-medium">{pickText(p.name, lng)}</span>
                  <span className="block text-xs text-stone-600 dark:text-stone-400">
                    {t(enumLabelKey('planKind', p.kind))} · {t(enumLabelKey('caseType', p.caseType))}
                  </span>
                </td>
                <td className="px-3 py-2 tabular-nums">{t('schedule:plans.minutes', { count: p.durationMin })}</td>
                <td className="px-3 py-2 tabular-nums">{formatMoney(p.priceCents)}</td>
                <td className="px-3 py-2">{staffNames(p.staffIds) || <span className="text-stone-600 dark:text-stone-400">{t('schedule:common.none')}</span>}</td>
                <td className="px-3 py-2">{roomCodes(p.roomIds) || <span className="text-stone-600 dark:text-stone-400">{t('schedule:common.none')}</span>}</td>
                <td className="px-3 py-2">{p.isEnabled ? <span className="badge">{t('schedule:common.on')}</span> : <span className="text-stone-600 dark:text-stone-400">{t('schedule:common.off')}</span>}</td>
                <RowActions name={pickText(p.name, lng)} canEdit={d.canEdit} canDelete={d.canDelete} onEdit={() => edit(p)} onDelete={() => void remove(p)} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
