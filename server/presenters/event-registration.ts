import { cancelDeadlineOf } from '../../common/event-registration-rules';
import type { DealState } from '../../common/deal-rules';
import type { eventRegistration } from '../db/schema/event-registration';

type RegistrationRow = typeof eventRegistration.$inferSelect;

/**
 * A member's own registration: its state, whether (and until when) it may still be canceled, and
 * for a paid event the deal to pay (docs/deals.md).
 */
export function presentMyRegistration(r: RegistrationRow, startAt: Date, now: Date, deal: { id: number | null; state: DealState | null } = { id: null, state: null }) {
  const deadline = cancelDeadlineOf(startAt);
  // A receipt under review or a paid seat is canceled with the clinic (docs/deals.md).
  const dealAllowsCancel = deal.state !== 'WAIT' && deal.state !== 'ACCEPT';
  return {
    id: r.id,
    state: r.state,
    dealId: deal.id,
    attendance: r.attendance,
    canCancel: r.state !== 'CANCELED' && now < deadline && dealAllowsCancel,
    cancelDeadline: deadline.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}
export type MyRegistration = ReturnType<typeof presentMyRegistration>;
