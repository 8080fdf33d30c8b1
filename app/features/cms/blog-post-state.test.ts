import { describe, expect, it } from 'vitest';
import { fromClinic } from '../../../common/clinic-time';
import { languageMark, languageMarks, postTitle, publishPlan, type PostTexts } from './blog-post-state';

const empty = () => ({ 'zh-HK': '', 'zh-CN': '', en: '' });
const post = (en: Partial<Record<keyof PostTexts, string>>): PostTexts => {
  const p: PostTexts = { title: empty(), summary: empty(), content: empty(), seoTitle: empty(), seoDescription: empty() };
  for (const [k, v] of Object.entries(en)) p[k as keyof PostTexts].en = v;
  return p;
};

describe('a language of a post: written, partly written or empty (the schema’s rule)', () => {
  it.each([
    [{ title: 'Back pain', summary: 'Why it hurts', content: '<p>Text</p>' }, 'written'],
    [{ title: 'Back pain', summary: 'Why it hurts', content: '<p><img src="/uploads/a.webp" alt="x"></p>' }, 'written'],
    [{ title: 'Back pain', summary: 'Why it hurts', content: '<p></p>' }, 'partial'],
    [{ title: 'Back pain', summary: 'Why it hurts', content: '<p>&nbsp; </p>' }, 'partial'],
    [{ title: 'Back pain' }, 'partial'],
    [{ content: '<h2>Heading</h2>' }, 'partial'],
    [{ seoTitle: 'Only the search title' }, 'partial'],
    [{ seoDescription: 'Only the search description' }, 'partial'],
    [{ title: '   ', summary: ' ', content: '<p></p>' }, 'empty'],
    [{}, 'empty'],
  ] as const)('%j → %s', (texts, mark) => {
    expect(languageMark(post(texts), 'en')).toBe(mark);
  });

  it('marks each language on its own', () => {
    const p = post({ title: 'T', summary: 'S', content: '<p>C</p>' });
    p.title['zh-HK'] = '標題';
    expect(languageMarks(p)).toEqual({ 'zh-HK': 'partial', 'zh-CN': 'empty', en: 'written' });
  });
});

describe('what the publish panel says saving will do', () => {
  const now = fromClinic(20261205, 900).getTime();
  it.each([
    ['DRAFT', 20261206, 900, { kind: 'draft' }],
    ['DRAFT', null, null, { kind: 'draft' }],
    ['HIDDEN', 20261206, 900, { kind: 'hidden' }],
    ['PUBLISHED', 20261205, 901, { kind: 'scheduled', date: 20261205, time: 901 }],
    ['PUBLISHED', 20270101, 0, { kind: 'scheduled', date: 20270101, time: 0 }],
    ['PUBLISHED', 20261205, 900, { kind: 'published', date: 20261205, time: 900 }],
    ['PUBLISHED', 20250101, 1230, { kind: 'published', date: 20250101, time: 1230 }],
    ['PUBLISHED', null, 900, { kind: 'needsTime' }],
    ['PUBLISHED', Number.NaN, 900, { kind: 'needsTime' }],
    ['PUBLISHED', 20261205, null, { kind: 'needsTime' }],
    ['PUBLISHED', 20261205, Number.NaN, { kind: 'needsTime' }],
    ['PUBLISHED', 20261205, 2400, { kind: 'needsTime' }],
    ['PUBLISHED', 20260230, 900, { kind: 'needsTime' }],
  ] as const)('%s on %s at %s → %j', (status, date, time, plan) => {
    expect(publishPlan(status, date, time, now)).toEqual(plan);
  });
});

describe('a post’s title in a list', () => {
  const titled = (title: Partial<Record<'zh-HK' | 'zh-CN' | 'en', string>>, writtenLanguages: ('zh-HK' | 'zh-CN' | 'en')[] = []) => ({
    slug: 'back-pain',
    title: { ...empty(), ...title },
    writtenLanguages,
  });
  it('is in the page’s language, else a written one, else any, else the address', () => {
    expect(postTitle(titled({ en: 'Back pain', 'zh-HK': '背痛' }), 'en')).toBe('Back pain');
    expect(postTitle(titled({ 'zh-CN': '背痛（简）', 'zh-HK': '背痛（草稿）' }, ['zh-CN']), 'en')).toBe('背痛（简）');
    expect(postTitle(titled({ 'zh-HK': '背痛（草稿）' }), 'en')).toBe('背痛（草稿）');
    expect(postTitle(titled({ en: '  ' }), 'en')).toBe('back-pain');
  });
});
