import { eq } from 'drizzle-orm';
import { WAITLIST_HOLD_MINUTES_DEFAULT } from '../../../common/waitlist';
import type { Db } from '../../db/client';
import { siteSetting } from '../../db/schema/content';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { Translate } from '../notifications/notify';
import type { Tx } from '../shared/manage-context';

/** What waiting-list offers need: translations, "now", the SMS sender and (optionally) where to report a failed offer. */
export interface WaitlistDeps {
  translate: Translate;
  now: () => Date;
  random?: () => number;
  sms?: SmsSender;
  /** A slot could not be offered after its change committed (the change itself stands). */
  reportError?: (err: unknown, what: string) => void;
}

/** The waiting-list and no-show settings (site settings; defaults when the site is not set up yet). */
export async function waitlistSettings(db: Db | Tx): Promise<{ holdMinutes: number; noShowApprovalAfter: number }> {
  const [s] = await db
    .select({ holdMinutes: siteSetting.waitlistHoldMinutes, noShowApprovalAfter: siteSetting.noShowApprovalAfter })
    .from(siteSetting)
    .where(eq(siteSetting.id, 1));
  return s ?? { holdMinutes: WAITLIST_HOLD_MINUTES_DEFAULT, noShowApprovalAfter: 0 };
}
