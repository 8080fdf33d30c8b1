import { toClinicDate, toClinicTime } from '../../../common/clinic-time';
import { blogPostInput } from '../../../common/blog.schema';
import { eventInput } from '../../../common/event.schema';
import { faqInput } from '../../../common/faq.schema';
import { reviewInput } from '../../../common/review.schema';
import { teamProfileInput } from '../../../common/team.schema';
import { writeBlogPost } from '../../domain/blog/manage-blog';
import { writeEvent } from '../../domain/event/manage-events';
import { writeFaq } from '../../domain/faq/save-faq';
import { writeReview } from '../../domain/review/manage-reviews';
import { writeTeamProfile } from '../../domain/team/manage-team';
import type { Db } from '../client';
import * as s from '../schema/content';
import type { DemoContent } from './demo-content.types';

/**
 * The clinic's own contact details and default meta, needed by every page: written once into an
 * empty database whether or not the demo content is (staff edit them in the back office).
 */
export async function ensureSiteSettings(db: Db, site: DemoContent['site']): Promise<void> {
  await db.insert(s.siteSetting).values({ ...site, id: 1 }).onConflictDoNothing();
  await db.insert(s.contentVersion).values({ id: 1, version: 1 }).onConflictDoNothing();
}

/**
 * Fills an empty database with the demo clinic. Idempotent: when the site settings row exists the
 * database is considered seeded and nothing is written. Returns whether it seeded.
 */
export async function seedDemo(db: Db, content: DemoContent): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Seeded once: the demo services are the marker (site settings may exist without demo content).
    const existing = await tx.select({ id: s.service.id }).from(s.service).limit(1);
    if (existing.length > 0) return false;

    await tx.insert(s.siteSetting).values({ ...content.site, id: 1 }).onConflictDoNothing();
    await tx.insert(s.contentVersion).values({ id: 1, version: 1 }).onConflictDoNothing();

    const places = await tx.insert(s.place).values(content.places).returning();
    const placeId = (code: string) => required(places.find((p) => p.code === code), `place ${code}`).id;

    const services = await tx.insert(s.service).values(content.services).returning();
    const serviceId = (slug: string | null) =>
      slug === null ? null : required(services.find((x) => x.slug === slug), `service ${slug}`).id;

    // Profiles through the team editor's rules and writer (common/team.schema.ts, domain/team).
    const staff = [];
    for (const { placeCode, isTherapist, ...profile } of content.staff) staff.push(await writeTeamProfile(tx, null, teamProfileInput.parse(profile), { isTherapist, placeId: placeId(placeCode) }));

    const categories = await tx.insert(s.blogCategory).values(content.blogCategories).returning();
    const tags = await tx.insert(s.hashtag).values(content.hashtags).returning();
    // Through the blog editor's rules and writer: every body through the one sanitizer (domain/blog).
    const none = { 'zh-HK': '', 'zh-CN': '', en: '' };
    for (const { categoryKey, authorSlug, hashtagKeys, publishAt, seoTitle, seoDescription, ...post } of content.blogPosts) {
      const input = blogPostInput.parse({
        ...post,
        seoTitle: seoTitle ?? none,
        seoDescription: seoDescription ?? none,
        status: 'PUBLISHED',
        publishDate: toClinicDate(publishAt),
        publishTime: toClinicTime(publishAt),
        categoryId: required(categories.find((c) => c.key === categoryKey), `category ${categoryKey}`).id,
        authorId: required(staff.find((x) => x.slug === authorSlug), `author ${authorSlug}`).id,
        hashtagIds: hashtagKeys.map((key) => required(tags.find((t) => t.key === key), `hashtag ${key}`).id),
      });
      await writeBlogPost(tx, null, input);
    }

    // Through the editor's own rules and writer (common/faq.schema.ts, domain/faq). Promotions link
    // plans, so seed-booking.ts writes them once the plans exist.
    for (const entry of content.faqs) await writeFaq(tx, null, faqInput.parse(entry));
    for (const { serviceSlug, ...r } of content.reviews) await writeReview(tx, null, reviewInput.parse({ ...r, serviceId: serviceId(serviceSlug) }));
    for (const { placeCode, serviceSlug, startAt, endAt, openAt, closeAt, ...e } of content.events) {
      const moments = { start: startAt, end: endAt, open: openAt, close: closeAt };
      const clinic = Object.fromEntries(Object.entries(moments).flatMap(([k, d]) => [[`${k}Date`, toClinicDate(d)], [`${k}Time`, toClinicTime(d)]]));
      await writeEvent(tx, null, eventInput.parse({ ...e, ...clinic, placeId: placeId(placeCode), serviceId: serviceId(serviceSlug ?? null) }));
    }
    return true;
  });
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo content refers to a missing ${what}`);
  return value;
}
