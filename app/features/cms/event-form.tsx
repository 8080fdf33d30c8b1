import { useTranslation } from 'react-i18next';
import { EVENT_DESC_MAX, EVENT_FEE_MAX_CENTS, EVENT_MOMENTS, EVENT_SEAT_MAX, EVENT_TITLE_MAX, eventInput, type EventMoment } from '../../../common/event.schema';
import { pickText, type Lng, type LocalizedText } from '../../../common/i18n-config';
import type { ManagedEvent } from '../../../server/presenters/event';
import { DateField, EMPTY_TEXT, Form, FormButtons, LocalizedField, MoneyField, NumberField, SelectField, TextField, TimeField, ToggleField, idFromText, rowValues, textFromId } from '../../components/form';
import { useRowForm, type ModalFormProps } from '../../components/form/modal-form';
import { PictureField } from './picture-field';

export type NamedOption = { id: number; name: LocalizedText };

/**
 * An event (spec §3 Event): its page address, title and description in three languages, a 16:9
 * banner from the album library, seats (0 = unlimited) and fee (0 = free), place and service, when
 * it runs and when registration opens and closes (clinic time), and whether the site shows it.
 */
export function EventForm(p: ModalFormProps & { event: ManagedEvent | null; places: readonly NamedOption[]; services: readonly NamedOption[]; lng: Lng; canUpload: boolean }) {
  const { t } = useTranslation('cms');
  const e = p.event;
  const { form, v, set, label } = useRowForm(p, { messages: 'cms:event', path: '/api/manage/events', id: e?.id, initial: {
      ...rowValues(e, { slug: '', title: EMPTY_TEXT, desc: EMPTY_TEXT, banner: '', seatMax: 0, feeCents: 0, isShow: true }),
      ...rowValues(e, Object.fromEntries(EVENT_MOMENTS.flatMap((m) => [[`${m}Date`, Number.NaN], [`${m}Time`, null]])) as Record<string, unknown>),
      placeId: textFromId(e?.placeId),
      serviceId: textFromId(e?.serviceId),
    } as Record<string, unknown> & { slug: string; title: LocalizedText; desc: LocalizedText; banner: string; seatMax: number; feeCents: number; placeId: string; serviceId: string; isShow: boolean }, check: ({ placeId, serviceId, ...v }) => eventInput.safeParse({ ...v, placeId: idFromText(placeId), serviceId: idFromText(serviceId) }) });
  const options = (list: readonly NamedOption[]) => list.map((x) => ({ value: String(x.id), label: pickText(x.name, p.lng) }));
  const moment = (m: EventMoment) => (
    <fieldset key={m} className="grid grid-cols-2 gap-2 rounded-xl border border-stone-200 p-3 dark:border-stone-800">
      <legend className="px-1 text-sm font-semibold">{label(m)}</legend>
      <DateField name={`${m}Date`} label={t('cms:event.date')} errorLabel={label(m)} value={v[`${m}Date`] as number} onChange={(x) => set(`${m}Date`, x)} />
      <TimeField name={`${m}Time`} label={t('cms:event.time')} errorLabel={label(m)} placeholder="14:30" value={v[`${m}Time`] as number | null} onChange={(x) => set(`${m}Time`, x)} />
    </fieldset>
  );
  return (
    <Form form={form} testId="event-form">
      <TextField name="slug" label={label('slug')} hint={t('cms:event.hint.slug')} value={v.slug} maxLength={80} autoComplete="off" data-autofocus onChange={(x) => set('slug', x)} />
      <LocalizedField name="title" label={label('title')} value={v.title} maxLength={EVENT_TITLE_MAX} onChange={(x) => set('title', x)} />
      <LocalizedField name="desc" label={label('desc')} value={v.desc} maxLength={EVENT_DESC_MAX} multiline onChange={(x) => set('desc', x)} />
      <PictureField name="banner" label={label('banner')} hint={t('cms:event.hint.banner')} value={v.banner} onChange={(x) => set('banner', x)} lng={p.lng} canUpload={p.canUpload} chooseText={t('cms:event.chooseBanner')} changeText={t('cms:event.changeBanner')} previewClass="aspect-video w-48" testId="event-banner-pick" />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="seatMax" label={label('seatMax')} hint={t('cms:event.hint.seatMax')} min={0} max={EVENT_SEAT_MAX} empty={0} value={v.seatMax} onChange={(x) => set('seatMax', x)} />
        <MoneyField name="feeCents" label={label('fee')} hint={t('cms:event.hint.fee', { max: EVENT_FEE_MAX_CENTS / 100 })} value={v.feeCents} onChange={(x) => set('feeCents', x)} />
        <SelectField name="placeId" label={label('place')} value={v.placeId} placeholder={t('cms:event.noPlace')} options={options(p.places)} onChange={(x) => set('placeId', x)} />
        <SelectField name="serviceId" label={label('service')} value={v.serviceId} placeholder={t('cms:event.noService')} options={options(p.services)} onChange={(x) => set('serviceId', x)} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">{EVENT_MOMENTS.map(moment)}</div>
      <ToggleField name="isShow" label={label('isShow')} hint={t('cms:event.hint.isShow')} checked={v.isShow} onChange={(x) => set('isShow', x)} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
