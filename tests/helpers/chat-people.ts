import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ROLE_CODES } from '../../common/permissions';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { role, userAccount, userRole } from '../../server/db/schema/accounts';
import { seedAccountBasics } from '../../server/db/seed/seed-accounts';
import { loadActor } from '../../server/domain/accounts/get-actor';
import { insertMember } from '../../server/domain/accounts/member-code';
import { createLocaleStore } from '../../server/domain/i18n/locale-store';
import { systemClock } from '../../server/domain/shared/clock';
import { altchaBotCheck } from '../../server/integrations/bot-check/altcha';
import { createMailer } from '../../server/integrations/mail/mailer';
import { createSmsSender } from '../../server/integrations/sms/sms-sender';
import { localFileStore } from '../../server/integrations/storage/file-store';
import { createServices, type AppServices } from '../../server/services';

/** The app's services on a database, without HTTP (no mail, SMS or uploads are sent). */
export function offlineServices(database: Database, label = 'offline'): AppServices {
  const config = loadConfig({ PUBLIC_URL: 'http://clinic.test', LOG_LEVEL: 'silent' });
  return createServices({
    config,
    database,
    locales: createLocaleStore({ db: database.db, dir: path.resolve('locales'), buildVersion: label, allowAddMissing: false }),
    buildVersion: label,
    sms: createSmsSender({ db: database.db, env: {} }),
    mailer: createMailer({}),
    botCheck: altchaBotCheck(`${label}-secret`),
    files: localFileStore(path.join(os.tmpdir(), `aloha-${label}-${process.pid}`)),
    clock: systemClock,
  });
}

export interface ChatPeople {
  /** Each member's session token and their customer-service room. */
  members: { id: string; token: string; roomId: number }[];
  /** Staff on the customer-service team (CHAT_VIEW, CHAT_EDIT): session tokens for the back office. */
  staff: { id: string; token: string }[];
}

/**
 * `members` members (each with a signed-in web session and their service room) and `staff`
 * customer-service staff (signed in to the back office), written straight into the database —
 * registration and sign-in are tested elsewhere. For the chat bench and the chat storm test.
 */
export async function seedChatPeople(database: Database, counts: { members: number; staff: number }, label = 'people'): Promise<ChatPeople> {
  const db = database.db;
  await seedAccountBasics(db);
  const services = offlineServices(database, label);
  const tag = randomBytes(3).toString('hex');
  const [mRole] = await db.select().from(role).where(eq(role.code, ROLE_CODES.MEMBER));
  const [staffRole] = await db.insert(role).values({ code: `CS${tag.toUpperCase()}`, name: { 'zh-HK': '客服', 'zh-CN': '客服', en: 'Customer service' }, permissions: ['CHAT_VIEW', 'CHAT_EDIT'] }).returning();
  const memberIds = Array.from({ length: counts.members }, (_, i) => `pm${i}${tag}${randomBytes(4).toString('hex')}`);
  const staffIds = Array.from({ length: counts.staff }, (_, i) => `ps${i}${tag}${randomBytes(4).toString('hex')}`);
  // Phone numbers unique to this call (a database may hold an earlier call's people).
  const phoneBase = Math.floor(Math.random() * 9_000) * 1_000;
  await db.transaction(async (tx) => {
    for (const [i, id] of memberIds.entries()) {
      await tx.insert(userAccount).values({ id, phone: `+8525${String(phoneBase + i).padStart(7, '0')}`, lng: 'en' });
      await insertMember(tx, { id, fullname: `Chat Member ${i}`, nickname: `C${i}`, gender: 'x', birth: 19900101, docType: 'passport', docId: `C${i}${randomBytes(4).toString('hex')}`, docNation: 'GB', nationality: 'GB', privacyConsentAt: new Date() });
      await tx.insert(userRole).values({ userId: id, roleId: mRole!.id });
    }
    for (const [i, id] of staffIds.entries()) {
      await tx.insert(userAccount).values({ id, account: `cs-${tag}-${i}`, lng: 'en' });
      await tx.insert(userRole).values({ userId: id, roleId: staffRole!.id });
    }
  });
  const members: ChatPeople['members'] = [];
  for (const id of memberIds) {
    const actor = (await loadActor(db, id))!;
    const { token } = await services.accounts.createSession(actor, { site: 'web', rememberMe: true, userAgent: label, ip: null });
    const { id: roomId } = await services.chat.createRoom(actor, { type: 'SERVICE', data: {} });
    members.push({ id, token, roomId });
  }
  const staff: ChatPeople['staff'] = [];
  for (const id of staffIds) staff.push({ id, token: (await services.accounts.createSession((await loadActor(db, id))!, { site: 'cms', rememberMe: false, userAgent: label, ip: null })).token });
  return { members, staff };
}
