import type { LocalizedText } from '../../../common/i18n-config';
import type * as s from '../schema/content';

type Insert<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The demo clinic, as plain data. References between rows use codes/slugs/keys
 * (resolved to ids by the seeder), so the file reads like content, not like SQL.
 */
export interface DemoContent {
  site: Insert<typeof s.siteSetting>;
  places: Insert<typeof s.place>[];
  services: Insert<typeof s.service>[];
  staff: (Omit<Insert<typeof s.staff>, 'placeId'> & { placeCode: string })[];
  blogCategories: Insert<typeof s.blogCategory>[];
  hashtags: Insert<typeof s.hashtag>[];
  blogPosts: DemoBlogPost[];
  faqs: Insert<typeof s.faq>[];
  reviews: (Omit<Insert<typeof s.review>, 'serviceId'> & { serviceSlug: string | null })[];
  /** `planKeys` name the demo plans (seed-booking.ts) the offer's price applies to. */
  promotions: (Omit<Insert<typeof s.promotion>, 'serviceId'> & { serviceSlug: string | null; planKeys: string[] })[];
  events: (Omit<Insert<typeof s.event>, 'placeId' | 'serviceId'> & { placeCode: string; serviceSlug?: string })[];
}

/**
 * A demo blog post as the editor would write it (common/blog.schema.ts): published at `publishAt`,
 * HTML bodies, '' in a language it is not written in; SEO texts only where a post has its own.
 */
export interface DemoBlogPost {
  slug: string;
  categoryKey: string;
  authorSlug: string;
  hashtagKeys: string[];
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  seoTitle?: LocalizedText;
  seoDescription?: LocalizedText;
  cover: string;
  publishAt: Date;
}
