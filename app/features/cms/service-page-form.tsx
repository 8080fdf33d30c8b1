import { useTranslation } from 'react-i18next';
import type { Lng } from '../../../common/i18n-config';
import { SERVICE_CONTENT_MAX, SERVICE_HIGHLIGHTS_MAX, SERVICE_LINE_MAX, SERVICE_NAME_MAX, SERVICE_SUMMARY_MAX, servicePageInput } from '../../../common/service-page.schema';
import { SORT_MAX } from '../../../common/team.schema';
import type { ManagedServicePage } from '../../../server/presenters/team';
import { Form, FormButtons, LocalizedField, LocalizedListField, NumberField, ToggleField } from '../../components/form';
import { useRowForm, type ModalFormProps } from '../../components/form/modal-form';
import { PictureField } from './picture-field';

/**
 * A service page (/services/<slug>): name, summary, content (paragraphs separated by blank lines)
 * and highlights in three languages, its image from the album library, order and whether the site
 * shows it. Which plans book from it is set on each plan.
 */
export function ServicePageForm(p: ModalFormProps & { page: ManagedServicePage; lng: Lng; canUpload: boolean }) {
  const { t } = useTranslation('cms');
  const s = p.page;
  const { form, v, set, field, label } = useRowForm(p, { messages: 'cms:service', path: '/api/manage/services', id: s.id, initial: { name: s.name, summary: s.summary, content: s.content, highlights: s.highlights, image: s.image, sort: s.sort, isShow: s.isShow }, check: (v) => servicePageInput.safeParse(v) });
  return (
    <Form form={form} testId="service-form">
      <LocalizedField {...field('name')} label={label('name')} maxLength={SERVICE_NAME_MAX} />
      <LocalizedField {...field('summary')} label={label('summary')} maxLength={SERVICE_SUMMARY_MAX} multiline />
      <LocalizedField {...field('content')} label={label('content')} maxLength={SERVICE_CONTENT_MAX} multiline />
      <LocalizedListField
        {...field('highlights')}
        label={label('highlights')}
        hint={t('cms:service.hint.highlights')}
        itemLabel={(n) => t('cms:service.highlight', { n })}
        max={SERVICE_HIGHLIGHTS_MAX}
        maxLength={SERVICE_LINE_MAX}
      />
      <PictureField {...field('image')} label={label('image')} hint={t('cms:service.hint.image')} lng={p.lng} canUpload={p.canUpload} chooseText={t('cms:service.chooseImage')} changeText={t('cms:service.changeImage')} previewClass="aspect-video w-48" testId="service-image-pick" />
      <NumberField {...field('sort')} label={label('sort')} hint={t('cms:service.hint.sort')} min={0} max={SORT_MAX} empty={0} />
      <ToggleField name="isShow" label={label('isShow')} hint={t('cms:service.hint.isShow')} checked={v.isShow} onChange={(x) => set('isShow', x)} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
