import { CASE_TYPES, ENTRY_TYPES, PLAN_KINDS } from './booking-setup-rules';
import { BOOKING_STATUSES, CONFLICT_REASONS, SPECIAL_REQUESTS } from './booking-rules';
import { WEATHER_REASONS } from './weather-rules';
import { DAY_PARTS, WAITLIST_ENTRY_STATES, WAITLIST_OFFER_STATES } from './waitlist-rules';
import { CURRENCIES, DEAL_ACTIONS, DEAL_KINDS, DEAL_STATES, LEDGER_CURRENCIES, LEDGER_REASONS, PAYMENT_METHODS, SUBSCRIPTION_STATES } from './deal-rules';
import { EVENT_ATTENDANCE, EVENT_REGISTRATION_STATES } from './event-registration-rules';
import { EVENT_STATUSES } from './event-status';
import { FAQ_TYPES, REVIEW_SOURCES, REVIEW_STATUSES } from './content-enums';

/** Member genders (spec §3: f, m, x), as the `gender` database enum and the registration schema hold them. */
export const GENDERS = ['f', 'm', 'x'] as const;
export type Gender = (typeof GENDERS)[number];
/** Identity document types (spec §3 docType), as the `doc_type` database enum holds them. */
export const DOC_TYPES = ['cn', 'hk', 'mo', 'passport'] as const;
export type DocType = (typeof DOC_TYPES)[number];

/**
 * Every enumeration people read a name for, each named once: the label of a value lives at
 * `common:enum.<name>.<value>` and nowhere else, so a member and the staff who serve them read the
 * same words for the same thing (a "到診證明（病假紙）" request is not a "紙本收據" at the desk). The
 * common namespace is loaded on the site and in the back office alike (common/i18n-config.ts).
 */
export const LABELLED_ENUMS = {
  specialRequest: SPECIAL_REQUESTS,
  bookingStatus: BOOKING_STATUSES,
  conflictReason: CONFLICT_REASONS,
  scheduleEntry: ENTRY_TYPES,
  caseType: CASE_TYPES,
  planKind: PLAN_KINDS,
  gender: GENDERS,
  docType: DOC_TYPES,
  faqType: FAQ_TYPES,
  eventStatus: EVENT_STATUSES,
  eventRegistrationState: EVENT_REGISTRATION_STATES,
  eventAttendance: EVENT_ATTENDANCE,
  reviewStatus: REVIEW_STATUSES,
  reviewSource: REVIEW_SOURCES,
  dealState: DEAL_STATES,
  paymentMethod: PAYMENT_METHODS,
  currency: CURRENCIES,
  dealKind: DEAL_KINDS,
  dealAction: DEAL_ACTIONS,
  subscriptionState: SUBSCRIPTION_STATES,
  ledgerCurrency: LEDGER_CURRENCIES,
  ledgerReason: LEDGER_REASONS,
  weatherReason: WEATHER_REASONS,
  dayPart: DAY_PARTS,
  waitlistState: WAITLIST_ENTRY_STATES,
  waitlistOfferState: WAITLIST_OFFER_STATES,
} as const;
export type LabelledEnum = keyof typeof LABELLED_ENUMS;

/** The translation key of one value's label: `enumLabelKey('specialRequest', 'PAPER')` → "common:enum.specialRequest.PAPER". */
export function enumLabelKey<N extends LabelledEnum>(name: N, value: (typeof LABELLED_ENUMS)[N][number]): string {
  return `common:enum.${name}.${value}`;
}

/** Whether `value` belongs to the enumeration (data from a chat card or an old record may hold anything). */
export function isEnumValue<N extends LabelledEnum>(name: N, value: unknown): value is (typeof LABELLED_ENUMS)[N][number] {
  return typeof value === 'string' && (LABELLED_ENUMS[name] as readonly string[]).includes(value);
}
