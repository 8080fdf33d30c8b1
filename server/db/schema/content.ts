import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, serial, text, timestamp,
} from 'drizzle-orm/pg-core';
import type { ServiceHours } from '../../../common/booking-setup-rules';
import { BLOG_POST_STATUSES, FAQ_TYPES, REVIEW_SOURCES, REVIEW_STATUSES } from '../../../common/content-enums';
import type { LocalizedText } from '../../../common/i18n-config';
import { localized, timestamps, visibility } from './columns';

export const faqType = pgEnum('faq_type', FAQ_TYPES);
export const promotionKind = pgEnum('promotion_kind', ['basic', 'addon']);
export const caseType = pgEnum('case_type', ['PHYSIO', 'PILATES', 'PREGNANT']);

/** One row (id = 1): the clinic's public contact details and default page meta. */
export const siteSetting = pgTable('site_setting', {
  id: integer('id').primaryKey().default(1),
  name: localized('name'),
  /** Default page meta (spec §2 "Per-page layout settings"). */
  description: localized('description'),
  keywords: localized('keywords'),
  shareImage: text('share_image').notNull(),
  phone: text('phone').notNull(),
  phone2: text('phone2').notNull(),
  whatsapp: text('whatsapp').notNull(),
  email: text('email').notNull(),
  instagramUrl: text('instagram_url').notNull().default(''),
  facebookUrl: text('facebook_url').notNull().default(''),
  /** A note shown with the opening hours (e.g. "Closed on typhoon signal 8"); empty = none. */
  hoursNote: localized('hours_note').default({ 'zh-HK': '', 'zh-CN': '', en: '' }),
  /** Google Analytics measurement id (G-…); empty = no analytics script (spec §9: loaded only when configured, never in debug). */
  analyticsId: text('analytics_id').notNull().default(''),
  /** Meta (Facebook) pixel id; empty = no pixel. */
  adPixelId: text('ad_pixel_id').notNull().default(''),
  /** How members pay offline (issue 12; docs/deals.md): each method is offered only when set. FPS id (phone, e-mail or FPS number). */
  payFpsId: text('pay_fps_id').notNull().default(''),
  /** PayMe payment link (https). */
  payPaymeLink: text('pay_payme_link').notNull().default(''),
  /** Bank account for transfers: bank, account name and number as members should read them. */
  payBankAccount: text('pay_bank_account').notNull().default(''),
  /** POINT earned per payment (issue 12; docs/ledger.md): one point per this many HKD cents paid; 0 = no points. */
  pointEarnCents: integer('point_earn_cents').notNull().default(1000),
  /** What one POINT is worth when redeemed, in HKD cents. */
  pointValueCents: integer('point_value_cents').notNull().default(10),
  /** Minutes a freed slot is held for the waiting member it is offered to (issue 13; docs/booking.md). */
  waitlistHoldMinutes: integer('waitlist_hold_minutes').notNull().default(15),
  /** Members with at least this many no-shows (MISS) have online bookings wait for staff approval; 0 = off. */
  noShowApprovalAfter: integer('no_show_approval_after').notNull().default(0),
  /** Booking reminders (issue 13): hours before the start, comma-separated, largest first ("24,2"); empty = none. */
  reminderHours: text('reminder_hours').notNull().default('24,2'),
  /** Retention (issue 14; docs/privacy.md): the retention job clears what is older than these. Chat messages and files, in months. */
  retainChatMonths: integer('retain_chat_months').notNull().default(24),
  /** Text messages sent (the SMS log) and one-time codes, in days. */
  retainSmsDays: integer('retain_sms_days').notNull().default(90),
  /** Client error reports, in days. */
  retainErrorReportDays: integer('retain_error_report_days').notNull().default(90),
  /** Network addresses in the operation log and sessions, in days (the entries stay). */
  retainLogIpDays: integer('retain_log_ip_days').notNull().default(180),
  /** Accounts closed by staff (deleted) are erased this many days later. */
  eraseClosedAfterDays: integer('erase_closed_after_days').notNull().default(30),
  ...timestamps(),
}, (t) => [
  check('site_setting_single_row', sql`${t.id} = 1`),
  check('site_setting_points', sql`${t.pointEarnCents} >= 0 and ${t.pointValueCents} >= 0`),
  check('site_setting_waitlist', sql`${t.waitlistHoldMinutes} between 1 and 1440 and ${t.noShowApprovalAfter} between 0 and 100`),
  check(
    'site_setting_retention',
    sql`${t.retainChatMonths} between 1 and 120 and ${t.retainSmsDays} between 1 and 3650 and ${t.retainErrorReportDays} between 1 and 3650 and ${t.retainLogIpDays} between 1 and 3650 and ${t.eraseClosedAfterDays} between 0 and 3650`,
  ),
]);

