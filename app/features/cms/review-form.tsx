import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../common/enum-labels';
import { pickText, type Lng, type LocalizedText } from '../../../common/i18n-config';
import { REVIEW_AUTHOR_MAX, REVIEW_CONTENT_MAX, REVIEW_REPLY_MAX, REVIEW_SOURCES, REVIEW_STATUSES, reviewInput, type ReviewInput, type ReviewSource, type ReviewStatus } from '../../../common/review.schema';
import type { ManagedReview } from '../../../server/presenters/review';
import { EMPTY_TEXT, Form, FormButtons, LocalizedField, NumberField, SelectField, idFromText, rowValues, textFromId } from '../../components/form';
import { useRowForm, type ModalFormProps } from '../../components/form/modal-form';

/** The services a review can be about (the clinic in general when none). */
export type ServiceOption = { id: number; name: LocalizedText };

/** The input a stored review would be sent back as (a quick moderation sends the row with another state). */
export function reviewInputOf(r: ManagedReview): ReviewInput {
  return { author: r.author, content: r.content, rating: r.rating, serviceId: r.serviceId, status: r.status, source: r.source, reply: r.reply, sort: r.sort };
}

/**
 * A client review (spec §3): who wrote it and where, its rating and text in three languages, the
 * clinic's public reply (none, or in all three), its moderation state and order on the home page.
 */
export function ReviewForm(p: ModalFormProps & { review: ManagedReview | null; services: readonly ServiceOption[]; lng: Lng }) {
  const { t } = useTranslation('cms');
  const r = p.review;
  const { form, v, set, label } = useRowForm(p, { messages: 'cms:review', path: '/api/manage/reviews', id: r?.id, initial: {
      ...rowValues(r, { author: EMPTY_TEXT, content: EMPTY_TEXT, status: 'SHOWN' as ReviewStatus, source: 'CLINIC' as ReviewSource, reply: EMPTY_TEXT, sort: 0 }),
      rating: String(r?.rating ?? 5),
      serviceId: textFromId(r?.serviceId),
    }, check: ({ rating, serviceId, ...v }) => reviewInput.safeParse({ ...v, rating: Number(rating), serviceId: idFromText(serviceId) }) });
  return (
    <Form form={form} testId="review-form">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField name="status" label={label('status')} value={v.status} data-autofocus options={REVIEW_STATUSES.map((x) => ({ value: x, label: t(enumLabelKey('reviewStatus', x)) }))} onChange={(x) => set('status', x as typeof v.status)} />
        <SelectField name="rating" label={label('rating')} value={v.rating} options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('cms:review.stars', { count: n }) }))} onChange={(x) => set('rating', x)} />
        <SelectField name="source" label={label('source')} value={v.source} options={REVIEW_SOURCES.map((x) => ({ value: x, label: t(enumLabelKey('reviewSource', x)) }))} onChange={(x) => set('source', x as typeof v.source)} />
      </div>
      <LocalizedField name="author" label={label('author')} value={v.author} maxLength={REVIEW_AUTHOR_MAX} onChange={(x) => set('author', x)} />
      <LocalizedField name="content" label={label('content')} value={v.content} maxLength={REVIEW_CONTENT_MAX} multiline onChange={(x) => set('content', x)} />
      <LocalizedField name="reply" label={label('reply')} value={v.reply} maxLength={REVIEW_REPLY_MAX} multiline onChange={(x) => set('reply', x)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="serviceId" label={label('service')} value={v.serviceId} placeholder={t('cms:review.noService')} options={p.services.map((s) => ({ value: String(s.id), label: pickText(s.name, p.lng) }))} onChange={(x) => set('serviceId', x)} />
        <NumberField name="sort" label={label('sort')} hint={t('cms:review.hint.sort')} empty={0} value={v.sort} onChange={(x) => set('sort', x)} />
      </div>
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
