import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, oauthAccount, operationLog, otpCode, passkey, session, smsOutbox, userAccount } from '../../db/schema/accounts';
import { booking, calendarFeed, notification } from '../../db/schema/booking';
import { chatRoom, chatUpload } from '../../db/schema/chat';
import { errorReport, review } from '../../db/schema/content';
import { deal, dealHistory } from '../../db/schema/deal';
import { eventRegistration } from '../../db/schema/event-registration';
import { waitlistEntry, waitlistOffer } from '../../db/schema/waitlist';
import type { FileStore } from '../../integrations/storage/file-store';
import { AppError } from '../app-error';
import type { Translate } from '../notifications/notify';
import { recordOperation } from '../operation-log/record-operation';
import type { ManageCtx, Tx } from '../shared/manage-context';
import { collectPersonalData, filesNamed, type PersonalData } from './data-export';
import { LANGUAGES } from '../../../common/i18n-config';

/**
 * Erasure (issue 14; docs/privacy.md "Erasure"): what happens to each table's rows about a member
 * when their account is closed. Every table the data export can reach (collectPersonalData: the
 * account, the member, the log about them, SOFT_REFERENCES, then every foreign key) has a policy here;
 * privacy-erase-policy.test.ts fails on a reachable table without one, so a new table is decided on.
 *
 * - DELETE: the rows go (sessions, passkeys, chat, notifications, the SMS log…);
 * - ANONYMISE: the rows stay for the clinic's records, the personal columns named are cleared;
 * - KEEP: the rows stay as they are — money records the clinic must keep (Inland Revenue: seven
 *   years) that hold only ids, amounts and staff's bookkeeping notes, or rows naming only staff.
 */
export type ErasePolicy = { kind: 'DELETE'; why: string } | { kind: 'ANONYMISE'; columns: readonly string[]; why: string } | { kind: 'KEEP'; why: string };

