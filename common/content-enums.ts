/**
 * Enumerations of the public content (no zod here: the public pages import these for their labels,
 * and must not pull the back office's form schemas into their scripts).
 */

/** The FAQ types of spec §9, as the `faq_type` database enum holds them. */
export const FAQ_TYPES = ['INSURANCE', 'PHYSIO', 'PREGNANCY'] as const;
export type FaqType = (typeof FAQ_TYPES)[number];

/** Review moderation: new reviews wait (PENDING) until staff show or hide them; only SHOWN ones are public. */
export const REVIEW_STATUSES = ['PENDING', 'SHOWN', 'HIDDEN'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** Where the client wrote the review. */
export const REVIEW_SOURCES = ['CLINIC', 'GOOGLE', 'FACEBOOK', 'MEMBER'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/**
 * A blog post's stored status (spec §3 Blog enabled/publishAt; issue 11 states draft → scheduled →
 * published → hidden): PUBLISHED with a future publishAt is shown to staff as "scheduled".
 */
export const BLOG_POST_STATUSES = ['DRAFT', 'PUBLISHED', 'HIDDEN'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
/** What staff see: the stored status, with PUBLISHED split by publishAt. */
export const BLOG_DISPLAY_STATES = ['draft', 'scheduled', 'published', 'hidden'] as const;
export type BlogDisplayState = (typeof BLOG_DISPLAY_STATES)[number];
