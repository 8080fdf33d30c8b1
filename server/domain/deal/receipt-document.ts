import { and, eq } from 'drizzle-orm';
import { formatMoney } from '../../../common/constants';
import { formatInstant } from '../../../common/date-format';
import type { ReceiptDocument } from '../../../common/deal.schema';
import { enumLabelKey } from '../../../common/enum-labels';
import { DEFAULT_LNG, isLng, pickText, type Lng } from '../../../common/i18n-config';
import { formatMemberCode } from '../../../common/validators/member-code';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import { deal } from '../../db/schema/deal';
import { AppError } from '../app-error';
import { getSiteSettings } from '../content/get-site-settings';
import type { Translate } from '../notifications/notify';
import { presentSubject, selectDeals } from './present-deal';

/**
 * The printable receipt of a paid deal, written in the member's language whoever prints it (the
 * member at home, staff at the desk): the clinic, a receipt number, who paid what for what, when and
 * how. Labels are resolved here, so the page shows it as it is. Unpaid: DEAL_NOT_PAID; another
 * member's (when `memberId` is given): NOT_FOUND.
 */
export async function receiptDocument(db: Db, translate: Translate, dealId: number, memberId?: string): Promise<ReceiptDocument> {
  const [r] = await selectDeals(db).where(memberId ? and(eq(deal.id, dealId), eq(deal.memberId, memberId)) : eq(deal.id, dealId));
  if (!r) throw new AppError('NOT_FOUND', { resource: 'deal', id: dealId });
  if (r.deal.state !== 'ACCEPT' || !r.deal.paidAt || !r.deal.method) throw new AppError('DEAL_NOT_PAID', { state: r.deal.state });
  const [who] = await db.select({ lng: userAccount.lng }).from(userAccount).where(eq(userAccount.id, r.deal.memberId));
  const lng: Lng = isLng(who?.lng) ? who.lng : DEFAULT_LNG;
  const [t, site] = await Promise.all([translate(lng), getSiteSettings(db)]);
  const subject = presentSubject(r);
  const item = pickText(subject.title, lng);
  const number = `R${String(r.deal.id).padStart(6, '0')}`;
  return {
    lng,
    title: t('pay:print.title'),
    clinic: { name: pickText(site.name, lng), phone: site.phone, email: site.email },
    number,
    lines: [
      { label: t('pay:print.number'), value: number },
      { label: t('pay:print.paidAt'), value: formatInstant(r.deal.paidAt, lng) },
      { label: t('pay:print.member'), value: `${r.memberName} (${formatMemberCode(r.memberCode)})` },
      { label: t('pay:print.item'), value: `${t(enumLabelKey('dealKind', r.deal.kind))} · ${item}` },
      ...(subject.startAt ? [{ label: t('pay:print.when'), value: formatInstant(new Date(subject.startAt), lng) }] : []),
      { label: t('pay:print.method'), value: t(enumLabelKey('paymentMethod', r.deal.method)) },
    ],
    total: { label: t('pay:print.total'), value: formatMoney(r.deal.paidCents) },
    note: t('pay:print.note'),
  };
}
