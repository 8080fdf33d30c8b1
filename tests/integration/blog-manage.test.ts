import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostInput } from '../../common/blog.schema';
import { LANGUAGES, type Lng } from '../../common/i18n-config';
import { operationLog } from '../../server/db/schema/accounts';
import { blogPost } from '../../server/db/schema/content';
import { listManageBlog } from '../../server/domain/blog/list-manage-blog';
import { writeBlogPost } from '../../server/domain/blog/manage-blog';
import { sanitizePostHtml } from '../../server/domain/blog/sanitize-post-html';
import { renderBlogFeed } from '../../server/domain/content/blog-feed';
import { getBlogPost } from '../../server/domain/content/get-blog-post';
import { listBlogPosts } from '../../server/domain/content/list-blog-posts';
import { nextScheduledChangeAt } from '../../server/domain/site/next-scheduled-change';
import { bumpContentVersion } from '../../server/domain/site/content-version';
import { eventually, signedIn, apiBrowser, type ApiBrowser } from '../helpers/api-browser';
import { signedInStaff } from '../helpers/staff';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, migrateAll, migrationsBefore, TEST_DB_KIND } from '../helpers/test-db';
import { childText, childrenNamed, parseXml, type XmlElement } from '../helpers/xml';
import { L } from '../helpers/localized';

const ORIGIN = 'http://clinic.test';
const NONE = L('', '', '');
const bodyHtml = (words: string) => `<h2>${words}</h2><p>${words} in a paragraph.</p><ul><li><p>one</p></li></ul><blockquote><p>A quote</p></blockquote>`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ApiBrowser;
let choices: { categories: { id: number; key: string }[]; hashtags: { id: number; key: string }[]; authors: { id: number; slug: string }[] };
const tagId = (key: string) => choices.hashtags.find((h) => h.key === key)!.id;

/** A post written in `languages` (the others left empty), published at 2026-01-01 09:00 unless `over` says otherwise. */
function post(slug: string, over: Record<string, unknown> = {}, languages: readonly Lng[] = LANGUAGES) {
  const only = (v: Record<Lng, string>) => Object.fromEntries(LANGUAGES.map((l) => [l, languages.includes(l) ? v[l] : ''])) as Record<Lng, string>;
  return {
    slug,
    categoryId: choices.categories[0]!.id,
    authorId: choices.authors[0]!.id,
    cover: '/images/blog/runners-knee-guide.svg',
    title: only(L(`標題 ${slug}`, `标题 ${slug}`, `Title ${slug}`)),
    summary: only(L('摘要', '摘要', `Summary of ${slug}`)),
    content: only(L(bodyHtml('內文'), bodyHtml('正文'), bodyHtml(`Body of ${slug}`))),
    seoTitle: NONE,
    seoDescription: NONE,
    hashtagIds: [tagId('running')],
    status: 'PUBLISHED',
    publishDate: 20260101,
    publishTime: 900,
    ...over,
  };
}

const page = async (p: string) => (await t.request(p)).text();
/** The `<link>` tags of a page head as attribute maps. */
const links = (html: string) => [...html.matchAll(/<link\b([^>]*)>/g)].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!.replace(/&amp;/g, '&')])));
const alternates = (html: string) => Object.fromEntries(links(html).filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href]));
const feed = async (path: string) => parseXml(await page(path));
const entries = (f: XmlElement) => childrenNamed(f, 'entry');
const entryLinks = (f: XmlElement) => entries(f).map((e) => childrenNamed(e, 'link')[0]!.attrs.href);
const logOf = (id: number) => t.database.db.select().from(operationLog).where(and(eq(operationLog.resource, 'BLOG'), eq(operationLog.resourceId, String(id)))).orderBy(asc(operationLog.id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  choices = (await admin.call('GET', '/api/manage/blog')).json.choices;
});
afterAll(() => t?.close());

