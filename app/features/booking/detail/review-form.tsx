import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { memberReviewInput, REVIEW_AUTHOR_MAX, REVIEW_CONTENT_MAX } from '../../../../common/review.schema';
import { Form, FormButtons, sendJson, TextField, useErrorText, useForm } from '../../../components/form';
import { useFieldErrorKey } from '../../../components/form/use-form';
import { useUser } from '../../shell/user-store';
import type { MemberReview } from '../api';

interface Values {
  rating: number;
  content: string;
  displayName: string;
}

const heading = 'text-lg font-semibold text-emerald-950 dark:text-emerald-100';

/**
 * "Write a review" under a completed booking (issue 11): five stars as a radio group, the text and
 * the name to show (the nickname by default). Sent, it waits for the clinic's check; `onSent`
 * gets the review as stored, which replaces the form.
 */
export function ReviewForm({ bookingId, onSent }: { bookingId: number; onSent: (r: MemberReview) => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const uid = useId();
  const form = useForm<Values, unknown>({
    ns: 'common',
    initial: () => ({ rating: 0, content: '', displayName: user?.member?.nickname ?? '' }),
    check: (v) => memberReviewInput.safeParse(v),
    send: async (data) => {
      const r = await sendJson<{ review: MemberReview }>(`/api/user/bookings/${bookingId}/review`, 'POST', data);
      onSent(r.review);
    },
    saved: { toast: t('booking:review.thanks') },
  });
  return (
    <section aria-labelledby={`${uid}-title`} className="card p-5 sm:p-6" data-testid="review-write">
      <h2 id={`${uid}-title`} className={heading}>
        {t('booking:review.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('booking:review.lead')}</p>
      <Form form={form} testId="review-form" className="mt-4 space-y-4">
        <StarPicker value={form.values.rating} onChange={(n) => form.set('rating', n)} />
        <TextField
          {...form.field('content')}
          label={t('booking:review.content')}
          errorLabel={t('booking:review.errorName.content')}
          hint={t('booking:review.contentHint', { max: REVIEW_CONTENT_MAX })}
          multiline
          maxLength={REVIEW_CONTENT_MAX}
        />
        <TextField
          {...form.field('displayName')}
          label={t('booking:review.displayName')}
          errorLabel={t('booking:review.errorName.displayName')}
          hint={t('booking:review.displayNameHint')}
          maxLength={REVIEW_AUTHOR_MAX}
          autoComplete="nickname"
        />
        <FormButtons busy={form.busy} saveLabel={t('booking:review.submit')} saveTestId="review-submit" className="flex justify-end pt-1" />
      </Form>
    </section>
  );
}

/** 1–5 stars: native radios (arrow keys move, the screen reader reads "3 stars, 3 of 5"), drawn as stars. */
function StarPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const errorText = useErrorText();
  const legend = t('booking:review.rating');
  const error = errorText(useFieldErrorKey('rating'), t('booking:review.errorName.rating'));
  return (
    <div data-field="rating">
      <p id={`${uid}-label`} className="text-sm font-medium">
        {legend}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${uid}-label`}
        aria-describedby={error ? `${uid}-error` : undefined}
        aria-invalid={error ? 'true' : undefined}
        className="mt-1 flex gap-1"
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600">
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-invalid={error && n === 1 ? 'true' : undefined}
              data-testid={`review-star-${n}`}
            />
            <span aria-hidden="true" className={`block text-3xl leading-none ${n <= value ? 'text-amber-500' : 'text-stone-300 dark:text-stone-600'}`}>
              ★
            </span>
            <span className="sr-only">{t('booking:review.star', { count: n })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${uid}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The review as sent: read-only, with whether it is waiting for the check or published. */
export function SentReview({ review }: { review: MemberReview }) {
  const { t } = useTranslation();
  const uid = useId();
  return (
    <section aria-labelledby={`${uid}-title`} className="card p-5 sm:p-6" data-testid="review-sent">
      <h2 id={`${uid}-title`} className={heading}>
        {t('booking:review.yours')}
      </h2>
      <p className="mt-2 text-xl text-amber-500" role="img" aria-label={t('booking:review.rated', { rating: review.rating })}>
        {'★'.repeat(review.rating)}
        <span className="text-stone-300 dark:text-stone-600">{'★'.repeat(5 - review.rating)}</span>
      </p>
      <blockquote className="mt-2 text-stone-800 whitespace-pre-line dark:text-stone-200">{review.content}</blockquote>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">— {review.displayName}</p>
      <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100" data-testid="review-sent-note">
        {review.published ? t('booking:review.published') : t('booking:review.waiting')}
      </p>
    </section>
  );
}
