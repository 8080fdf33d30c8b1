import { useTranslation } from 'react-i18next';
import { PLAN_KINDS } from '../../../common/booking-setup-rules';
import { isoFromYmd } from '../../../common/clinic-time';
import { formatMoney } from '../../../common/constants';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { PROMOTION_LIST_STATES, promotionListQuery } from '../../../common/promotion.schema';
import type { ManagedPromotion } from '../../../server/presenters/promotion';
import { Flag, ThumbCell, TitleCell } from '../../components/list/cells';
import { type Columns } from '../../components/list/data-list';
import { FilterSelect } from '../../components/list/list-filter';
import { ListScreen } from '../../components/list/list-screen';
import { listRights } from '../../components/list/list-helpers';
import { useBinList } from '../../components/list/row-editor';
import type { ModalFormProps } from '../../components/form/modal-form';
import { PromotionForm } from '../../features/cms/promotion-form';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { listPage, manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/promotions';

/** manage/promotions — offers on the home and service pages: kind, offer price on linked plans (booking honours it), image, valid dates, top; a bin. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'PROMOTION', 'VIEW,EDIT'));
  const [{ query, list }, plans, all] = await Promise.all([listPage(url, promotionListQuery, services.promotions.list), services.bookingSetup.servicePlans(), services.content.services()]);
  return {
    title: t('cms:promotion.title'),
    state: query.state,
    kind: query.kind ?? '',
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
  const title = (e: ManagedPromotion) => pickText(e.title, lng);
  const form = (e: ManagedPromotion | null, callbacks: ModalFormProps) => <PromotionForm promotion={e} plans={d.plans} services={d.services} lng={lng} canUpload={d.canUpload} {...callbacks} />;
  const bin = useBinList({ messages: 'cms:promotion', path: '/api/manage/promotions', rights: d, name: title, form });
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
      cell: (e) => <ThumbCell src={e.image} />,
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
    <ListScreen messages="cms:promotion" title={d.title} path="/manage/promotions" bin={bin}
      filterGrid="sm:grid-cols-[1fr_auto_auto] sm:items-end"
      filters={
        <>
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
        </>
      }
      list={{ rows: d.rows, columns, pagination: d.pagination, rowAttrs: (e) => ({ 'data-id': e.id }) }}
    />
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
