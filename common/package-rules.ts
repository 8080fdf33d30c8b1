import type { SubscriptionState } from './deal-rules';
import type { LocalizedText } from './i18n-config';

/**
 * Packages (issue 12; docs/packages.md): a service plan sold as this many sessions for one price,
 * usable for a number of days from payment. The database holds the same bounds
 * (service_plan_package check).
 */
export const PACKAGE_SESSIONS_MIN = 2;
export const PACKAGE_SESSIONS_MAX = 100;
export const PACKAGE_VALID_DAYS_MIN = 30;
export const PACKAGE_VALID_DAYS_MAX = 1095;
/** Highest package price, in HKD. */
export const PACKAGE_PRICE_MAX = 1_000_000;
/** How many days before a subscription's period ends its next period is ordered (docs/packages.md "Subscriptions"). */
export const RENEWAL_LEAD_DAYS = 7;
/** The end reason of a next period canceled because the member stopped renewing (shown translated). */
export const RENEWAL_STOPPED = 'RENEWAL_STOPPED';
/** Longest reason staff give when canceling a package. */
export const PACKAGE_CANCEL_REASON_MAX = 300;

/** What a plan is sold as, when it is sold as a package. */
export interface PackageOffer {
  sessions: number;
  priceCents: number;
  validDays: number;
  /** A subscription: renewed each period until the member stops it. */
  renews: boolean;
}

/** A live promotion selling a plan's package below its own package price (docs/packages.md "Promotions"). */
export interface PackagePromotion {
  promotionId: number;
  title: LocalizedText;
  priceCents: number;
}

/** The package offer of a plan row (all three columns or none), or null; `renews`: sold as a subscription. */
export function packageOf(p: { packageSessions: number | null; packagePriceCents: number | null; packageValidDays: number | null; packageRenews?: boolean }): PackageOffer | null {
  return p.packageSessions !== null && p.packagePriceCents !== null && p.packageValidDays !== null
    ? { sessions: p.packageSessions, priceCents: p.packagePriceCents, validDays: p.packageValidDays, renews: p.packageRenews ?? false }
    : null;
}

/** Sessions a package still holds: bought plus carried over, less those used. */
export const sessionsLeft = (s: { sessions: number; carried: number; used: number }) => s.sessions + s.carried - s.used;

/** Which packages staff may cancel: unpaid ones and those in effect (never one already ended). */
export const canCancelPackage = (state: SubscriptionState) => state === 'CREATED' || state === 'PAID';

/**
 * How a package reads to the member now: its state, or for one in effect whether it has expired
 * or been used up (both draw nothing more).
 */
export type PackageStanding = SubscriptionState | 'EXPIRED' | 'USED_UP';
export function packageStanding(s: { state: SubscriptionState; sessions: number; carried: number; used: number; expiresAt: string | null }, now: Date): PackageStanding {
  if (s.state !== 'PAID') return s.state;
  if (s.expiresAt && new Date(s.expiresAt).getTime() <= now.getTime()) return 'EXPIRED';
  return sessionsLeft(s) <= 0 ? 'USED_UP' : 'PAID';
}