/** The clinic's offices (Central, Tsim Sha Tsui) with their booking settings. */
export const place = pgTable('place', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: localized('name'),
  address: localized('address'),
  addressDesc: localized('address_desc'),
  phone: text('phone').notNull(),
  phone2: text('phone2').notNull().default(''),
  mapUrl: text('map_url').notNull().default(''),
  serviceHours: jsonb('service_hours').$type<ServiceHours>().notNull().default({ mode: 'DAILY', daily: [{ start: 900, end: 1900 }] }),
  /** Name of the minute grid offered to members (common/minute-grid.ts). */
  minuteGrid: text('minute_grid').notNull().default('half'),
  /** Members may cancel or reschedule until this many hours before the start. */
  changeWindowHours: integer('change_window_hours').notNull().default(24),
  isBookable: boolean('is_bookable').notNull().default(true),
  ...visibility(),
  ...timestamps(),
});

/** The 8 service pages (spec §2), addressed by slug. */
export const service = pgTable('service', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  caseType: caseType('case_type'),
  name: localized('name'),
  summary: localized('summary'),
  /** Body paragraphs; blank lines separate paragraphs. */
  content: localized('content'),
  /** Short selling points shown as a list. */
  highlights: jsonb('highlights').$type<LocalizedText[]>().notNull().default([]),
  icon: text('icon').notNull(),
  image: text('image').notNull(),
  ...visibility(),
  ...timestamps(),
});

/** Team profiles (spec §3 Staff: bio, title, album, qualifications, isTherapist, place). */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name'),
  title: localized('title'),
  bio: localized('bio'),
  qualifications: jsonb('qualifications').$type<LocalizedText[]>().notNull().default([]),
  photo: text('photo').notNull(),
  isTherapist: boolean('is_therapist').notNull().default(true),
  placeId: integer('place_id').references(() => place.id),
  /** Online booking (spec §3 bookCfg): isEnable = members may book this therapist; isRandom = a random free room is assigned. */
  bookCfg: jsonb('book_cfg').$type<{ isEnable: boolean; isRandom: boolean }>().notNull().default({ isEnable: false, isRandom: true }),
  /** The album whose photos the profile shows as a gallery (spec §3 Staff "album"); null = none. Deleting the album clears it. */
  albumId: integer('album_id').references(() => album.id, { onDelete: 'set null' }),
  ...visibility(),
  ...timestamps(),
});

export const blogCategory = pgTable('blog_category', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: localized('name'),
  sort: integer('sort').notNull().default(0),
});

export const hashtag = pgTable('hashtag', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: localized('name'),
});

export const blogPostStatus = pgEnum('blog_post_status', BLOG_POST_STATUSES);

/**
 * A blog post (issue 11). Public when PUBLISHED, `publishAt` has passed, not deleted, and only in
 * the languages it is written in (title, summary and body all filled: common/blog.schema.ts).
 */
