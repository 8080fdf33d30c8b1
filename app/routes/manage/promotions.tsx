import { redirect, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLAN_KINDS } from '../../../common/booking-setup-rules';
import { isoFromYmd } from '../../../common/clinic-time';
import { formatMoney } from '../../../common/constants';
import { enumLabelKey } from '../../../common/enum-labels';
import { pagePathOf, pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { PROMOTION_LIST_STATES, promotionListQuery } from '../../../common/promotion.schema';
import type { ManagedPromotion } from '../../../server/presenters/promotion';
import { openFormModal } from '../../components/form/modal-form';
import { Flag, TitleCell } from '../../components/list/cells';
import { DataList, type Columns } from '../../components/list/data-list';
import { AddButton, ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, FilterSelect, ListFilter } from '../../components/list/list-filter';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { useBinActions, useRefresh } from '../../components/list/row-actions';
import { PromotionForm } from '../../features/cms/promotion-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/promotions';

/** manage/promotions — offers on the home and service pages: kind, offer price on linked plans (booking honours it), image, valid dates, top; a bin. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'PROMOTION', 'VIEW,EDIT'));
  const parsed = promotionListQuery.safeParse(queryOf(url));
  if (!parsed.success) throw redirect(pagePathOf(url));
  const [list, plans, all] = await Promise.all([services.promotions.list(parsed.data), services.bookingSetup.servicePlans(), services.content.services()]);
  if (list.pagination.isOutOfRange) {
    url.searchParams.set('page', String(Math.max(1, Math.ceil(list.pagination.page.total / parsed.data.pageSize))));
    throw redirect(pagePathOf(url) + url.search);
  }
  return {
    title: t('cms:promotion.title'),
    state: parsed.data.state,
    kind: parsed.data.kind ?? '',
    ...list,
    plans: plans.map((x) => ({ id: x.id, kind: x.kind, name: x.name, priceCents: x.priceCents, isEnabled: x.isEnabled })),
    services: all.map((x) => ({ id: x.id, name: x.name })),
    canUpload: can(actor.permissions, 'ALBUM_EDIT'),
    ...listRights(actor.permissions, 'PROMOTION'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Promotions({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const [params] = useSearchParams();
  const refresh = useRefresh();
  const title = (e: ManagedPromotion) => pickText(e.title, lng);
  const edit = (e: ManagedPromotion | null) =>
    openFormModal(e ? t('cms:promotion.editTitle', { name: title(e) }) : t('cms:promotion.addTitle'), (api) => (
      <PromotionForm promotion={e} plans={d.plans} services={d.services} lng={lng} canUpload={d.canUpload} {...formCallbacks(api, refresh)} />
    ));
  const actions = useBinActions<ManagedPromotion>({
    canEdit: d.canEdit,
    canDelete: d.canDelete,
    messages: 'cms:promotion',
    path: '/api/manage/promotions',
    name: title,
    onEdit: edit,
    onDone: refresh,
  });
  const linked = (e: ManagedPromotion) => e.planIds.map((id) => d.plans.find((x) => x.id === id)).filter((x) => x !== undefined);
  const dates = (e: ManagedPromotion) => {
    const lines = [
      e.showFrom && t('cms:promotion.fromDate', { date: isoFromYmd(e.showFrom) }),
      e.hideFrom && t('cms:promotion.untilDate', { date: isoFromYmd(e.hideFrom) }),
    ].filter((x) => !!x);
    return lines.length ? lines : [t('cms:promotion.always')];
  };

  const columns: Columns<ManagedPromotion> = [
    {
      id: 'image',
      header: t('cms:promotion.field.image'),
      hideOnCard: true,
      cell: (e) => <img src={e.image} alt="" loading="lazy" className="aspect-video w-24 rounded-md object-cover" />,
    },
    {
      id: 'title',
      header: t('cms:promotion.field.title'),
      cardTitle: true,
      cell: (e) => <TitleCell title={title(e)} sub={e.isTop ? t('cms:promotion.top') : undefined} />,
    },
    { id: 'kind', header: t('cms:promotion.field.kind'), cell: (e) => t(enumLabelKey('planKind', e.kind)) },
    {
      id: 'price',
      header: t('cms:promotion.col.price'),
      cellProps: { 'data-testid': 'promotion-price-cell' },
      cell: (e) => (
        <div className="tabular-nums">
          <p className="font-semibold">{formatMoney(e.priceCents)}</p>
          <ul className="text-xs text-stone-600 dark:text-stone-400">
            {linked(e).map((x) => (
              <li key={x.id}>
                {pickText(x.name, lng)}: <s>{formatMoney(x.priceCents)}</s>
              </li>
            ))}
          </ul>
        </div>
      ),
    },
    {
      id: 'validity',
      header: t('cms:promotion.col.validity'),
      cellProps: { 'data-testid': 'promotion-validity' },
      cell: (e) => (
        <div>
          <p>{t(`cms:promotion.validity.${e.validity}`)}</p>
          {dates(e).map((line) => (
            <p key={line} className="text-xs whitespace-nowrap text-stone-600 tabular-nums dark:text-stone-400">
              {line}
            </p>
          ))}
        </div>
      ),
    },
    { id: 'top', header: t('cms:promotion.top'), cell: (e) => <Flag on={e.isTop} onText={t('cms:promotion.top')} offText="—" /> },
    {
      id: 'state',
      header: t('cms:promotion.col.state'),
      cellProps: { 'data-testid': 'promotion-state' },
      cell: (e) =>
        e.deletedAt ? t('cms:promotion.state.deleted') : <Flag on={e.isShow} onText={t('cms:promotion.shown')} offText={t('cms:promotion.state.hidden')} />,
    },
  ];
  return (
    <>
      <ScreenHeader title={d.title} lead={t('cms:promotion.lead')}>
        {d.canEdit && <AddButton label={t('cms:promotion.add')} testId="promotion-add" onClick={() => edit(null)} />}
      </ScreenHeader>
      <ListFilter testId="promotion-filter" className="card p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end" resetTo="/manage/promotions">
        <FilterInput name="q" label={t('cms:promotion.search')} placeholder={t('cms:promotion.searchPlaceholder')} maxLength={100} />
        <FilterSelect
          name="kind"
          label={t('cms:promotion.field.kind')}
          all={t('cms:promotion.allKinds')}
          options={PLAN_KINDS.map((k) => ({ value: k, label: t(enumLabelKey('planKind', k)) }))}
          value={d.kind}
        />
        <FilterSelect
          name="state"
          label={t('cms:promotion.col.state')}
          options={PROMOTION_LIST_STATES.map((x) => ({ value: x, label: t(`cms:promotion.state.${x}`) }))}
          value={d.state}
        />
      </ListFilter>
      <DataList
        caption={d.title}
        testId="promotion-table"
        rows={d.rows}
        columns={columns}
        actions={actions}
        pagination={d.pagination}
        rowAttrs={(e) => ({ 'data-testid': 'promotion-row', 'data-id': e.id })}
        empty={params.size ? t('cms:promotion.noMatch') : t('cms:promotion.empty')}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
