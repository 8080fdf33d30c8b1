import { useTranslation } from 'react-i18next';
import { BLOG_SEO_DESCRIPTION_MAX, BLOG_SEO_TITLE_MAX, BLOG_SUMMARY_MAX, BLOG_TITLE_MAX } from '../../../common/blog.schema';
import type { Lng, LocalizedText } from '../../../common/i18n-config';
import { RichTextField, TextField, type RichTextImage } from '../../components/form';
import type { PostTexts } from './blog-post-state';

/** The per-language fields, in the order of the tabs' error marks. */
export const POST_TEXT_FIELDS = ['title', 'summary', 'content', 'seoTitle', 'seoDescription'] as const satisfies readonly (keyof PostTexts)[];

/**
 * One language of a post (a tab of the editor): title, summary, body (rich text) and the search
 * engines' title and description with their character counts. Field names carry the language
 * ("title.en"), so the schema's and the server's errors land here.
 */
export function BlogLanguageFields(p: {
  lng: Lng;
  values: PostTexts;
  onChange: (field: keyof PostTexts, v: LocalizedText) => void;
  onPickImage: (lng: Lng, insert: (image: RichTextImage) => void) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('cms');
  const { lng, values: v } = p;
  /** The props tying an input to this language's text of `field` (name "title.en", so errors land on it). */
  const bind = (field: keyof PostTexts) => ({ name: `${field}.${lng}`, lang: lng, value: v[field][lng], onChange: (x: string) => p.onChange(field, { ...v[field], [lng]: x }) });
  const label = (f: string) => t(`cms:blog.field.${f}`);
  const count = (text: string, max: number, hint: string) => `${t('cms:blog.count', { count: text.length, max })} · ${hint}`;
  return (
    <>
      <TextField {...bind('title')} label={label('title')} maxLength={BLOG_TITLE_MAX} />
      <TextField {...bind('summary')} label={label('summary')} hint={t('cms:blog.hint.summary')} multiline maxLength={BLOG_SUMMARY_MAX} />
      <RichTextField {...bind('content')} label={label('content')} testId={`content-${lng}`} readOnly={p.readOnly} onPickImage={(insert) => p.onPickImage(lng, insert)} />
      <fieldset className="space-y-4 rounded-xl border border-stone-200 p-3 dark:border-stone-800">
        <legend className="px-1 text-sm font-semibold">{t('cms:blog.seo')}</legend>
        <TextField {...bind('seoTitle')} label={label('seoTitle')} hint={count(v.seoTitle[lng], BLOG_SEO_TITLE_MAX, t('cms:blog.hint.seoTitle'))} maxLength={BLOG_SEO_TITLE_MAX} />
        <TextField
          {...bind('seoDescription')}
          label={label('seoDescription')}
          hint={count(v.seoDescription[lng], BLOG_SEO_DESCRIPTION_MAX, t('cms:blog.hint.seoDescription'))}
          multiline
          maxLength={BLOG_SEO_DESCRIPTION_MAX}
        />
      </fieldset>
    </>
  );
}