export const blogPost = pgTable('blog_post', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  categoryId: integer('category_id').notNull().references(() => blogCategory.id),
  authorId: integer('author_id').references(() => staff.id),
  title: localized('title'),
  summary: localized('summary'),
  /** HTML per language, sanitized by server/domain/blog/sanitize-post-html.ts on every write; '' = not written. */
  content: localized('content'),
  /** Search-engine title and description per language; '' = the title / the summary. */
  seoTitle: localized('seo_title').default({ 'zh-HK': '', 'zh-CN': '', en: '' }),
  seoDescription: localized('seo_description').default({ 'zh-HK': '', 'zh-CN': '', en: '' }),
  cover: text('cover').notNull(),
  /** DRAFT (never public), PUBLISHED (public from publishAt: a future one is "scheduled"), HIDDEN. */
  status: blogPostStatus('status').notNull().default('DRAFT'),
  /** When it goes public; null only for a draft that has no date yet. */
  publishAt: timestamp('publish_at', { withTimezone: true }),
  /** Deleted in the back office (restorable): never shown. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps(),
}, (t) => [index('blog_post_publish_idx').on(t.publishAt)]);

export const blogPostHashtag = pgTable('blog_post_hashtag', {
  postId: integer('post_id').notNull().references(() => blogPost.id, { onDelete: 'cascade' }),
  hashtagId: integer('hashtag_id').notNull().references(() => hashtag.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.postId, t.hashtagId] })]);

export const faq = pgTable('faq', {
  id: serial('id').primaryKey(),
  type: faqType('type').notNull(),
  question: localized('question'),
  answer: localized('answer'),
  ...visibility(),
  /** Deleted in the back office (restorable): never shown, listed only under "deleted". */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps(),
});

export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);
export const reviewSource = pgEnum('review_source', REVIEW_SOURCES);

export const review = pgTable('review', {
  id: serial('id').primaryKey(),
  /** Display name as the client agreed to be shown, e.g. "陳小姐". */
  author: localized('author'),
  content: localized('content'),
  rating: integer('rating').notNull(),
  serviceId: integer('service_id').references(() => service.id),
  /** Moderation: a new review waits (PENDING) until staff show or hide it; `isShow` follows it. */
  status: reviewStatus('status').notNull().default('SHOWN'),
  /** Where the client wrote it. */
  source: reviewSource('source').notNull().default('CLINIC'),
  /** The clinic's public answer (spec §3 `reply`); empty = none. */
  reply: localized('reply').default({ 'zh-HK': '', 'zh-CN': '', en: '' }),
  /** A review a member wrote after a completed booking: who and which booking (one review per booking). */
  memberId: text('member_id'),
  bookingId: bigint('booking_id', { mode: 'number' }).unique(),
  ...visibility(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps(),
}, (t) => [check('review_rating_range', sql`${t.rating} between 1 and 5`)]);

export const promotion = pgTable('promotion', {
  id: serial('id').primaryKey(),
  kind: promotionKind('kind').notNull(),
  title: localized('title'),
  desc: localized('desc'),
  /**
   * The offer price in HKD cents for each plan it is linked to (promotion_plan). There is no
   * "usual price" of its own: the strike-through is the linked plan's price, so the site can
   * never advertise a saving that booking does not give.
   */
  priceCents: integer('price_cents').notNull(),
  /**
   * Sold as a package too (docs/packages.md "Promotions"): while the promotion is live, the package of
   * each linked plan sold as one sells at this price (HKD cents) instead of the plan's package price.
   */
  packagePriceCents: integer('package_price_cents'),
  image: text('image').notNull(),
  serviceId: integer('service_id').references(() => service.id),
  /** Shown first (spec "isTop"): the home page's promotion focus. */
  isTop: boolean('is_top').notNull().default(false),
  ...visibility(),
  /** Deleted in the back office (restorable): never shown, never priced. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps(),
}, (t) => [
  check('promotion_price_nonneg', sql`${t.priceCents} >= 0`),
  check('promotion_package_price', sql`${t.packagePriceCents} is null or ${t.packagePriceCents} > 0`),
]);

export const event = pgTable('event', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title'),
  desc: localized('desc'),
  /** 16:9 banner image (spec §5). */
  banner: text('banner').notNull(),
  /** 0 = unlimited (spec §9). */
  seatMax: integer('seat_max').notNull().default(0),
  /** HKD cents; 0 = free (spec §9). */
  feeCents: integer('fee_cents').notNull().default(0),
  placeId: integer('place_id').references(() => place.id),
  /** The service page that sells this event (e.g. the stretching workshop). */
  serviceId: integer('service_id').references(() => service.id),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  /** Registration opens / closes. */
  openAt: timestamp('open_at', { withTimezone: true }).notNull(),
  closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
  isShow: boolean('is_show').notNull().default(true),
  /** Deleted in the back office (restorable): never shown. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps(),
}, (t) => [
  check('event_seat_max_nonneg', sql`${t.seatMax} >= 0`),
  check('event_fee_nonneg', sql`${t.feeCents} >= 0`),
  check('event_start_before_end', sql`${t.startAt} < ${t.endAt}`),
  check('event_open_before_close', sql`${t.openAt} < ${t.closeAt}`),
]);

/** One responsive copy of a library image. */
export interface MediaVariant {
  width: number;
  height: number;
  format: 'webp' | 'avif';
  path: string;
  bytes: number;
}

/**
 * The album library (issue 11): every image staff uploaded, once per content (SHA-256 of the
 * uploaded bytes), kept as an original without metadata plus WebP and AVIF copies per width.
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull().unique(),
  /** The file name it was uploaded with (shown and searched; never used to store it). */
  fileName: text('file_name').notNull(),
  /** The original, re-encoded in its own format without EXIF/GPS. */
  path: text('path').notNull(),
  format: text('format').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
  alt: localized('alt').default({ 'zh-HK': '', 'zh-CN': '', en: '' }),
  focalX: real('focal_x').notNull().default(0.5),
  focalY: real('focal_y').notNull().default(0.5),
  /** A crop made in the library (the event banner's 16:9): the image it was cut from; null = uploaded. */
  cropOf: integer('crop_of'),
  ...timestamps(),
}, (t) => [index('media_created_idx').on(t.createdAt)]);

/** Albums: named collections of library images (an image may be in several; deleting one keeps its images). */
export const album = pgTable('album', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  ...timestamps(),
});

