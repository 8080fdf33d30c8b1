import { eq, or } from 'drizzle-orm';
import { ACTIONS, ROLE_CODES } from '../../../common/permissions';
import { newId } from '../../domain/accounts/ids';
import { insertMember } from '../../domain/accounts/member-code';
import { hashPassword, verifyPassword } from '../../domain/accounts/password-hash';
import { revokeAllSessions } from '../../domain/accounts/sessions';
import type { Db } from '../client';
import { country, role, userAccount, userRole } from '../schema/accounts';

const L = (zhHK: string, zhCN: string, en: string) => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en });
const all = (resources: string[]) => resources.flatMap((r) => ACTIONS.map((a) => `${r}_${a}`));

/** The four roles of spec §6; the staff role gets the day-to-day sections. Existing roles are kept as edited. */
const SYSTEM_ROLES = [
  { code: ROLE_CODES.ADMIN, name: L('管理員', '管理员', 'Administrator'), permissions: ['WEB_ADMIN'] },
  {
    code: ROLE_CODES.USER,
    name: L('職員', '职员', 'Staff'),
    permissions: [...all(['BOOKING', 'SCHEDULE', 'CHAT']), 'MEMBER_VIEW', 'PLACE_VIEW', 'ROOM_VIEW', 'STAFF_VIEW', 'SERVICE_PLAN_VIEW'],
  },
  { code: ROLE_CODES.MEMBER, name: L('會員', '会员', 'Member'), permissions: [] },
  { code: ROLE_CODES.PATIENT, name: L('病人', '病人', 'Patient'), permissions: [] },
];

const COUNTRIES: (typeof country.$inferInsert)[] = [
  { code2: 'HK', code3: 'HKG', callingCode: '852', name: L('香港', '香港', 'Hong Kong'), sort: 1 },
  { code2: 'MO', code3: 'MAC', callingCode: '853', name: L('澳門', '澳门', 'Macau'), sort: 2 },
  { code2: 'CN', code3: 'CHN', callingCode: '86', name: L('中國內地', '中国内地', 'Mainland China'), sort: 3 },
  { code2: 'TW', code3: 'TWN', callingCode: '886', name: L('台灣', '台湾', 'Taiwan'), sort: 4 },
  { code2: 'SG', code3: 'SGP', callingCode: '65', name: L('新加坡', '新加坡', 'Singapore'), sort: 5 },
  { code2: 'MY', code3: 'MYS', callingCode: '60', name: L('馬來西亞', '马来西亚', 'Malaysia'), sort: 6 },
  { code2: 'JP', code3: 'JPN', callingCode: '81', name: L('日本', '日本', 'Japan'), sort: 7 },
  { code2: 'KR', code3: 'KOR', callingCode: '82', name: L('韓國', '韩国', 'South Korea'), sort: 8 },
  { code2: 'PH', code3: 'PHL', callingCode: '63', name: L('菲律賓', '菲律宾', 'Philippines'), sort: 9 },
  { code2: 'ID', code3: 'IDN', callingCode: '62', name: L('印尼', '印尼', 'Indonesia'), sort: 10 },
  { code2: 'IN', code3: 'IND', callingCode: '91', name: L('印度', '印度', 'India'), sort: 11 },
  { code2: 'GB', code3: 'GBR', callingCode: '44', name: L('英國', '英国', 'United Kingdom'), sort: 12 },
  { code2: 'US', code3: 'USA', callingCode: '1', name: L('美國', '美国', 'United States'), sort: 13 },
  { code2: 'CA', code3: 'CAN', callingCode: '1', name: L('加拿大', '加拿大', 'Canada'), sort: 14, enablePhone: false },
  { code2: 'AU', code3: 'AUS', callingCode: '61', name: L('澳洲', '澳大利亚', 'Australia'), sort: 15 },
  { code2: 'NZ', code3: 'NZL', callingCode: '64', name: L('新西蘭', '新西兰', 'New Zealand'), sort: 16 },
  { code2: 'FR', code3: 'FRA', callingCode: '33', name: L('法國', '法国', 'France'), sort: 17 },
  { code2: 'DE', code3: 'DEU', callingCode: '49', name: L('德國', '德国', 'Germany'), sort: 18 },
];

