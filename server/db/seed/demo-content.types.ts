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
  blogPosts: (Omit<Insert<typeof s.blogPost>, 'categoryId' | 'authorId'> & {
    categoryKey: string;
    authorSlug: string;
    hashtagKeys: string[];
  })[];
  faqs: Insert<typeof s.faq>[];
  reviews: (Omit<Insert<typeof s.review>, 'serviceId'> & { serviceSlug: string | null })[];
  /** `planKeys` name the demo plans (seed-booking.ts) the offer's price applies to. */
  promotions: (Omit<Insert<typeof s.promotion>, 'serviceId'> & { serviceSlug: string | null; planKeys: string[] })[];
  events: (Omit<Insert<typeof s.event>, 'placeId' | 'serviceId'> & { placeCode: string; serviceSlug?: string })[];
}
