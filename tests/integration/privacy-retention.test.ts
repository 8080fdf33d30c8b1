import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, otpCode, session, smsOutbox, userAccount } from '../../server/db/schema/accounts';
import { chatMessage, chatUpload } from '../../server/db/schema/chat';
import { errorReport, siteSetting } from '../../server/db/schema/content';
import { applyRetention } from '../../server/domain/privacy/apply-retention';
import { signedInMembers } from '../helpers/members';
import { createTestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

/**
 * Retention (issue 14): the job clears what is older than the site settings' periods — chat, the SMS
 * log and codes, error reports, network addresses — and erases accounts closed long enough ago; in
 * batches, and a second run finds nothing.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400_000;
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * DAY);
let closedLongAgo: string;
let closedYesterday: string;
let oldFile: string;
let newFile: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.update(siteSetting).set({ retainChatMonths: 6, retainSmsDays: 30, retainErrorReportDays: 30, retainLogIpDays: 60, eraseClosedAfterDays: 10 }).where(eq(siteSetting.id, 1));
  const [chatty, a, b] = await signedInMembers(t, 3);
  closedLongAgo = a!.memberId;
  closedYesterday = b!.memberId;
  const room = (await chatty!.call('POST', '/api/chat/rooms', {})).json.id as number;
  oldFile = await t.files.put('chat', 'pdf', Buffer.from('%PDF-1.4 old'));
  newFile = await t.files.put('chat', 'pdf', Buffer.from('%PDF-1.4 new'));
  await db.insert(chatUpload).values([
    { userId: chatty!.memberId, url: oldFile, name: 'old.pdf', size: 12, mime: 'application/pdf', kind: 'FILE', createdAt: ago(400), sentAt: ago(400) },
    { userId: chatty!.memberId, url: newFile, name: 'new.pdf', size: 12, mime: 'application/pdf', kind: 'FILE', createdAt: ago(1), sentAt: ago(1) },
  ]);
  for (let i = 0; i < 5; i++) {
    await db.insert(chatMessage).values({ roomId: room, senderId: chatty!.memberId, senderType: 'MEMBER', side: 'MEMBER', type: 'TEXT', content: `old ${i}`, createdAt: ago(300 + i) });
  }
  await db.insert(chatMessage).values({ roomId: room, senderId: chatty!.memberId, senderType: 'MEMBER', side: 'MEMBER', type: 'TEXT', content: 'recent', createdAt: ago(10) });
  await db.insert(smsOutbox).values([
    { to: '+85290000001', text: 'old', lng: 'en', provider: 'test', status: 'sent', createdAt: ago(45) },
    { to: '+85290000001', text: 'new', lng: 'en', provider: 'test', status: 'sent', createdAt: ago(5) },
  ]);
  await db.insert(otpCode).values({ purpose: 'login', phone: '+85290000001', codeHash: 'x', expiresAt: ago(45), createdAt: ago(45) });
  await db.insert(errorReport).values([
    { type: 'js', location: '/old', errorAt: ago(40), createdAt: ago(40) },
    { type: 'js', location: '/new', errorAt: ago(2), createdAt: ago(2) },
  ]);
  await db.insert(operationLog).values([
    { action: 'UPDATE', resource: 'FAQ', resourceId: '1', ip: '203.0.113.1', createdAt: ago(90) },
    { action: 'UPDATE', resource: 'FAQ', resourceId: '2', ip: '203.0.113.2', createdAt: ago(3) },
  ]);
  await db.update(session).set({ createdAt: ago(90), ip: '203.0.113.3' }).where(eq(session.userId, chatty!.memberId));
  await db.update(userAccount).set({ deletedAt: ago(11) }).where(eq(userAccount.id, closedLongAgo));
  await db.update(userAccount).set({ deletedAt: ago(1) }).where(eq(userAccount.id, closedYesterday));
});
afterAll(() => t?.close());

describe(`retention on ${TEST_DB_KIND}`, () => {
  it('clears what is past each period, in batches, and keeps the rest; a second run finds nothing', async () => {
    const db = t.database.db;
    const first = await applyRetention(db, t.files, (l) => Promise.resolve((k: string) => `${l}:${k}`), now, 2);
    expect(first).toMatchObject({ chatMessages: 5, chatFiles: 1, sms: 1, errorReports: 1, erased: 1, waiting: 0 });
    expect(first.otpCodes).toBeGreaterThanOrEqual(1);
    expect(first.addresses).toBeGreaterThanOrEqual(1);

    expect((await db.select().from(chatMessage)).map((m) => m.content)).toContain('recent');
    expect((await db.select().from(chatMessage)).some((m) => m.content.startsWith('old '))).toBe(false);
    expect(await t.files.read(oldFile)).toBeNull();
    expect(await t.files.read(newFile)).not.toBeNull();
    expect((await db.select().from(smsOutbox).where(eq(smsOutbox.to, '+85290000001'))).map((r) => r.text)).toEqual(['new']);
    expect((await db.select().from(errorReport)).map((r) => r.location)).not.toContain('/old');
    const logs = await db.select().from(operationLog).where(inArray(operationLog.resourceId, ['1', '2']));
    expect(logs.map((l) => [l.resourceId, l.ip]).sort()).toEqual([['1', null], ['2', '203.0.113.2']]);

    const [gone] = await db.select().from(userAccount).where(eq(userAccount.id, closedLongAgo));
    expect(gone!.erasedAt).not.toBeNull();
    expect(gone!.phone).toBe(`erased:${closedLongAgo}`);
    const [waits] = await db.select().from(userAccount).where(eq(userAccount.id, closedYesterday));
    expect(waits!.erasedAt).toBeNull();
    const [log] = await db.select().from(operationLog).where(eq(operationLog.resourceId, closedLongAgo));
    expect(log).toMatchObject({ action: 'ERASE', actorId: null, after: { reason: 'RETENTION', self: false } });

    const second = await applyRetention(db, t.files, (l) => Promise.resolve((k: string) => `${l}:${k}`), now, 2);
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
  });
});
