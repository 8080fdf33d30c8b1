import { z } from 'zod';
import { daysBetween, isValidDate, ymdFromIso } from './clinic-time';
import type { DealKind, LedgerCurrency, LedgerReason, PaymentMethod } from './deal-rules';
import { pickText, type LocalizedText, type Lng } from './i18n-config';

/** The settlement report (docs/deals.md "Settlement"): money received and given back in a period of clinic dates, and closing periods. */

/** A close's note. */
export const SETTLEMENT_NOTE_MAX = 300;

/** The longest period one report covers, in clinic days (both ends inclusive). */
export const SETTLEMENT_MAX_DAYS = 366;

/** What is wrong with a period of clinic dates (YYYY-MM-DD, inclusive), or null when it is fine. */
export function settlementPeriodProblem(from: string, to: string): 'SETTLEMENT_PERIOD_INVALID' | 'SETTLEMENT_PERIOD_TOO_LONG' | null {
  const a = ymdFromIso(from);
  const b = ymdFromIso(to);
  if (!isValidDate(a) || !isValidDate(b) || b < a) return 'SETTLEMENT_PERIOD_INVALID';
  return daysBetween(a, b) + 1 > SETTLEMENT_MAX_DAYS ? 'SETTLEMENT_PERIOD_TOO_LONG' : null;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'error.settlement.periodInvalid');

/** GET /api/manage/settlement(.xlsx)?from=&to= (clinic dates YYYY-MM-DD, inclusive; the workbook also takes ?lng=). */
export const settlementQuery = z.object({
  from: isoDate,
  to: isoDate,
  lng: z.string().optional(),
});
export type SettlementQuery = z.output<typeof settlementQuery>;

/** POST /api/manage/settlement/close: every clinic date through `through` (YYYY-MM-DD, before today) is settled. */
export const settlementCloseInput = z.object({
  through: isoDate,
  note: z.string('form.invalid').trim().max(SETTLEMENT_NOTE_MAX, 'form.invalid').default(''),
});
export type SettlementCloseInput = z.output<typeof settlementCloseInput>;

/** A count of money movements and what they add up to, in integer cents (refunds are negative). */
export interface SettlementSum {
  count: number;
  cents: number;
}

/**
 * What was sold: an event, a plan (booked, or bought as a package), CREDIT or anything else; `id` and
 * `title` are null for CREDIT and OTHER (one line each).
 */
export interface SettlementItem {
  kind: DealKind;
  id: number | null;
  title: LocalizedText | null;
}

/** One money movement: a payment (cents > 0) or a refund (cents < 0, note = the reason). */
export interface SettlementRow {
  paymentId: number;
  dealId: number;
  at: string;
  member: { name: string; code: string };
  item: SettlementItem;
  place: { id: number; name: LocalizedText } | null;
  therapist: { id: number; name: LocalizedText } | null;
  method: PaymentMethod;
  cents: number;
  /** The staff account that approved, took or gave back the money. */
  staff: string | null;
  note: string;
}

/** CREDIT (HKD cents) or POINT moved in the period for one reason. */
export interface SettlementLedgerSum {
  currency: LedgerCurrency;
  reason: LedgerReason;
  count: number;
  delta: number;
}

/**
 * GET /api/manage/settlement: the money movements of a period of clinic dates. `total` is the net
 * (payments less refunds) and every group adds up to it.
 */
export interface SettlementReport {
  from: string;
  to: string;
  total: SettlementSum;
  /** Payments alone and refunds alone (cents ≤ 0): received + refunded = total. */
  received: SettlementSum;
  refunded: SettlementSum;
  /** Clinic dates (YYYY-MM-DD) that had movements, oldest first. */
  byDay: (SettlementSum & { date: string })[];
  byMethod: (SettlementSum & { method: PaymentMethod })[];
  /** The event's place or the booking's; null: neither (packages, credit, other). */
  byPlace: (SettlementSum & { placeId: number | null; name: LocalizedText | null })[];
  /** The booking's therapist; null: no therapist (everything not a booking). */
  byTherapist: (SettlementSum & { therapistId: number | null; name: LocalizedText | null })[];
  byService: (SettlementSum & SettlementItem)[];
  byKind: (SettlementSum & { kind: DealKind })[];
  rows: SettlementRow[];
  /** CREDIT and POINT ledger movements of the period by currency and reason. */
  ledger: SettlementLedgerSum[];
  /** The last settled clinic date (YYYY-MM-DD), or null when nothing is closed. */
  closedThrough: string | null;
}

/** A closed period (GET /api/manage/settlement/closes), newest first. */
export interface SettlementClose {
  id: number;
  /** The first clinic date the close covers (the day after the previous close), or null for the first close: everything before. */
  from: string | null;
  through: string;
  closedAt: string;
  closedBy: string | null;
  note: string;
  totals: SettlementSum;
}

/**
 * How a sold item reads in the report (screen and workbook alike): the event's or plan's title (a
 * plan bought as a package says so), else the kind ("Credit top-up", "Other").
 */
export function settlementItemLabel(item: SettlementItem, lng: Lng, t: (key: string) => string): string {
  const kind = t(`common:enum.dealKind.${item.kind}`);
  if (!item.title) return kind;
  const title = pickText(item.title, lng);
  return item.kind === 'PACKAGE' ? `${title} (${kind})` : title;
}
