import { cancelDeadlineOf } from '../../common/event-registration-rules';
import type { eventRegistration } from '../db/schema/event-registration';

type RegistrationRow = typeof eventRegistration.$inferSelect;

/**
 * A member's own registration: its state, whether (and until when) it may still be canceled, and
 * for a paid event the deal to pay (docs/deals.md).
 */
export function presentMyRegistration(r: RegistrationRow, startAt: Date, now: Date, dealId: number | null = null) {
  const deadline = cancelDeadlineOf(startAt);
  return {
    id: r.id,
    state: r.state,
    dealId,
    attendance: r.attendance,
    canCancel: r.state !== 'CANCELED' && now < deadline,
    cancelDeadline: deadline.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}
export type MyRegistration = ReturnType<typeof presentMyRegistration>;