/** Which images an album holds (both sides cascade: a deleted image or album leaves no row). */
export const mediaAlbum = pgTable('media_album', {
  albumId: integer('album_id').notNull().references(() => album.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.albumId, t.mediaId] }), index('media_album_media_idx').on(t.mediaId)]);

/** Translation overrides edited in the back office, on top of the repo's JSON (spec §7 /api/locales). */
export const translation = pgTable('translation', {
  lng: text('lng').notNull(),
  ns: text('ns').notNull(),
  key: text('key').notNull(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.lng, t.ns, t.key] })]);

/**
 * Translation keys browsers asked for and did not find (spec §5: letters, digits, dots and
 * underscores), one row per language, namespace and key with how often and when last; the
 * translations screen lists them until the text is added or the report dismissed. Kept to
 * MISSING_REPORTS_MAX rows (the least recently seen go first).
 */
export const missingTranslation = pgTable('missing_translation', {
  lng: text('lng').notNull(),
  ns: text('ns').notNull(),
  key: text('key').notNull(),
  count: integer('count').notNull().default(1),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.lng, t.ns, t.key] }), index('missing_translation_last_seen_idx').on(t.lastSeenAt)]);

/** Unexpected client errors (spec §3 error-report payload). */
export const errorReport = pgTable('error_report', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  memberId: text('member_id'),
  location: text('location').notNull(),
  platform: text('platform'),
  navigator: jsonb('navigator'),
  versions: jsonb('versions'),
  overlays: jsonb('overlays'),
  nextData: jsonb('next_data'),
  redux: jsonb('redux'),
  errors: jsonb('errors'),
  reportStack: text('report_stack'),
  errorAt: timestamp('error_at', { withTimezone: true }).notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('error_report_created_idx').on(t.createdAt)]);

export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  /** Bumped on every content change; the public page cache keys on it. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});


/**
 * What each content version changed (the kinds of content, `content-tags.ts`): a process that sees
 * the version move from a to b drops only the cached pages and query results that read one of the
 * tags of versions a+1…b (ADR 0020). Old rows are pruned as new ones are written.
 */
export const contentChange = pgTable('content_change', {
  version: integer('version').primaryKey(),
  tags: text('tags').array().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