describe(`the blog in the back office on ${TEST_DB_KIND}`, () => {
  it('lists the seeded posts with everything the editor reopens, and the editor’s choices', async () => {
    const res = await admin.call('GET', '/api/manage/blog?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.json.pagination).toMatchObject({ currPage: 1, page: { total: 6 } });
    const moti = res.json.rows.find((r: { slug: string }) => r.slug === 'moti-ai-posture-analyzer-launch');
    expect(moti).toMatchObject({ status: 'PUBLISHED', state: 'published', publishDate: 20260805, publishTime: 1000, writtenLanguages: ['zh-HK', 'en'], deletedAt: null });
    expect(moti.title['zh-CN']).toBe('');
    expect(moti.content.en).toMatch(/^<p>.*<h2>How the scan works<\/h2>.*<ul><li><p>/);
    expect(Object.keys(moti).sort()).toEqual(
      ['authorId', 'categoryId', 'content', 'cover', 'deletedAt', 'hashtagIds', 'id', 'publishDate', 'publishTime', 'seoDescription', 'seoTitle', 'slug', 'state', 'status', 'summary', 'title', 'updatedAt', 'writtenLanguages'].sort(),
    );
    expect(res.json.choices.categories.map((c: { key: string }) => c.key)).toEqual(['pain-relief', 'exercise', 'pregnancy', 'clinic-news']);
    expect(res.json.choices.hashtags.length).toBe(8);
    expect(res.json.choices.authors.length).toBeGreaterThan(3);
    expect(res.json.choices.authors[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String), name: { en: expect.any(String) }, isShow: expect.any(Boolean) });
    // Every seeded body went through the sanitizer: storing it again changes nothing.
    for (const r of res.json.rows) for (const l of LANGUAGES) expect(sanitizePostHtml(r.content[l])).toBe(r.content[l]);
  });

  it('searches in any language and filters by category, hashtag and state', async () => {
    const q = async (query: string) => (await admin.call('GET', `/api/manage/blog?${query}`)).json.rows.map((r: { slug: string }) => r.slug);
    expect(await q('q=跑手膝')).toEqual(['runners-knee-guide']);
    expect(await q('q=PLANTAR')).toEqual(['plantar-fasciitis-morning-heel-pain']);
    expect(await q(`categoryId=${choices.categories.find((c) => c.key === 'exercise')!.id}`)).toEqual(['pilates-for-back-pain', 'runners-knee-guide']);
    expect(await q(`hashtagId=${tagId('running')}`)).toEqual(['plantar-fasciitis-morning-heel-pain', 'runners-knee-guide']);
    expect(await q('state=draft')).toEqual([]);
    expect((await admin.call('GET', '/api/manage/blog?state=nonsense')).status).toBe(400);
  });

  it('creates, replaces, deletes to the bin and restores, logging before and after; hashtags follow in the same write', async () => {
    const created = await admin.call('POST', '/api/manage/blog', post('log-post', { hashtagIds: [tagId('pilates'), tagId('running'), tagId('pilates')] }));
    expect(created.status, created.text).toBe(200);
    const id = created.json.post.id as number;
    expect(created.json.post).toMatchObject({ slug: 'log-post', state: 'published', hashtagIds: [tagId('running'), tagId('pilates')].sort((a, b) => a - b), writtenLanguages: [...LANGUAGES] });
    expect(await eventually(async () => (await page('/en/blog?tag=pilates')).includes('Title log-post'))).toBe(true);

    const replaced = await admin.call('PUT', `/api/manage/blog/${id}`, post('log-post', { status: 'HIDDEN', hashtagIds: [tagId('posture')] }));
    expect(replaced.json.post).toMatchObject({ status: 'HIDDEN', state: 'hidden', hashtagIds: [tagId('posture')] });
    expect(await eventually(async () => (await t.request('/en/blog/log-post')).status === 404)).toBe(true);

    await admin.call('PUT', `/api/manage/blog/${id}`, post('log-post'));
    expect((await admin.call('DELETE', `/api/manage/blog/${id}`)).json.post.deletedAt).toEqual(expect.any(Number));
    expect((await admin.call('DELETE', `/api/manage/blog/${id}`)).status).toBe(200); // twice: nothing more
    expect((await admin.call('PUT', `/api/manage/blog/${id}`, post('log-post'))).status).toBe(404);
    expect(await eventually(async () => (await t.request('/en/blog/log-post')).status === 404)).toBe(true);
    expect((await admin.call('GET', '/api/manage/blog?state=deleted')).json.rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await admin.call('POST', `/api/manage/blog/${id}/restore`)).json.post).toMatchObject({ deletedAt: null, state: 'published' });
    expect(await eventually(async () => (await t.request('/en/blog/log-post')).status === 200)).toBe(true);

    const log = await logOf(id);
    expect(log.map((r) => r.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE', 'RECOVER']);
    expect(log[0]).toMatchObject({ before: null, after: { slug: 'log-post', status: 'PUBLISHED' } });
    expect(log[1]).toMatchObject({ before: { status: 'PUBLISHED', hashtagIds: expect.arrayContaining([tagId('pilates')]) }, after: { status: 'HIDDEN', hashtagIds: [tagId('posture')] } });
    expect(log[3]).toMatchObject({ before: { deletedAt: null }, after: { deletedAt: expect.any(Number) } });
  });

  it('a scheduled post is public only from its time: list, page, manage state and feed, read at a given moment', async () => {
    const created = await admin.call('POST', '/api/manage/blog', post('scheduled-post', { publishDate: 20310301, publishTime: 1000 }));
    expect(created.status, created.text).toBe(200);
    const at = new Date('2031-03-01T10:00:00+08:00');
    const before = new Date(at.getTime() - 60_000);
    const after = new Date(at.getTime() + 60_000);
    const db = t.database.db;
    const slugs = async (now: Date) => (await listBlogPosts(db, { lng: 'en' }, now)).map((p) => p.slug);
    const state = async (now: Date) => (await listManageBlog(db, { state: 'current', q: 'scheduled-post', page: 1, pageSize: 20 }, now)).rows[0]!.state;

    expect(await slugs(before)).not.toContain('scheduled-post');
    await expect(getBlogPost(db, 'scheduled-post', 'en', before)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await state(before)).toBe('scheduled');
    // The caches know to look again at its time.
    expect((await nextScheduledChangeAt(db, before))?.getTime()).toBe(at.getTime());
    const feedAt = async (now: Date) => renderBlogFeed({ posts: await listBlogPosts(db, { lng: 'en', limit: 20 }, now), lng: 'en', base: ORIGIN, siteName: 'Aloha', title: 'Blog', subtitle: '', now });
    expect(entryLinks(parseXml(await feedAt(before)))).not.toContain(`${ORIGIN}/en/blog/scheduled-post`);

    expect((await slugs(after))[0]).toBe('scheduled-post');
    expect((await getBlogPost(db, 'scheduled-post', 'en', after)).publishAt.getTime()).toBe(at.getTime());
    expect(await state(after)).toBe('published');
    expect(entryLinks(parseXml(await feedAt(after)))[0]).toBe(`${ORIGIN}/en/blog/scheduled-post`);

    // Today is before its time: the site does not have it anywhere.
    expect((await t.request('/en/blog/scheduled-post')).status).toBe(404);
    expect(await page('/en/blog')).not.toContain('scheduled-post');
    expect(await page('/sitemap.xml')).not.toContain('scheduled-post');
    expect(entryLinks(await feed('/en/blog/feed.xml'))).not.toContain(`${ORIGIN}/en/blog/scheduled-post`);
    // A draft is never public, whatever its date.
    await admin.call('PUT', `/api/manage/blog/${created.json.post.id}`, post('scheduled-post', { status: 'DRAFT', publishDate: null, publishTime: null }));
    expect(await slugs(after)).not.toContain('scheduled-post');
    expect(await state(after)).toBe('draft');
    await admin.call('PUT', `/api/manage/blog/${created.json.post.id}`, post('scheduled-post', { status: 'DRAFT' }));
    expect((await nextScheduledChangeAt(db, before))?.getTime(), 'a dated draft schedules nothing').not.toBe(at.getTime());
  });

  it('a post missing a language is not listed in it, answers 404 there, and names only its languages in hreflang, the sitemap and the feeds', async () => {
    expect((await admin.call('POST', '/api/manage/blog', post('two-languages', {}, ['zh-HK', 'en']))).status).toBe(200);
    expect((await admin.call('POST', '/api/manage/blog', post('english-only', {}, ['en']))).status).toBe(200);
    expect(await eventually(async () => (await page('/en/blog')).includes('Title two-languages'))).toBe(true);

    expect(await page('/zh-CN/blog')).not.toContain('two-languages');
    expect(await page('/blog')).toContain('標題 two-languages');
    expect(await page('/blog')).not.toContain('english-only');
    expect(await page(`/zh-CN/blog?tag=running`)).not.toContain('two-languages');
    expect((await t.request('/zh-CN/blog/two-languages')).status).toBe(404);
    expect((await t.request('/blog/english-only')).status).toBe(404);
    // The seeded post written in zh-HK and English only.
    expect(await page('/zh-CN/blog')).not.toContain('moti-ai-posture-analyzer-launch');
    expect((await t.request('/zh-CN/blog/moti-ai-posture-analyzer-launch')).status).toBe(404);

    const en = await page('/en/blog/two-languages');
    expect(alternates(en)).toEqual({ 'zh-HK': `${ORIGIN}/blog/two-languages`, en: `${ORIGIN}/en/blog/two-languages`, 'x-default': `${ORIGIN}/blog/two-languages` });
    expect(alternates(await page('/en/blog/english-only'))).toEqual({ en: `${ORIGIN}/en/blog/english-only`, 'x-default': `${ORIGIN}/en/blog/english-only` });
    // The language switcher sends Simplified Chinese readers to their blog, not to a missing page.
    const switcher = [...en.matchAll(/<a\b[^>]*hreflang="zh-CN"[^>]*>/gi)].map((m) => /href="([^"]*)"/.exec(m[0])![1]);
    expect(switcher.length).toBeGreaterThan(0);
    expect(new Set(switcher)).toEqual(new Set(['/zh-CN/blog']));

    const sitemap = await page('/sitemap.xml');
    parseXml(sitemap);
    expect(sitemap).toContain(`<loc>${ORIGIN}/blog/two-languages</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/en/blog/two-languages</loc>`);
    expect(sitemap).not.toContain(`${ORIGIN}/zh-CN/blog/two-languages`);
    expect(sitemap).not.toContain(`${ORIGIN}/zh-CN/blog/moti-ai-posture-analyzer-launch`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/en/blog/english-only</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/blog/english-only"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/en/blog/english-only"/></url>`);

    expect(entryLinks(await feed('/en/blog/feed.xml'))).toContain(`${ORIGIN}/en/blog/two-languages`);
    expect(entryLinks(await feed('/blog/feed.xml'))).toContain(`${ORIGIN}/blog/two-languages`);
    const zhCN = entryLinks(await feed('/zh-CN/blog/feed.xml'));
    expect(zhCN.some((l) => /two-languages|english-only|moti-ai/.test(l!))).toBe(false);
    expect(zhCN.length).toBeGreaterThan(0);
  });

  it('serves a well-formed Atom feed per language, linked from the blog pages, following the content', async () => {
    for (const [path, lng] of [['/blog/feed.xml', 'zh-HK'], ['/zh-CN/blog/feed.xml', 'zh-CN'], ['/en/blog/feed.xml', 'en']] as const) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      const f = parseXml(await res.text());
      expect(f).toMatchObject({ name: 'feed', attrs: { xmlns: 'http://www.w3.org/2005/Atom', 'xml:lang': lng } });
      expect(childrenNamed(f, 'link').map((l) => l.attrs.href)).toContain(`${ORIGIN}${path}`);
      for (const e of entries(f)) {
        for (const name of ['id', 'title', 'updated', 'published', 'summary', 'content']) expect(childText(e, name), `${path} entry ${name}`).not.toBe('');
        expect(childText(childrenNamed(e, 'author')[0]!, 'name')).not.toBe('');
        expect(childrenNamed(e, 'category')[0]!.attrs.term).toMatch(/^[a-z-]+$/);
        expect(childrenNamed(e, 'content')[0]!.attrs.type).toBe('html');
      }
      const dates = entries(f).map((e) => childText(e, 'published'));
      expect(dates).toEqual([...dates].sort().reverse());
      const blog = await page(path.replace('/feed.xml', ''));
      expect(links(blog).find((l) => l.type === 'application/atom+xml')).toMatchObject({ rel: 'alternate', href: `${ORIGIN}${path}` });
    }
    // The body is the stored HTML with site paths made absolute, escaped in the XML.
    const runners = entries(await feed('/en/blog/feed.xml')).find((e) => childText(e, 'id').endsWith('/runners-knee-guide'))!;
    expect(childText(runners, 'content')).toMatch(/^<p>Runner's knee.*<h2>Why it hurts<\/h2>/);
    expect(childText(runners, 'title')).toBe("Runner's Knee: Why It Hurts and How to Prevent It");

    // A new post reaches the feed with the content version.
    await admin.call('POST', '/api/manage/blog', post('feed-news', { publishDate: 20261120, publishTime: 800, content: L(bodyHtml('內文'), bodyHtml('正文'), '<p>See <a href="/services/physiotherapy">our service</a> <img src="/images/blog/runners-knee-guide.svg" alt="knee"></p>') }));
    expect(await eventually(async () => entryLinks(await feed('/en/blog/feed.xml')).includes(`${ORIGIN}/en/blog/feed-news`))).toBe(true);
    const news = entries(await feed('/en/blog/feed.xml')).find((e) => childText(e, 'id').endsWith('/feed-news'))!;
    expect(childText(news, 'content')).toBe(`<p>See <a href="${ORIGIN}/services/physiotherapy">our service</a> <img src="${ORIGIN}/images/blog/runners-knee-guide.svg" alt="knee" loading="lazy" /></p>`);
  });

  it('shows the post’s own SEO title and description when set, its title and summary otherwise', async () => {
    await admin.call('POST', '/api/manage/blog', post('seo-post', { seoTitle: L('', '', 'Own search title'), seoDescription: L('', '', 'Own search description') }));
    expect(await eventually(async () => (await t.request('/en/blog/seo-post')).status === 200)).toBe(true);
    const en = await page('/en/blog/seo-post');
    expect(en).toMatch(/<title>Own search title \| [^<]+<\/title>/);
    expect(en).toContain('<meta name="description" content="Own search description"/>');
    const zh = await page('/blog/seo-post');
    expect(zh).toMatch(/<title>標題 seo-post \| [^<]+<\/title>/);
    expect(zh).toContain('<meta name="description" content="摘要"/>');
  });

  it('keeps markup in every field inert: titles, summary and SEO texts as text, the body through the sanitizer — on the page and in the feed', async () => {
    const text = `<script>alert('t')</script><img src=x onerror=alert('t')>`;
    const body = `<p>Kept words</p><script>alert('b')</script><img src="x" onerror="alert('b')"><svg onload="alert('b')"></svg><a href="javascript:alert('b')">link</a><p style="x:expression(alert('b'))" onclick="alert('b')">more</p><iframe src="javascript:alert('b')"></iframe>`;
    const res = await admin.call('POST', '/api/manage/blog', post('xss-post', { title: L(text, text, `XSS ${text}`), summary: L(text, text, text), seoTitle: L(text, text, text), seoDescription: L(text, text, text), content: L(body, body, body) }));
    expect(res.status, res.text).toBe(200);
    expect(res.json.post.content.en).toBe('<p>Kept words</p>link<p>more</p>');
    expect(res.json.post.title.en).toBe(`XSS ${text}`);
    expect(await eventually(async () => (await t.request('/en/blog/xss-post')).status === 200)).toBe(true);
    for (const path of ['/en/blog/xss-post', '/en/blog', '/blog/xss-post']) {
      const html = await page(path);
      // No payload as markup anywhere (the page's data for hydration included)…
      expect(html, path).not.toContain("<script>alert('t')");
      expect(html, path).not.toContain('<img src=x onerror');
      expect(html, path).toContain('&lt;script&gt;alert');
      // …and, the app's own scripts aside, no element with a handler, a script address, a style or a frame.
      const tags = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').match(/<[a-zA-Z][^>]*>/g)!;
      const active = (tag: string) =>
        /^<(iframe|object|embed)\b/i.test(tag) ||
        [...tag.matchAll(/\s([^\s=/>"]+)(?:="([^"]*)")?/g)].some(([, name, value = '']) => /^on/i.test(name!) || (/^(href|src|action|style)$/i.test(name!) && /javascript:|expression\(/i.test(value)));
      expect(tags.filter(active), path).toEqual([]);
    }
    const f = await feed('/en/blog/feed.xml');
    const entry = entries(f).find((e) => childText(e, 'id').endsWith('/xss-post'))!;
    expect(childText(entry, 'title')).toBe(`XSS ${text}`);
    expect(childText(entry, 'summary')).toBe(text);
    expect(childText(entry, 'content')).toBe('<p>Kept words</p>link<p>more</p>');
  });

  it('refuses a taken address with 409 on the slug, and bad input with 400 naming each field, changing nothing', async () => {
    const before = (await admin.call('GET', '/api/manage/blog?pageSize=100&state=current')).json;
    const dup = await admin.call('POST', '/api/manage/blog', post('runners-knee-guide'));
    expect(dup.status).toBe(409);
    expect(dup.json.data).toMatchObject({ field: 'slug' });
    const other = before.rows.find((r: { slug: string }) => r.slug === 'pilates-for-back-pain');
    expect((await admin.call('PUT', `/api/manage/blog/${other.id}`, post('Runners-Knee-Guide'))).status).toBe(409);

    const fields = async (b: unknown) => {
      const r = await admin.call('POST', '/api/manage/blog', b);
      expect(r.status, r.text).toBe(400);
      return (r.json.data.fields as { field: string; message: string }[]).map((f) => `${f.field} ${f.message}`).sort();
    };
    expect(await fields(post('Bad Slug!', { cover: '', publishDate: null, publishTime: null, summary: L('摘要', '', 'Summary') }))).toEqual([
      'cover cms:blog.coverRequired', 'publishDate cms:blog.publishAtRequired', 'publishTime cms:blog.publishAtRequired', 'slug cms:form.invalid', 'summary.zh-CN cms:blog.languageIncomplete',
    ]);
    expect(await fields(post('many-tags', { cover: 'javascript:alert(1)', hashtagIds: Array.from({ length: 11 }, (_, i) => i + 1) }))).toEqual(['cover cms:form.invalid', 'hashtagIds cms:form.tooMany']);
    expect(await fields(post('no-language', {}, []))).toEqual(['title.zh-HK cms:blog.oneLanguage']);
    expect(await fields(post('half-moment', { status: 'DRAFT', publishTime: null }))).toEqual(['publishTime cms:form.dateAndTime']);
    expect(await fields(post('missing-links', { categoryId: 99999, authorId: 99999, hashtagIds: [99999] }))).toEqual(['authorId cms:form.invalid', 'categoryId cms:form.invalid', 'hashtagIds cms:form.invalid']);
    // A body the sanitizer empties is not written in that language.
    expect(await fields(post('emptied-body', { content: L(bodyHtml('內文'), bodyHtml('正文'), '<script>alert(1)</script><p><img src="https://evil.example/x.png"></p>') }))).toEqual(['content.en cms:blog.languageIncomplete']);
    expect((await admin.call('GET', '/api/manage/blog?pageSize=100&state=current')).json).toEqual(before);
  });

  it('previews any post exactly as its public page shows it, to staff holding BLOG_VIEW only', async () => {
    const draft = await admin.call('POST', '/api/manage/blog', post('preview-draft', { status: 'DRAFT', publishDate: null, publishTime: null }, ['zh-HK', 'en']));
    const id = draft.json.post.id as number;
    const shown = await admin.call('GET', `/manage/blog/${id}/preview?lng=en`);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Preview — not published');
    expect(shown.text).toContain('Draft: this post is not on the site.');
    expect(shown.text).toContain('<h1');
    expect(shown.text).toContain('Title preview-draft');
    expect(shown.text).toContain('<h2>Body of preview-draft</h2>');
    const notWritten = await admin.call('GET', `/manage/blog/${id}/preview?lng=zh-CN`);
    expect(notWritten.status).toBe(200);
    expect(notWritten.text).toContain('这篇文章还没有用这种语言撰写。');

    // The article is the public page's own, byte for byte.
    const runners = (await admin.call('GET', '/api/manage/blog?q=runners-knee')).json.rows[0];
    const article = (html: string) => /<article>[\s\S]*<\/article>/.exec(html)![0];
    expect(article((await admin.call('GET', `/manage/blog/${runners.id}/preview?lng=en`)).text)).toBe(article(await page('/en/blog/runners-knee-guide')));

    expect((await admin.call('GET', '/manage/blog/99999/preview?lng=en')).status).toBe(404);
    const anonymous = await apiBrowser(t).call('GET', `/manage/blog/${id}/preview?lng=en`);
    expect(anonymous.status).toBe(302);
    expect((await (await signedIn(t, 'member')).call('GET', `/manage/blog/${id}/preview?lng=en`)).status).toBe(403);
    expect((await (await signedIn(t, 'staff')).call('GET', `/manage/blog/${id}/preview?lng=en`)).status).toBe(403);
    expect((await (await signedInStaff(t, ['BLOG_VIEW'])).call('GET', `/manage/blog/${id}/preview?lng=en`)).status).toBe(200);
  });

  it('the feed carries the latest 20 posts', async () => {
    // Written straight through the writer (the seed's way in): 20 more posts, newest last.
    await t.database.db.transaction(async (tx) => {
      for (let i = 1; i <= 20; i++) await writeBlogPost(tx, null, blogPostInput.parse(post(`bulk-${i}`, { publishDate: 20261120, publishTime: 1000 + i })));
    });
    await bumpContentVersion(t.database.db, ['blog']);
    expect(await eventually(async () => entryLinks(await feed('/en/blog/feed.xml')).includes(`${ORIGIN}/en/blog/bulk-20`))).toBe(true);
    const got = entryLinks(await feed('/en/blog/feed.xml'));
    expect(got).toEqual(Array.from({ length: 20 }, (_, i) => `${ORIGIN}/en/blog/bulk-${20 - i}`));
    expect(await t.database.db.$count(blogPost)).toBeGreaterThan(26);
  });
});

describe(`migration 0017 on ${TEST_DB_KIND}`, () => {
  it('turns the on/off switch into a status and plain-text bodies into escaped HTML paragraphs', async () => {
    const older = migrationsBefore('_blog_posts');
    const { database, drop } = await createTestDatabase(older.dir);
    try {
      const db = database.db;
      await db.execute(sql`insert into blog_category (id, key, name) values (1, 'news', '{"zh-HK":"消息","zh-CN":"消息","en":"News"}')`);
      const text = { 'zh-HK': '第一段\n\n第二段 <b>粗</b> & 更多', 'zh-CN': '', en: '  First line\nsame paragraph\r\n\r\n\n  Second & <script>alert(1)</script>  \n\n\n' };
      const insert = (id: number, slug: string, enabled: boolean) =>
        db.execute(sql`insert into blog_post (id, slug, category_id, title, summary, content, cover, is_enabled, publish_at)
          values (${id}, ${slug}, 1, '{"zh-HK":"t","zh-CN":"","en":"t"}', '{"zh-HK":"s","zh-CN":"","en":"s"}', ${JSON.stringify(text)}::jsonb, '/images/x.svg', ${enabled}, '2026-01-01T00:00:00Z')`);
      await insert(1, 'on', true);
      await insert(2, 'off', false);

      await migrateAll(database);

      const rows = await db.select().from(blogPost).orderBy(asc(blogPost.id));
      expect(rows.map((r) => r.status)).toEqual(['PUBLISHED', 'HIDDEN']);
      expect(rows[0]!.content).toEqual({
        'zh-HK': '<p>第一段</p><p>第二段 &lt;b&gt;粗&lt;/b&gt; &amp; 更多</p>',
        'zh-CN': '',
        en: '<p>First line\nsame paragraph</p><p>Second &amp; &lt;script&gt;alert(1)&lt;/script&gt;</p>',
      });
      expect(rows[0]).toMatchObject({ seoTitle: NONE, seoDescription: NONE, deletedAt: null, publishAt: new Date('2026-01-01T00:00:00Z') });
      // What the migration wrote is what the sanitizer would keep.
      for (const l of LANGUAGES) expect(sanitizePostHtml(rows[0]!.content[l])).toBe(rows[0]!.content[l]);
      await expect(db.execute(sql`select is_enabled from blog_post`)).rejects.toThrow();
    } finally {
      await drop();
      older.remove();
    }
  });
});