export const ERASE_POLICY: Record<string, ErasePolicy> = {
  user_account: { kind: 'ANONYMISE', columns: ['phone', 'email', 'account', 'password_hash', 'last_login_at'], why: 'The id stays (money records point at it); the phone becomes "erased:<id>", which is never a phone, so it can register again.' },
  member: {
    kind: 'ANONYMISE',
    columns: ['fullname', 'nickname', 'gender', 'birth', 'doc_type', 'doc_id', 'doc_nation', 'nationality', 'avatar', 'background', 'signature', 'social', 'fav_industries', 'tags', 'staff_note', 'referrer_id', 'marketing_sms', 'marketing_email', 'remind_sms', 'remind_email'],
    why: 'Kept for its id and member code (neither personal) so receipts and the ledger still add up; names read "Erased member".',
  },
  user_role: { kind: 'KEEP', why: 'Only the role id.' },
  session: { kind: 'DELETE', why: 'Signed out everywhere.' },
  otp_code: { kind: 'DELETE', why: 'Codes sent to the phone.' },
  medical_link: { kind: 'DELETE', why: 'The link to their medical record is undone; the record itself stays in the medical-record system, which keeps clinical records under its own duty.' },
  medical_audit: { kind: 'KEEP', why: 'Who read or changed a medical record, when (ids, actions, field names; no personal text): append-only by trigger, the trace of access outlives the account.' },
  marketing_consent: { kind: 'DELETE', why: 'Evidence of marketing consent for a person the clinic no longer contacts; nothing is sent to an erased member.' },
  sms_outbox: { kind: 'DELETE', why: 'Texts sent to the phone.' },
  oauth_account: { kind: 'DELETE', why: 'Third-party sign-in links.' },
  passkey: { kind: 'DELETE', why: 'Passkeys.' },
  operation_log: { kind: 'ANONYMISE', columns: ['before', 'after', 'ip'], why: 'Who did what and when stays; what the record said about the member and network addresses go.' },
  notification: { kind: 'DELETE', why: 'Messages to the member.' },
  calendar_feed: { kind: 'DELETE', why: 'Private calendar links.' },
  booking: { kind: 'ANONYMISE', columns: ['other_request', 'remark', 'reason'], why: 'Bookings are the clinic\'s activity and tie payments; the free text goes, future ones are cancelled.' },
  booking_addon: { kind: 'KEEP', why: 'Plans and prices only.' },
  booking_reminder: { kind: 'KEEP', why: 'Times and channels only.' },
  chat_room: { kind: 'DELETE', why: 'The conversation with customer service (and its participants).' },
  chat_room_member: { kind: 'DELETE', why: 'Goes with the room.' },
  chat_message: { kind: 'DELETE', why: 'Goes with the room; files sent are removed from the file store.' },
  chat_upload: { kind: 'DELETE', why: 'Files sent in chat, removed from the file store too.' },
  chat_ban: { kind: 'DELETE', why: 'Reason staff wrote about the member.' },
  review: { kind: 'ANONYMISE', columns: ['author', 'content', 'reply', 'status'], why: 'The rating stays in the averages; the words and the name go and the review is hidden.' },
  error_report: { kind: 'DELETE', why: 'Their browser, address and what was on screen.' },
  deal: { kind: 'ANONYMISE', columns: ['reject_reason'], why: 'A financial record: kept with amounts, states, dates and the receipt file (a receipt of payment the clinic keeps for tax).' },
  deal_history: { kind: 'ANONYMISE', columns: ['note', 'receipt_name'], why: 'The timeline of a financial record; the notes and the name the member gave the receipt file go.' },
  deal_payment: { kind: 'KEEP', why: 'Money received or refunded: append-only (a trigger refuses edits); amounts, methods and staff\'s notes.' },
  subscription: { kind: 'KEEP', why: 'A package sold: a financial record.' },
  subscription_use: { kind: 'KEEP', why: 'Sessions drawn from a package.' },
  ledger_movement: { kind: 'KEEP', why: 'CREDIT and POINT movements: append-only (a trigger refuses edits).' },
  member_balance: { kind: 'KEEP', why: 'The balance the ledger adds up to.' },
  event_registration: { kind: 'KEEP', why: 'Ids and states (future ones are cancelled); paid ones tie a deal.' },
  waitlist_entry: { kind: 'ANONYMISE', columns: ['reason'], why: 'Ids, dates and states (waiting ones end as LEFT).' },
  waitlist_offer: { kind: 'KEEP', why: 'Ids, dates and states (held offers are withdrawn).' },
  schedule_series: { kind: 'KEEP', why: 'Staff rota: names staff only.' },
  schedule_series_skip: { kind: 'KEEP', why: 'Staff rota: names staff only.' },
  schedule_entry: { kind: 'KEEP', why: 'Staff schedule: names staff only.' },
  settlement_close: { kind: 'KEEP', why: 'A closed period: names staff only.' },
};

/** The phone an erased account holds: unique, and never a phone (real ones are E.164, "+…"). */
/** What an erased account's phone becomes: never a phone number, so the number can register again. */
export const ERASED_PHONE_PREFIX = 'erased:';
export const erasedPhone = (id: string) => `${ERASED_PHONE_PREFIX}${id}`;

/** Deal states still waiting for money or a receipt decision (docs/deals.md). */
const OPEN_DEALS = ['CREATED', 'WAIT', 'REJECT'] as const;
const LIVE_BOOKINGS = ['WAIT', 'CONFIRM', 'ACCEPT'] as const;

export interface EraseInput {
  /** Who erases (logged as the actor): staff on a request, the member closing their account; null: the retention job. */
  by: ManageCtx | null;
  /** Why (staff: the request; the member: "closed by the member"; the job: "retention"). */
  reason: string;
  /** The member closing their own account. */
  self: boolean;
}

const idsOf = (data: PersonalData, table: string, column = 'id') => (data.get(table) ?? []).map((r) => r[column]).filter((v) => v !== null && v !== undefined);