/** Roles and countries every installation needs (idempotent). */
export async function seedAccountBasics(db: Db): Promise<void> {
  await db.insert(role).values(SYSTEM_ROLES.map((r) => ({ ...r, isSystem: true }))).onConflictDoNothing();
  await db.insert(country).values(COUNTRIES).onConflictDoNothing();
}

/** Creates a back-office account with the given role codes unless the account name exists. Returns whether it did. */
export async function ensureStaffAccount(db: Db, input: { account: string; password: string; roles: string[]; lng?: string }): Promise<boolean> {
  const [existing] = await db.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.account, input.account));
  if (existing) return false;
  const id = newId();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.insert(userAccount).values({ id, account: input.account, passwordHash, lng: input.lng ?? 'zh-HK' });
    for (const code of input.roles) {
      const [r] = await tx.select().from(role).where(eq(role.code, code));
      if (r) await tx.insert(userRole).values({ userId: id, roleId: r.id });
    }
  });
  return true;
}

/**
 * Demo accounts (DEMO=1), one per role, documented in the README:
 * admin / Aloha#Admin2026 (X), staff / Aloha#Staff2026 (U), member +852 6123 4567 / member123 (M).
 */
export const DEMO_ACCOUNTS = {
  admin: { account: 'admin', password: 'Aloha#Admin2026' },
  staff: { account: 'staff', password: 'Aloha#Staff2026' },
  member: { phone: '+85261234567', password: 'member123' },
} as const;

export async function seedDemoAccounts(db: Db): Promise<void> {
  await ensureStaffAccount(db, { ...DEMO_ACCOUNTS.admin, roles: [ROLE_CODES.ADMIN], lng: 'en' });
  await ensureStaffAccount(db, { ...DEMO_ACCOUNTS.staff, roles: [ROLE_CODES.USER] });
  const phone = DEMO_ACCOUNTS.member.phone;
  const [existing] = await db.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.phone, phone));
  if (existing) return;
  const id = newId();
  const passwordHash = await hashPassword(DEMO_ACCOUNTS.member.password);
  await db.transaction(async (tx) => {
    await tx.insert(userAccount).values({ id, phone, email: 'member@example.com', passwordHash, lng: 'zh-HK' });
    await insertMember(tx, {
      id, fullname: '陳大文', nickname: '大文', gender: 'm', birth: 19900115, docType: 'hk', docId: 'A1234563', nationality: 'HK', privacyConsentAt: new Date(),
    });
    const [m] = await tx.select().from(role).where(eq(role.code, ROLE_CODES.MEMBER));
    await tx.insert(userRole).values({ userId: id, roleId: m!.id });
  });
}

/**
 * A start without demo mode on a database that once had it: every demo account still holding its
 * published password (README) is locked and signed out, so that password opens nothing. Returns
 * the accounts locked. An account whose password was changed is left alone.
 */
export async function lockPublishedDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: userAccount.id, account: userAccount.account, phone: userAccount.phone, passwordHash: userAccount.passwordHash, isLocked: userAccount.isLocked })
    .from(userAccount)
    .where(or(eq(userAccount.account, DEMO_ACCOUNTS.admin.account), eq(userAccount.account, DEMO_ACCOUNTS.staff.account), eq(userAccount.phone, DEMO_ACCOUNTS.member.phone)));
  const locked: string[] = [];
  for (const r of rows) {
    if (r.isLocked || !r.passwordHash) continue;
    const published = r.account === DEMO_ACCOUNTS.admin.account ? DEMO_ACCOUNTS.admin.password : r.account === DEMO_ACCOUNTS.staff.account ? DEMO_ACCOUNTS.staff.password : DEMO_ACCOUNTS.member.password;
    if (!(await verifyPassword(r.passwordHash, published))) continue;
    await db.update(userAccount).set({ isLocked: true, updatedAt: new Date() }).where(eq(userAccount.id, r.id));
    await revokeAllSessions(db, r.id);
    locked.push(r.account ?? r.phone ?? r.id);
  }
  return locked;
}
