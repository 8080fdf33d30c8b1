import { eq } from 'drizzle-orm';
import { formatMoney } from '../../../common/constants';
import { formatInstant } from '../../../common/date-format';
import { paymentHoldUntil } from '../../../common/deal-rules';
import { LANGUAGES, type LocalizedText } from '../../../common/i18n-config';
import { deal, dealHistory } from '../../db/schema/deal';
import { type eventRegistration } from '../../db/schema/event-registration';
import type { EventRow } from '../event/registration-rules';
import { notifyUser, type Translators } from '../notifications/notify';
import type { Tx } from '../shared/manage-context';

export type DealRow = typeof deal.$inferSelect;
type RegistrationRow = typeof eventRegistration.$inferSelect;

/** The member's page of one deal (locale prefix added by the site). */
export const dealLink = (dealId: number) => `/user/deals/${dealId}`;

/** A time in each language, for notifications. */
export const whenText = (at: Date): LocalizedText => Object.fromEntries(LANGUAGES.map((l) => [l, formatInstant(at, l)])) as LocalizedText;

/**
 * Opens the deal of a PENDING registration for a paid event (the caller holds the event lock and
 * has just written the registration): the event's fee, held for PAYMENT_HOLD_HOURS, with its
 * CREATE step. `tr` given: the member is told (a seat freed for them from the waiting list).
 */
export async function openEventDeal(tx: Tx, reg: Pick<RegistrationRow, 'id' | 'memberId'>, e: EventRow, now: Date, tr?: Translators): Promise<DealRow> {
  const holdUntil = paymentHoldUntil(now);
  const [row] = await tx
    .insert(deal)
    .values({ memberId: reg.memberId, kind: 'EVENT', eventRegistrationId: reg.id, amountCents: e.feeCents, currency: 'HKD', state: 'CREATED', dealAt: now, holdUntil, createdAt: now, updatedAt: now })
    .returning();
  await tx.insert(dealHistory).values({ dealId: row!.id, action: 'CREATE', at: now });
  if (tr) {
    await notifyUser(tx, tr, reg.memberId, {
      titleKey: 'notify.deal.created.title',
      messageKey: 'notify.deal.created.message',
      params: { title: e.title, until: whenText(holdUntil), amount: formatMoney(e.feeCents) },
      link: dealLink(row!.id),
    });
  }
  return row!;
}

/** The deal of a registration, locked for the rest of the transaction (null for a free event's). */
export async function lockDealOfRegistration(tx: Tx, registrationId: number): Promise<DealRow | null> {
  const [d] = await tx.select().from(deal).where(eq(deal.eventRegistrationId, registrationId)).for('update');
  return d ?? null;
}