/**
 * Closes a member's account and erases their personal data, in one transaction (issue 14). Refused
 * (409 ERASE_MONEY_OPEN) while money is unsettled: a deal waits for payment or a receipt decision, or
 * a paid booking is still to come (refund or attend first) — the clinic settles before it forgets.
 * Future bookings, event places and waiting-list entries are cancelled; see ERASE_POLICY for the rest.
 * Files (avatar, chat uploads) are removed after the commit; payment receipts are kept.
 */
export async function eraseMember(db: Db, files: FileStore, translate: Translate, memberId: string, input: EraseInput, now = new Date()): Promise<{ erasedAt: Date }> {
  const erasedName = await erasedTexts(translate);
  const toRemove = await db.transaction(async (tx) => {
    const [m] = await tx.select({ id: member.id, parentId: member.parentId }).from(member).where(eq(member.id, memberId)).for('update');
    if (!m) throw new AppError('NOT_FOUND', { resource: 'member', id: memberId });
    const [account] = await tx.select().from(userAccount).where(eq(userAccount.id, memberId));
    if (account?.erasedAt) throw new AppError('ERASE_ALREADY');
    const open = await tx.select({ id: deal.id }).from(deal).where(and(eq(deal.memberId, memberId), inArray(deal.state, [...OPEN_DEALS]))).limit(1);
    const paidAhead = await tx
      .select({ id: booking.id })
      .from(booking)
      .innerJoin(deal, eq(deal.bookingId, booking.id))
      .where(and(eq(booking.memberId, memberId), inArray(booking.status, [...LIVE_BOOKINGS]), gt(booking.startsAt, now), gt(deal.paidCents, deal.refundedCents)))
      .limit(1);
    if (open.length || paidAhead.length) throw new AppError('ERASE_MONEY_OPEN');
    const subAccounts = await tx.select({ id: member.id }).from(member).innerJoin(userAccount, eq(userAccount.id, member.id)).where(and(eq(member.parentId, memberId), isNull(userAccount.erasedAt))).limit(1);
    if (subAccounts.length) throw new AppError('ERASE_SUB_ACCOUNTS');
    // Members they referred keep their own data: the link goes first, so the walk does not reach them.
    await tx.update(member).set({ referrerId: null }).where(eq(member.referrerId, memberId));

    const data = await collectPersonalData(tx as unknown as Db, memberId);
    const unknown = [...data].filter(([name, rows]) => rows.length > 0 && !ERASE_POLICY[name]).map(([name]) => name);
    if (unknown.length) throw new Error(`erase: no policy for ${unknown.join(', ')}`);
    // Files named by their rows, except payment receipts (kept with the financial records).
    const receipts = new Set([...idsOf(data, 'deal', 'receipt_url'), ...idsOf(data, 'deal_history', 'receipt_url')].map(String));
    const doomed = filesNamed(data).filter((p) => !receipts.has(p));

    const phone = account?.phone ?? null;
    // Cancel what is still to come.
    await tx.update(booking).set({ status: 'CANCEL', updatedAt: now }).where(and(eq(booking.memberId, memberId), inArray(booking.status, [...LIVE_BOOKINGS]), gt(booking.startsAt, now)));
    await tx.update(booking).set({ otherRequest: '', remark: '', reason: '' }).where(eq(booking.memberId, memberId));
    await tx.update(eventRegistration).set({ state: 'CANCELED', canceledAt: now, updatedAt: now }).where(and(eq(eventRegistration.memberId, memberId), inArray(eventRegistration.state, ['CONFIRMED', 'PENDING', 'WAITING'])));
    await tx.update(waitlistOffer).set({ state: 'WITHDRAWN', decidedAt: now }).where(and(eq(waitlistOffer.memberId, memberId), eq(waitlistOffer.state, 'OFFERED')));
    await tx.update(waitlistEntry).set({ state: 'LEFT', updatedAt: now }).where(and(eq(waitlistEntry.memberId, memberId), eq(waitlistEntry.state, 'WAITING')));
    await tx.update(waitlistEntry).set({ reason: '' }).where(eq(waitlistEntry.memberId, memberId));

    // Delete.
    await tx.delete(session).where(eq(session.userId, memberId));
    await tx.delete(passkey).where(eq(passkey.userId, memberId));
    await tx.delete(oauthAccount).where(eq(oauthAccount.userId, memberId));
    await tx.delete(calendarFeed).where(eq(calendarFeed.memberId, memberId));
    await tx.delete(notification).where(eq(notification.userId, memberId));
    await tx.delete(chatRoom).where(eq(chatRoom.memberId, memberId));
    await tx.delete(chatUpload).where(eq(chatUpload.userId, memberId));
    await tx.execute(sql`delete from chat_ban where member_id = ${memberId}`);
    await tx.delete(errorReport).where(eq(errorReport.memberId, memberId));
    if (phone) {
      await tx.delete(smsOutbox).where(eq(smsOutbox.to, phone));
      await tx.delete(otpCode).where(eq(otpCode.phone, phone));
    }

    // Anonymise.
    const blank = { 'zh-HK': '', 'zh-CN': '', en: '' };
    await tx.update(review).set({ author: erasedName, content: blank, reply: blank, status: 'HIDDEN', isShow: false, updatedAt: now }).where(eq(review.memberId, memberId));
    const dealIds = idsOf(data, 'deal').map(Number);
    if (dealIds.length) {
      await tx.update(deal).set({ rejectReason: null }).where(inArray(deal.id, dealIds));
      await tx.update(dealHistory).set({ note: null, receiptName: null }).where(inArray(dealHistory.dealId, dealIds));
    }
    const logIds = idsOf(data, 'operation_log').map(Number);
    if (logIds.length) await tx.update(operationLog).set({ before: null, after: null, ip: null }).where(inArray(operationLog.id, logIds));
    await tx.update(operationLog).set({ ip: null }).where(eq(operationLog.actorId, memberId));
    await tx
      .update(member)
      .set({
        fullname: erasedName['zh-HK'], nickname: erasedName['zh-HK'], gender: 'x', birth: ERASED_BIRTH, docType: 'passport', docId: `ERASED${memberId}`.toUpperCase(), docNation: null,
        nationality: 'ZZ', avatar: null, background: null, signature: null, social: {}, favIndustries: [], tags: [], staffNote: '', referrerId: null,
        marketingSms: false, marketingEmail: false, remindSms: false, remindEmail: false, updatedAt: now,
      })
      .where(eq(member.id, memberId));
    await tx
      .update(userAccount)
      .set({ phone: erasedPhone(memberId), email: null, account: null, passwordHash: null, lastLoginAt: null, isLocked: true, deletedAt: account?.deletedAt ?? now, erasedAt: now, updatedAt: now })
      .where(eq(userAccount.id, memberId));

    // The log says it happened, by whom and why — nothing about the person.
    const entry = { action: 'ERASE', resource: 'MEMBER', resourceId: memberId, before: null, after: { reason: input.reason, self: input.self } };
    if (input.by) await recordOperation(tx, input.by, entry);
    else await tx.insert(operationLog).values({ ...entry, actorId: null });
    return doomed;
  });
  for (const p of toRemove) await files.remove(p).catch(() => undefined);
  return { erasedAt: now };
}

/** The birth date an erased member shows (the column is required): 1 January 1900, nobody's. */
export const ERASED_BIRTH = 19000101;

/** "Erased member" in each language (review authors; the member's names use the clinic's default, zh-HK). */
async function erasedTexts(translate: Translate) {
  const out = {} as Record<(typeof LANGUAGES)[number], string>;
  for (const l of LANGUAGES) out[l] = (await translate(l))('account:erase.erasedName');
  return out;
}

/** Members whose accounts were closed more than `days` ago and are not yet erased (the retention job). */
export async function closedAccountsDue(db: Db | Tx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: userAccount.id })
    .from(userAccount)
    .innerJoin(member, eq(member.id, userAccount.id))
    .where(and(isNull(userAccount.erasedAt), lte(userAccount.deletedAt, before)))
    .limit(limit);
  return rows.map((r) => r.id);
}
