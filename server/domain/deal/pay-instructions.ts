import { OFFLINE_PAY_METHODS, type OfflinePayMethod } from '../../../common/deal-rules';
import type { PayInstruction } from '../../../common/deal.schema';

/** The site settings' payment details (docs/deals.md). */
export interface PaySettings {
  payFpsId: string;
  payPaymeLink: string;
  payBankAccount: string;
}

const VALUE_OF: Record<OfflinePayMethod, keyof PaySettings> = { FPS: 'payFpsId', PAYME: 'payPaymeLink', TRANSFER: 'payBankAccount' };

/** How to pay by each method the clinic has set up, in OFFLINE_PAY_METHODS order. */
export function payInstructions(s: PaySettings): PayInstruction[] {
  return OFFLINE_PAY_METHODS.filter((m) => s[VALUE_OF[m]].trim() !== '').map((method) => ({ method, value: s[VALUE_OF[method]].trim() }));
}

export const offeredMethods = (s: PaySettings) => payInstructions(s).map((i) => i.method);
