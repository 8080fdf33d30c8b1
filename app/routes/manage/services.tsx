import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import type { ManagedServicePage } from '../../../server/presenters/team';
import { openFormModal } from '../../components/form/modal-form';
import { Flag, TitleCell } from '../../components/list/cells';
import { DataList, type Columns } from '../../components/list/data-list';
import { ScreenHeader } from '../../components/list/list-controls';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { useEditDeleteActions, useRefresh } from '../../components/list/row-actions';
import { ServicePageForm } from '../../features/cms/service-page-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/services';

/** manage/services — the service pages (/services/<slug>): texts, highlights, image, order, shown; the plans that book from each. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'SERVICE_PLAN', 'VIEW,EDIT'));
  return {
    title: t('cms:service.title'),
    pages: await services.servicePages.list(),
    canEdit: listRights(actor.permissions, 'SERVICE_PLAN').canEdit,
    canUpload: can(actor.permissions, 'ALBUM_EDIT'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Services({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const name = (s: ManagedServicePage) => pickText(s.name, lng);
  const edit = (s: ManagedServicePage) => openFormModal(t('cms:service.editTitle', { name: name(s) }), (api) => <ServicePageForm page={s} lng={lng} canUpload={d.canUpload} {...formCallbacks(api, refresh)} />);
  const actions = useEditDeleteActions({ canEdit: d.canEdit, name, onEdit: edit });

  const columns: Columns<ManagedServicePage> = [
    { id: 'image', header: t('cms:service.field.image'), hideOnCard: true, cell: (s) => <img src={s.image} alt="" loading="lazy" className="aspect-video w-24 rounded-md object-cover" /> },
    { id: 'name', header: t('cms:service.field.name'), cardTitle: true, cell: (s) => <TitleCell title={name(s)} sub={`/services/${s.slug}`} /> },
    { id: 'summary', header: t('cms:service.field.summary'), cell: (s) => <span className="line-clamp-2 text-sm">{pickText(s.summary, lng)}</span> },
    {
      id: 'plans',
      header: t('cms:service.field.plans'),
      cell: (s) =>
        s.plans.length ? (
          <ul className="space-y-0.5 text-sm" data-testid="service-plans">
            {s.plans.map((plan) => (
              <li key={plan.id}>
                <Link className="underline" to="/manage/service-plans">
                  {pickText(plan.name, lng)}
                </Link>
                {!plan.isEnabled && <span className="text-stone-600 dark:text-stone-400"> ({t('cms:service.planOff')})</span>}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-stone-600 dark:text-stone-400">{t('cms:service.noPlans')}</span>
        ),
    },
    { id: 'sort', header: t('cms:service.field.sort'), className: 'tabular-nums', cell: (s) => s.sort },
    { id: 'isShow', header: t('cms:service.field.isShow'), cell: (s) => <Flag on={s.isShow} onText={t('cms:service.shown')} offText={t('cms:service.hidden')} /> },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('cms:service.lead')} />
      <DataList caption={d.title} testId="service-table" rows={d.pages} columns={columns} actions={actions} rowAttrs={(s) => ({ 'data-testid': 'service-row', 'data-slug': s.slug })} empty={t('cms:service.empty')} />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
