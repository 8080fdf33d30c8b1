import { z } from 'zod';
import { PLAN_KINDS } from './booking-setup-rules';
import { clinicDate as date, INVALID as invalid, listQuery, rowId as id, trilingual } from './cms-fields';
import { whenParsed } from './validators/input';
import { isSitePath } from './validators/site-values';

/**
 * Promotions in the back office (issue 11; spec §3 Promotion, §4 auto show/hide): one schema for
 * the editor's form, the API (/api/manage/promotions) and the domain. An offer is a price for the
 * plans it links (promotion_plan): the strike-through on the site is the linked plan's own price, so
 * the offer must be below each of them (checked by the domain, which reads the plans). Its kind is
 * the kind of the plans it links: a basic offer is booked as the visit's plan, an add-on offer as an
 * add-on (the site and booking only sell it on plans of its kind). Valid dates are clinic dates
 * (YYYYMMDD): shown from 00:00 of `showFrom`, hidden from 00:00 of `hideFrom`. Messages are `cms` keys.
 */
export const PROMOTION_TITLE_MAX = 120;
export const PROMOTION_DESC_MAX = 2000;
/** HKD cents. */
export const PROMOTION_PRICE_MAX_CENTS = 10_000_000;
export const PROMOTION_PLANS_MAX = 50;

/** POST /api/manage/promotions, PUT /api/manage/promotions/{id}. */
export const promotionInput = z
  .object({
    kind: z.enum(PLAN_KINDS, invalid),
    title: trilingual(PROMOTION_TITLE_MAX),
    desc: trilingual(PROMOTION_DESC_MAX),
    /** The offer's price in HKD cents, for each linked plan (below each plan's own price). */
    priceCents: z.number(invalid).int(invalid).min(0, invalid).max(PROMOTION_PRICE_MAX_CENTS, invalid),
    /**
     * Optional: while live, the linked plans' packages sell at this price (HKD cents) instead of
     * their own package price (below each; checked by the domain). null = the offer is per visit only.
     */
    packagePriceCents: z.number(invalid).int(invalid).positive(invalid).max(PROMOTION_PRICE_MAX_CENTS, invalid).nullable().default(null),
    /** A library image or a site image. */
    image: z.string(invalid).trim().min(1, 'cms:promotion.imageRequired').max(500, invalid).refine(isSitePath, invalid),
    serviceId: id.nullable().default(null),
    /** The plans the offer's price applies to: at least one, each of the offer's kind. */
    planIds: z.array(id, invalid).min(1, 'cms:promotion.planRequired').max(PROMOTION_PLANS_MAX, invalid),
    /** Shown from 00:00 (clinic time) of this date; null = at once. */
    showFrom: date.nullable().default(null),
    /** Hidden from 00:00 (clinic time) of this date; null = never. */
    hideFrom: date.nullable().default(null),
    /** Listed first on the site (the home page's focus). */
    isTop: z.boolean(invalid).default(false),
    isShow: z.boolean(invalid).default(true),
    sort: z.number(invalid).int(invalid).min(0, invalid).max(9999, invalid).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.showFrom !== null && v.hideFrom !== null && v.hideFrom <= v.showFrom) ctx.addIssue({ code: 'custom', path: ['hideFrom'], message: 'cms:promotion.hideAfterShow' });
  }, whenParsed('showFrom', 'hideFrom'));
export type PromotionInput = z.output<typeof promotionInput>;

/** Where a promotion stands by its dates (isShow and the bin aside). */
export const PROMOTION_VALIDITIES = ['live', 'scheduled', 'expired'] as const;
export type PromotionValidity = (typeof PROMOTION_VALIDITIES)[number];
export const PROMOTION_LIST_STATES = ['current', 'live', 'scheduled', 'expired', 'hidden', 'deleted'] as const;

/** GET /api/manage/promotions: search (title in any language), state, kind, pagination. */
export const promotionListQuery = listQuery({ state: z.enum(PROMOTION_LIST_STATES).default('current'), kind: z.enum(PLAN_KINDS).optional() });
export type PromotionListQuery = z.output<typeof promotionListQuery>;
