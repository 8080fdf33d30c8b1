import { useTranslation } from 'react-i18next';
import { PLAN_KINDS, type PlanKind } from '../../../common/booking-setup-rules';
import { formatMoney } from '../../../common/constants';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText, type Lng, type LocalizedText } from '../../../common/i18n-config';
import { PROMOTION_DESC_MAX, PROMOTION_TITLE_MAX, promotionInput } from '../../../common/promotion.schema';
import type { ManagedPromotion } from '../../../server/presenters/promotion';
import {
  DateField,
  EMPTY_TEXT,
  Form,
  FormButtons,
  LocalizedField,
  MoneyField,
  MultiSelectField,
  NumberField,
  SelectField,
  ToggleField,
  idFromText,
  rowValues,
  textFromId,
} from '../../components/form';
import { useRowForm, type ModalFormProps } from '../../components/form/modal-form';
import type { NamedOption } from './event-form';
import { PictureField } from './picture-field';

/** A plan an offer can link: its kind and usual price, and whether members can book it now. */
export type PromotionPlanOption = { id: number; kind: PlanKind; name: LocalizedText; priceCents: number; isEnabled: boolean };

/** An empty date or amount (NaN) as null. */
const orNull = (x: unknown) => (typeof x === 'number' && !Number.isNaN(x) ? x : null);

/**
 * A promotion (spec §3 Promotion): its kind, title and description in three languages, the offer
 * price and the plans it applies to (each with its usual price, which the offer must be below), an
 * image from the album library, the service page it belongs to, its valid dates (clinic dates,
 * from 00:00), and whether it is on top and shown.
 */
export function PromotionForm(
  p: ModalFormProps & {
    promotion: ManagedPromotion | null;
    plans: readonly PromotionPlanOption[];
    services: readonly NamedOption[];
    lng: Lng;
    canUpload: boolean;
  },
) {
  const { t } = useTranslation('cms');
  const e = p.promotion;
  const { form, v, set, field, label } = useRowForm(p, { messages: 'cms:promotion', path: '/api/manage/promotions', id: e?.id, initial: {
      ...rowValues(e, {
        kind: 'basic' as PlanKind,
        title: EMPTY_TEXT as LocalizedText,
        desc: EMPTY_TEXT as LocalizedText,
        priceCents: 0,
        packagePriceCents: Number.NaN as number | null,
        image: '',
        planIds: [] as number[],
        showFrom: Number.NaN,
        hideFrom: Number.NaN,
        isTop: false,
        isShow: true,
        sort: 0,
      }),
      serviceId: textFromId(e?.serviceId),
    }, check: ({ serviceId, showFrom, hideFrom, packagePriceCents, ...v }) =>
      promotionInput.safeParse({ ...v, serviceId: idFromText(serviceId), showFrom: orNull(showFrom), hideFrom: orNull(hideFrom), packagePriceCents: orNull(packagePriceCents) }) });
  const hint = (f: string) => t(`cms:promotion.hint.${f}`);
  const setKind = (kind: PlanKind) => {
    set('kind', kind);
    // Only plans of the offer's kind can be linked: drop the others.
    set(
      'planIds',
      v.planIds.filter((id) => p.plans.find((x) => x.id === id)?.kind === kind),
    );
  };
  const planOptions = p.plans
    .filter((x) => x.kind === v.kind)
    .map((x) => ({
      value: x.id,
      label: pickText(x.name, p.lng),
      hint: t('cms:promotion.usual', { price: formatMoney(x.priceCents) }) + (x.isEnabled ? '' : ` · ${t('cms:promotion.disabledPlan')}`),
      inputProps: { 'data-plan': String(x.id) },
    }));
  return (
    <Form form={form} testId="promotion-form">
      <SelectField
        name="kind"
        label={label('kind')}
        hint={hint('kind')}
        value={v.kind}
        options={PLAN_KINDS.map((k) => ({ value: k, label: t(enumLabelKey('planKind', k)) }))}
        data-autofocus
        onChange={(x) => setKind(x as PlanKind)}
      />
      <LocalizedField {...field('title')} label={label('title')} maxLength={PROMOTION_TITLE_MAX} />
      <LocalizedField {...field('desc')} label={label('desc')} maxLength={PROMOTION_DESC_MAX} multiline />
      <MultiSelectField
        name="planIds"
        legend={label('plans')}
        hint={hint('plans')}
        emptyText={t('cms:promotion.noPlans')}
        options={planOptions}
        values={v.planIds}
        onChange={(x) => set('planIds', x)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField {...field('priceCents')} label={label('price')} hint={hint('price')} />
        <MoneyField {...field('packagePriceCents')} value={v.packagePriceCents ?? Number.NaN} label={label('packagePrice')} hint={hint('packagePrice')} />
        <SelectField {...field('serviceId')} label={label('service')} placeholder={t('cms:promotion.noService')} options={p.services.map((x) => ({ value: String(x.id), label: pickText(x.name, p.lng) }))} />
        <DateField {...field('showFrom')} label={label('showFrom')} hint={hint('showFrom')} />
        <DateField {...field('hideFrom')} label={label('hideFrom')} hint={hint('hideFrom')} />
      </div>
      <PictureField {...field('image')} label={label('image')} hint={hint('image')} lng={p.lng} canUpload={p.canUpload} chooseText={t('cms:promotion.chooseImage')} changeText={t('cms:promotion.changeImage')} previewClass="aspect-video w-48" testId="promotion-image-pick" />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField {...field('sort')} label={label('sort')} hint={hint('sort')} min={0} max={9999} empty={0} />
      </div>
      <ToggleField name="isTop" label={label('isTop')} hint={hint('isTop')} checked={v.isTop} onChange={(x) => set('isTop', x)} />
      <ToggleField name="isShow" label={label('isShow')} hint={hint('isShow')} checked={v.isShow} onChange={(x) => set('isShow', x)} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
