import { z } from 'zod';
import { sitePicture, sortOrder, trilingual, trilingualLines } from './cms-fields';

/**
 * A service page (issue 11): the eight pages exist (their slugs and icons are fixed); the back
 * office edits their texts, image, order and visibility. Which plans book from a page is set on
 * each plan (service_plan.serviceId). One schema for the form, the API and the domain.
 */
export const SERVICE_NAME_MAX = 80;
export const SERVICE_SUMMARY_MAX = 300;
export const SERVICE_CONTENT_MAX = 8000;
export const SERVICE_LINE_MAX = 200;
export const SERVICE_HIGHLIGHTS_MAX = 12;

/** PUT /api/manage/services/{id}. */
export const servicePageInput = z.object({
  name: trilingual(SERVICE_NAME_MAX),
  summary: trilingual(SERVICE_SUMMARY_MAX),
  /** Paragraphs separated by blank lines. */
  content: trilingual(SERVICE_CONTENT_MAX),
  highlights: trilingualLines(SERVICE_LINE_MAX, SERVICE_HIGHLIGHTS_MAX).default([]),
  image: sitePicture('cms:service.imageRequired'),
  sort: sortOrder.default(0),
  isShow: z.boolean('cms:form.invalid').default(true),
});
export type ServicePageInput = z.output<typeof servicePageInput>;
