import { z } from 'zod';
import { daysBetween, isValidDate, ymdFromIso } from './clinic-time';
import type { PaymentMethod } from './deal-rules';
import type { LocalizedText } from './i18n-config';

/** The settlement report (docs/deals.md "Settlement"): payments received in a period of clinic dates. */

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

/** A count of payments and what they add up to, in integer cents. */
export interface SettlementSum {
  count: number;
  cents: number;
}

/** One payment received. */
export interface SettlementRow {
  dealId: number;
  paidAt: string;
  member: { name: string; code: string };
  item: { kind: 'EVENT'; id: number; title: LocalizedText };
  place: { id: number; name: LocalizedText } | null;
  method: PaymentMethod | null;
  cents: number;
  /** The approving staff account's name. */
  approver: string | null;
}

/** GET /api/manage/settlement. Every group adds up to `total`. */
export interface SettlementReport {
  from: string;
  to: string;
  total: SettlementSum;
  /** Clinic dates (YYYY-MM-DD) that had payments, oldest first. */
  byDay: (SettlementSum & { date: string })[];
  byMethod: (SettlementSum & { method: PaymentMethod | null })[];
  byPlace: (SettlementSum & { placeId: number | null; name: LocalizedText | null })[];
  byItem: (SettlementSum & { kind: 'EVENT'; id: number; title: LocalizedText })[];
  rows: SettlementRow[];
}
