import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BLOG_HASHTAGS_MAX, blogPostInput } from '../../../common/blog.schema';
import { toClinicDate, toClinicTime } from '../../../common/clinic-time';
import type { BlogPostStatus } from '../../../common/content-enums';
import { LANGUAGE_SHORT_LABELS, LANGUAGE_NAMES, pickText, type Lng } from '../../../common/i18n-config';
import {
  EMPTY_TEXT,
  Form,
  FormButtons,
  FormSection,
  LanguageTabs,
  MultiSelectField,
  SelectField,
  TextField,
  UnsavedNote,
  idFromText,
  sendJson,
  textFromId,
  useForm,
  useUnsavedPageGuard,
} from '../../components/form';
import { BlogLanguageFields, POST_TEXT_FIELDS } from './blog-language-fields';
import { languageMarks, type PostTexts } from './blog-post-state';
import { BlogPublishPanel } from './blog-publish-panel';
import type { BlogChoice, ManagedBlogPost } from './blog-types';
import { openImagePicker } from './image-picker';
import { PictureField } from './picture-field';

/** The editor's values: the schema's input with selects as strings and an empty date as NaN. */
export interface BlogFormValues extends PostTexts {
  slug: string;
  categoryId: string;
  authorId: string;
  cover: string;
  hashtagIds: number[];
  status: BlogPostStatus;
  publishDate: number;
  publishTime: number | null;
}

/** A post (or nothing, for a new one) as the editor's values. */
export function blogFormValues(post: ManagedBlogPost | null): BlogFormValues {
  return {
    slug: post?.slug ?? '',
    categoryId: textFromId(post?.categoryId),
    authorId: textFromId(post?.authorId),
    cover: post?.cover ?? '',
    title: post?.title ?? EMPTY_TEXT,
    summary: post?.summary ?? EMPTY_TEXT,
    content: post?.content ?? EMPTY_TEXT,
    seoTitle: post?.seoTitle ?? EMPTY_TEXT,
    seoDescription: post?.seoDescription ?? EMPTY_TEXT,
    hashtagIds: post?.hashtagIds ?? [],
    status: post?.status ?? 'DRAFT',
    publishDate: post?.publishDate ?? Number.NaN,
    publishTime: post?.publishTime ?? null,
  };
}

/** The body for the API, checked with the schema the server uses (common/blog.schema.ts). */
export function checkBlogPost({ categoryId, authorId, publishDate, ...v }: BlogFormValues) {
  return blogPostInput.safeParse({
    ...v,
    categoryId: idFromText(categoryId) ?? Number.NaN,
    authorId: idFromText(authorId),
    publishDate: Number.isNaN(publishDate) ? null : publishDate,
  });
}

/**
 * A blog post, on a page of its own: its address, category, author, cover and hashtags; its texts
 * in three language tabs; when it goes live. Saving keeps the page (a new post moves to its own
 * address); the server's field errors land on their fields, in their language's tab.
 */
