import { isBlankHtml } from '../../../common/blog.schema';
import { fromClinic, isValidDate, isValidTime } from '../../../common/clinic-time';
import type { BlogPostStatus } from '../../../common/content-enums';
import { LANGUAGES, type Lng, type LocalizedText } from '../../../common/i18n-config';
import type { LanguageMark } from '../../components/form/language-marks';

/**
 * The pure rules of the blog editor: how complete each language is (by the schema's rule) and
 * what the publish panel says will happen.
 */

/** The texts a post has in each language. */
export interface PostTexts {
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
}

/**
 * One language of a post, as common/blog.schema.ts counts it: written (title, summary and body
 * all filled), partly written (something typed, but not those three), or empty (nothing at all).
 */
export function languageMark(p: PostTexts, lng: Lng): LanguageMark {
  const filled = [p.title[lng].trim() !== '', p.summary[lng].trim() !== '', !isBlankHtml(p.content[lng])];
  if (filled.every(Boolean)) return 'written';
  const any = filled.some(Boolean) || p.seoTitle[lng].trim() !== '' || p.seoDescription[lng].trim() !== '';
  return any ? 'partial' : 'empty';
}

/** Every language's mark. */
export function languageMarks(p: PostTexts): Record<Lng, LanguageMark> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, languageMark(p, l)])) as Record<Lng, LanguageMark>;
}

/** A post's title in `lng`, else in the first language it is written in, else in any, else its address. */
export function postTitle(p: { title: LocalizedText; slug: string; writtenLanguages: readonly Lng[] }, lng: Lng): string {
  const found = [lng, ...p.writtenLanguages, ...LANGUAGES].find((l) => p.title[l].trim() !== '');
  return found ? p.title[found] : p.slug;
}

/**
 * What saving will do, for the sentence of the publish panel: a draft and a hidden post are not on
 * the site; a published one goes live at its clinic date and time (scheduled while that is still
 * ahead of `now`), and needs both before it can be saved.
 */
export type PublishPlan =
  | { kind: 'draft' }
  | { kind: 'hidden' }
  | { kind: 'needsTime' }
  | { kind: 'scheduled'; date: number; time: number }
  | { kind: 'published'; date: number; time: number };

/** `date` YYYYMMDD (NaN or null when empty), `time` HHmm (null when empty, NaN when unreadable), `now` epoch ms. */
export function publishPlan(status: BlogPostStatus, date: number | null, time: number | null, now: number): PublishPlan {
  if (status === 'DRAFT') return { kind: 'draft' };
  if (status === 'HIDDEN') return { kind: 'hidden' };
  if (date === null || time === null || !isValidDate(date) || !isValidTime(time)) return { kind: 'needsTime' };
  return fromClinic(date, time).getTime() > now ? { kind: 'scheduled', date, time } : { kind: 'published', date, time };
}
