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
  FieldShell,
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
import { openImagePicker } from './image-picker';

/** A plan an offer can link: its kind and usual price, and whether members can book it now. */
export type PromotionPlanOption = { id: number; kind: PlanKind; name: LocalizedText; priceCents: number; isEnabled: boolean };

const dateOrNull = (x: unknown) => (typeof x === 'number' && !Number.isNaN(x) ? x : null);

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
  const { form, v, set, label } = useRowForm(p, { messages: 'cms:promotion', path: '/api/manage/promotions', id: e?.id, initial: {
      ...rowValues(e, {
        kind: 'basic' as PlanKind,
        title: EMPTY_TEXT as LocalizedText,
        desc: EMPTY_TEXT as LocalizedText,
        priceCents: 0,
        image: '',
        planIds: [] as number[],
        showFrom: Number.NaN,
        hideFrom: Number.NaN,
        isTop: false,
        isShow: true,
        sort: 0,
      }),
      serviceId: textFromId(e?.serviceId),
    }, check: ({ serviceId, showFrom, hideFrom, ...v }) => promotionInput.safeParse({ ...v, serviceId: idFromText(serviceId), showFrom: dateOrNull(showFrom), hideFrom: dateOrNull(hideFrom) }) });
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
      <LocalizedField name="title" label={label('title')} value={v.title} maxLength={PROMOTION_TITLE_MAX} onChange={(x) => set('title', x)} />
      <LocalizedField name="desc" label={label('desc')} value={v.desc} maxLength={PROMOTION_DESC_MAX} multiline onChange={(x) => set('desc', x)} />
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
        <MoneyField name="priceCents" label={label('price')} hint={hint('price')} value={v.priceCents} onChange={(x) => set('priceCents', x)} />
        <SelectField
          name="serviceId"
          label={label('service')}
          value={v.serviceId}
          placeholder={t('cms:promotion.noService')}
          options={p.services.map((x) => ({ value: String(x.id), label: pickText(x.name, p.lng) }))}
          onChange={(x) => set('serviceId', x)}
        />
        <DateField name="showFrom" label={label('showFrom')} hint={hint('showFrom')} value={v.showFrom} onChange={(x) => set('showFrom', x)} />
        <DateField name="hideFrom" label={label('hideFrom')} hint={hint('hideFrom')} value={v.hideFrom} onChange={(x) => set('hideFrom', x)} />
      </div>
      <FieldShell name="image" label={label('image')} hint={hint('image')}>
        {(control) => (
          <div className="mt-1 flex flex-wrap items-center gap-3">
            {v.image ? <img src={v.image} alt="" className="aspect-video w-48 rounded-lg border border-stone-200 object-cover dark:border-stone-800" /> : null}
            <button
              type="button"
              {...control}
              className="btn btn-ghost"
              data-testid="promotion-image-pick"
              onClick={() => openImagePicker({ title: label('image'), lng: p.lng, canUpload: p.canUpload, onPick: (path) => set('image', path) })}
            >
              {v.image ? t('cms:promotion.changeImage') : t('cms:promotion.chooseImage')}
            </button>
          </div>
        )}
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="sort" label={label('sort')} hint={hint('sort')} min={0} max={9999} empty={0} value={v.sort} onChange={(x) => set('sort', x)} />
      </div>
      <ToggleField name="isTop" label={label('isTop')} hint={hint('isTop')} checked={v.isTop} onChange={(x) => set('isTop', x)} />
      <ToggleField name="isShow" label={label('isShow')} hint={hint('isShow')} checked={v.isShow} onChange={(x) => set('isShow', x)} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