export function BlogPostForm(p: {
  post: ManagedBlogPost | null;
  categories: readonly BlogChoice[];
  hashtags: readonly BlogChoice[];
  authors: readonly BlogChoice[];
  lng: Lng;
  canEdit: boolean;
  canUpload: boolean;
}) {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const created = useRef<number | null>(null);
  const form = useForm({
    ns: 'cms',
    // The server's own refusals (a page address in use: error.duplicate) are common keys.
    serverMessage: (key) => (key.includes(':') ? key : `common:${key}`),
    readOnly: !p.canEdit,
    initial: () => blogFormValues(p.post),
    check: checkBlogPost,
    send: async (data) => {
      const r = await sendJson<{ post: ManagedBlogPost }>(p.post ? `/api/manage/blog/${p.post.id}` : '/api/manage/blog', p.post ? 'PUT' : 'POST', data);
      if (!p.post) created.current = r.post.id;
      return blogFormValues(r.post);
    },
    saved: {
      toast: t('cms:blog.saved'),
      then: () => {
        if (created.current === null) return;
        guard.release();
        navigate(`/manage/blog/${created.current}${window.location.search}`, { replace: true });
      },
    },
  });
  const guard = useUnsavedPageGuard(form.dirty);
  const { values: v, set, field } = form;
  const label = (f: string) => t(`cms:blog.field.${f}`);
  const named = (list: readonly BlogChoice[]) => list.map((x) => ({ value: x.id, label: pickText(x.name, p.lng) }));
  const pickImage = (lng: Lng, insert: (image: { src: string; alt: string }) => void) =>
    openImagePicker({ title: t('cms:richText.image'), lng: p.lng, canUpload: p.canUpload, onPick: (src, image) => insert({ src, alt: image.alt[lng] ?? '' }) });
  const onStatus = (s: BlogPostStatus) => {
    // Publishing with no time yet starts from this minute, in clinic time; the fields show it.
    if (s === 'PUBLISHED' && Number.isNaN(v.publishDate) && v.publishTime === null) {
      const now = new Date();
      form.change({ status: s, publishDate: toClinicDate(now), publishTime: toClinicTime(now) }, 'publishDate', 'publishTime');
    } else set('status', s, 'publishDate', 'publishTime');
  };
  return (
    <Form form={form} testId="blog-form" className="block">
      <fieldset disabled={!p.canEdit} className="grid min-w-0 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <FormSection id="blog-texts" title={t('cms:blog.texts')} className="card space-y-4 p-4 sm:p-5 min-w-0">
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('cms:blog.hint.languages')}</p>
          <LanguageTabs label={t('cms:blog.languages')} marks={languageMarks(v)} fields={POST_TEXT_FIELDS} testId="blog-language-tabs">
            {(lng) => <BlogLanguageFields lng={lng} values={v} onChange={(f, x) => set(f, x)} onPickImage={pickImage} readOnly={!p.canEdit} />}
          </LanguageTabs>
        </FormSection>
        <div className="space-y-5">
          <FormSection id="blog-publish" title={t('cms:blog.publish')} testId="blog-publish">
            <BlogPublishPanel
              status={v.status}
              publishDate={v.publishDate}
              publishTime={v.publishTime}
              onStatus={onStatus}
              onDate={(x) => set('publishDate', x, 'publishTime')}
              onTime={(x) => set('publishTime', x, 'publishDate')}
            />
            {p.post && <PreviewLinks id={p.post.id} written={p.post.writtenLanguages} />}
            {p.canEdit && (
              <div className="flex flex-wrap items-center justify-end gap-2">
                <UnsavedNote dirty={form.dirty} />
                <FormButtons busy={form.busy} saveTestId="blog-save" className="flex gap-2" />
              </div>
            )}
          </FormSection>
          <FormSection id="blog-details" title={t('cms:blog.details')}>
            <TextField {...field('slug')} label={label('slug')} hint={t('cms:blog.hint.slug')} maxLength={100} autoComplete="off" />
            <SelectField {...field('categoryId')} label={label('category')} placeholder={t('cms:blog.chooseCategory')} options={named(p.categories)} />
            <SelectField {...field('authorId')} label={label('author')} placeholder={t('cms:blog.clinicAuthor')} options={named(p.authors)} />
            <PictureField
              {...field('cover')}
              label={label('cover')}
              hint={t('cms:blog.hint.cover')}
              lng={p.lng}
              canUpload={p.canUpload}
              chooseText={t('cms:blog.chooseCover')}
              changeText={t('cms:blog.changeCover')}
              previewClass="aspect-video w-full max-w-80"
              testId="blog-cover-pick"
            />
            <MultiSelectField
              name="hashtagIds"
              legend={label('hashtags')}
              hint={t('cms:blog.hint.hashtags', { max: BLOG_HASHTAGS_MAX })}
              options={named(p.hashtags)}
              values={v.hashtagIds}
              max={BLOG_HASHTAGS_MAX}
              emptyText={t('cms:blog.noHashtags')}
              onChange={(x) => set('hashtagIds', x)}
            />
          </FormSection>
        </div>
      </fieldset>
    </Form>
  );
}

/** The saved post in each language it is written in, as the site will show it (a new tab). */
function PreviewLinks({ id, written }: { id: number; written: readonly Lng[] }) {
  const { t } = useTranslation('cms');
  if (written.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="blog-preview-links">
      <span>{t('cms:blog.previewSaved')}</span>
      {written.map((l) => (
        <a
          key={l}
          href={`/manage/blog/${id}/preview?lng=${l}`}
          target="_blank"
          rel="noopener"
          className="link"
          aria-label={t('cms:blog.previewIn', { language: LANGUAGE_NAMES[l] })}
        >
          {LANGUAGE_SHORT_LABELS[l]}
        </a>
      ))}
    </p>
  );
}
