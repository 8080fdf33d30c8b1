import { BOOKING_STATUSES } from '../../../common/booking-rules';

/**
 * The operation-log verbs the back office writes (server/domain: every recordOperation call; a staff
 * ledger movement logs its type or reason), for the log's action filter and its labels —
 * manage:log.action.<verb>; a booking's status change STATUS_<status> reads "Booking: <status>".
 * operation-actions.test.ts fails when the server writes a verb missing here.
 */
export const OPERATION_ACTIONS = [
  'CREATE', 'UPDATE', 'DELETE', 'LOCK', 'UNLOCK', 'RECOVER', 'SET_ROLES', 'SET_LANGUAGE', 'IMPORT', 'APPROVE', 'REJECT',
  'PAYMENT', 'REFUND', 'CLOSE', 'ADJUST', 'SPEND', 'REDEEM', 'CANCEL_PACKAGE', 'ASSIGN', 'BAN', 'UNBAN',
  ...BOOKING_STATUSES.map((s) => `STATUS_${s}` as const),
  'WEATHER_CLOSE', 'WEATHER_MOVE', 'WAITLIST_REMOVE', 'RETRY_JOB', 'DATA_EXPORT', 'CORRECT', 'ERASE',
] as const;

/** The booking status a STATUS_<status> verb names, else null. */
export function statusOfAction(action: string): (typeof BOOKING_STATUSES)[number] | null {
  const s = action.startsWith('STATUS_') ? action.slice('STATUS_'.length) : '';
  return (BOOKING_STATUSES as readonly string[]).includes(s) ? (s as (typeof BOOKING_STATUSES)[number]) : null;
}
