import { and, eq, inArray, isNotNull, isNull, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, operationLog, otpCode, session, smsOutbox, userAccount } from '../../db/schema/accounts';
import { chatMessage, chatUpload } from '../../db/schema/chat';
import { errorReport, siteSetting } from '../../db/schema/content';
import type { FileStore } from '../../integrations/storage/file-store';
import { isAppError } from '../app-error';
import type { Translate } from '../notifications/notify';
import { eraseMember } from './erase-member';

/** Rows handled per statement: a long backlog goes in several short transactions, never one huge one. */
export const RETENTION_BATCH = 500;
const DAY = 86_400_000;

export interface RetentionResult {
  chatMessages: number;
  chatFiles: number;
  sms: number;
  otpCodes: number;
  errorReports: number;
  addresses: number;
  erased: number;
  /** Closed accounts not erased yet because money is still open (tried again next time). */
  waiting: number;
}

/** The instant `months` calendar months before `now` (UTC). */
function monthsBefore(now: Date, months: number) {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * The retention job (issue 14; docs/privacy.md "Retention"): clears what is older than the periods in
 * the site settings — chat messages and their files, the SMS log and one-time codes, error reports,
 * network addresses in the operation log and sessions (the entries stay) — and erases accounts
 * staff closed more than eraseClosedAfterDays ago (eraseMember, logged as ERASE by nobody). Batched and
 * idempotent: a second run finds nothing, and processes running it at once each take different rows
 * or the same rows once.
 */
export async function applyRetention(db: Db, files: FileStore, translate: Translate, now: Date, batch = RETENTION_BATCH): Promise<RetentionResult> {
  const [s] = await db.select().from(siteSetting).where(eq(siteSetting.id, 1));
  const out: RetentionResult = { chatMessages: 0, chatFiles: 0, sms: 0, otpCodes: 0, errorReports: 0, addresses: 0, erased: 0, waiting: 0 };
  if (!s) return out;
  const chatBefore = monthsBefore(now, s.retainChatMonths);
  const smsBefore = new Date(now.getTime() - s.retainSmsDays * DAY);
  const errorsBefore = new Date(now.getTime() - s.retainErrorReportDays * DAY);
  const ipBefore = new Date(now.getTime() - s.retainLogIpDays * DAY);
  const closedBefore = new Date(now.getTime() - s.eraseClosedAfterDays * DAY);

  /** Runs `step` (which handles at most `batch` rows and says how many) until a short batch. */
  const drain = async (step: () => Promise<number>) => {
    let total = 0;
    for (;;) {
      const n = await step();
      total += n;
      if (n < batch) return total;
    }
  };
  const ids = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);

  out.chatMessages = await drain(async () => {
    const rows = await db.select({ id: chatMessage.id }).from(chatMessage).where(lt(chatMessage.createdAt, chatBefore)).limit(batch);
    if (rows.length) await db.delete(chatMessage).where(inArray(chatMessage.id, ids(rows)));
    return rows.length;
  });
  out.chatFiles = await drain(async () => {
    const rows = await db.select({ id: chatUpload.id, url: chatUpload.url }).from(chatUpload).where(lt(chatUpload.createdAt, chatBefore)).limit(batch);
    if (rows.length) await db.delete(chatUpload).where(inArray(chatUpload.id, ids(rows)));
    for (const r of rows) await files.remove(r.url).catch(() => undefined);
    return rows.length;
  });
  out.sms = await drain(async () => {
    const rows = await db.select({ id: smsOutbox.id }).from(smsOutbox).where(lt(smsOutbox.createdAt, smsBefore)).limit(batch);
    if (rows.length) await db.delete(smsOutbox).where(inArray(smsOutbox.id, ids(rows)));
    return rows.length;
  });
  out.otpCodes = await drain(async () => {
    const rows = await db.select({ id: otpCode.id }).from(otpCode).where(lt(otpCode.createdAt, smsBefore)).limit(batch);
    if (rows.length) await db.delete(otpCode).where(inArray(otpCode.id, ids(rows)));
    return rows.length;
  });
  out.errorReports = await drain(async () => {
    const rows = await db.select({ id: errorReport.id }).from(errorReport).where(lt(errorReport.createdAt, errorsBefore)).limit(batch);
    if (rows.length) await db.delete(errorReport).where(inArray(errorReport.id, ids(rows)));
    return rows.length;
  });
  out.addresses = await drain(async () => {
    const rows = await db.select({ id: operationLog.id }).from(operationLog).where(and(lt(operationLog.createdAt, ipBefore), isNotNull(operationLog.ip))).limit(batch);
    if (rows.length) await db.update(operationLog).set({ ip: null }).where(inArray(operationLog.id, ids(rows)));
    return rows.length;
  });
  // Sessions are short-lived; their addresses go by the same period (one statement: few rows).
  await db.update(session).set({ ip: null }).where(and(lt(session.createdAt, ipBefore), isNotNull(session.ip)));

  // Accounts staff closed, erased once the period has passed (one transaction each).
  const tried = new Set<string>();
  for (;;) {
    const due = await db
      .select({ id: userAccount.id })
      .from(userAccount)
      .innerJoin(member, eq(member.id, userAccount.id))
      .where(and(isNull(userAccount.erasedAt), lt(userAccount.deletedAt, closedBefore), tried.size ? notInArray(userAccount.id, [...tried]) : undefined))
      .limit(batch);
    for (const { id } of due) {
      tried.add(id);
      try {
        await eraseMember(db, files, translate, id, { by: null, reason: 'RETENTION', self: false }, now);
        out.erased += 1;
      } catch (err) {
        if (!isAppError(err) || !['ERASE_MONEY_OPEN', 'ERASE_SUB_ACCOUNTS', 'ERASE_ALREADY'].includes(err.code)) throw err;
        out.waiting += 1;
      }
    }
    if (due.length < batch) return out;
  }
}
