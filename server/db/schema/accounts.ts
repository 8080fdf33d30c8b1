import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigserial, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localized, timestamps } from './columns';

export const gender = pgEnum('gender', ['f', 'm', 'x']);
export const docType = pgEnum('doc_type', ['cn', 'hk', 'mo', 'passport']);
export const otpPurpose = pgEnum('otp_purpose', ['register', 'login', 'reset', 'change_phone']);

/** Spec §3 Country: ISO codes, calling prefix and switches. */
export const country = pgTable('country', {
  code2: text('code2').primaryKey(),
  code3: text('code3').notNull().unique(),
  /** Calling prefix without "+", e.g. "852". */
  callingCode: text('calling_code').notNull(),
  name: localized('name'),
  enableCountry: boolean('enable_country').notNull().default(true),
  enablePhone: boolean('enable_phone').notNull().default(true),
  enableSpeech: boolean('enable_speech').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** Roles (spec §6): X admin, U user (staff), M member, PT patient, plus any the clinic adds. */
export const role = pgTable('role', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: localized('name'),
  /** `{resource}_{action}` strings. */
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  isSystem: boolean('is_system').notNull().default(false),
  ...timestamps(),
});

/** Anyone who can sign in: members (public site) and staff (back office). Ids are 22-char base58. */
export const userAccount = pgTable('user_account', {
  id: text('id').primaryKey(),
  /** Back-office sign-in name (staff); unique. */
  account: text('account'),
  /** E.164, e.g. +85261234567; unique. */
  phone: text('phone'),
  /** Lower-cased; unique. */
  email: text('email'),
  passwordHash: text('password_hash'),
  /** Language for messages sent to this person. */
  lng: text('lng').notNull().default('zh-HK'),
  isLocked: boolean('is_locked').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** When the personal data was erased (issue 14; server/domain/privacy/erase-member.ts): the phone then reads "erased:<id>". */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** When this person last opened the notification list (spec §4 unread rule). */
  lastSawNotifyAt: timestamp('last_saw_notify_at', { withTimezone: true }),
  ...timestamps(),
}, (t) => [
  uniqueIndex('user_account_account_uq').on(t.account),
  uniqueIndex('user_account_phone_uq').on(t.phone),
  uniqueIndex('user_account_email_uq').on(t.email),
]);

export const userRole = pgTable('user_role', {
  userId: text('user_id').notNull().references(() => userAccount.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => role.id, { onDelete: 'restrict' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] })]);

/** Spec §3 Member: the person behind a member account. */
export const member = pgTable('member', {
  id: text('id').primaryKey().references(() => userAccount.id, { onDelete: 'cascade' }),
  /** The member code people see, type and scan (common/validators/member-code.ts), stored as 8 characters without separator. */
  code: text('code').notNull(),
  fullname: text('fullname').notNull(),
  nickname: text('nickname').notNull(),
  gender: gender('gender').notNull(),
  /** YYYYMMDD. */
  birth: integer('birth').notNull(),
  docType: docType('doc_type').notNull(),
  /** Normalized: non-alphanumerics stripped, upper case. */
  docId: text('doc_id').notNull(),
  /** Issuing country (code2) for passports. */
  docNation: text('doc_nation'),
  /** Nationality (country code2). */
  nationality: text('nationality').notNull(),
  referrerId: text('referrer_id').references((): AnyPgColumn => member.id),
  /** Main member of a sub-account; null for main members. */
  parentId: text('parent_id').references((): AnyPgColumn => member.id),
  tags: jsonb('tags').$type<number[]>().notNull().default([]),
  avatar: text('avatar'),
  background: text('background'),
  signature: text('signature'),
  isGood: boolean('is_good').notNull().default(true),
  /** Social handles (spec §3), e.g. { instagram: "aloha.hk" }; empty values are not kept. */
  social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
  /** Favourite industries (ids of the industries type list). */
  favIndustries: jsonb('fav_industries').$type<number[]>().notNull().default([]),
  /** Notes staff keep about the member; never shown to the member. */
  staffNote: text('staff_note').notNull().default(''),
  /** Direct-marketing consent per channel as it stands (issue 14); its history is `marketing_consent`. */
  marketingSms: boolean('marketing_sms').notNull().default(false),
  marketingEmail: boolean('marketing_email').notNull().default(false),
  /** Booking reminders (issue 13): the member may turn off each channel in their profile. */
  remindSms: boolean('remind_sms').notNull().default(true),
  remindEmail: boolean('remind_email').notNull().default(true),
  privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }).notNull(),
  ...timestamps(),
}, (t) => [
  uniqueIndex('member_doc_uq').on(t.docType, t.docId),
  uniqueIndex('member_code_uq').on(t.code),
  check('member_not_own_referrer', sql`${t.referrerId} is null or ${t.referrerId} <> ${t.id}`),
]);

/** Server-side sessions; the cookie holds a random token whose SHA-256 is the id. */
export const session = pgTable('session', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => userAccount.id, { onDelete: 'cascade' }),
  /** 'web' (member site) or 'cms' (back office): decides the timeouts. */
  site: text('site').notNull(),
  rememberMe: boolean('remember_me').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** Absolute end, whatever the activity. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  idleSeconds: integer('idle_seconds').notNull(),
  userAgent: text('user_agent'),
  ip: text('ip'),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('session_user_idx').on(t.userId)]);

/** One-time codes sent by SMS (6 digits, 10 minutes, 5 tries, single use). */
export const otpCode = pgTable('otp_code', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  purpose: otpPurpose('purpose').notNull(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('otp_code_phone_idx').on(t.phone, t.purpose)]);

/** Text messages: the development adapter's outbox, and a record of what the gateway sent. */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  lng: text('lng').notNull(),
  provider: text('provider').notNull(),
  status: text('status').notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Third-party (OpenID Connect / OAuth) identities linked to an account. */
export const oauthAccount = pgTable('oauth_account', {
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  userId: text('user_id').notNull().references(() => userAccount.id, { onDelete: 'cascade' }),
  /** The identity the account was registered with: cannot be unlinked. */
  isOrigin: boolean('is_origin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.subject] }), uniqueIndex('oauth_account_user_provider_uq').on(t.userId, t.provider)]);

/** Every back-office write: who, when, what, before and after. */
export const operationLog = pgTable('operation_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorId: text('actor_id').references(() => userAccount.id),
  action: text('action').notNull(),
  resource: text('resource').notNull(),
  resourceId: text('resource_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('operation_log_created_idx').on(t.createdAt), index('operation_log_resource_idx').on(t.resource, t.resourceId)]);


/** WebAuthn credentials (passkeys) registered to an account. */
export const passkey = pgTable('passkey', {
  /** Credential id, base64url. */
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => userAccount.id, { onDelete: 'cascade' }),
  /** COSE public key, base64url. */
  publicKey: text('public_key').notNull(),
  counter: integer('counter').notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [index('passkey_user_idx').on(t.userId)]);

/**
 * Direct-marketing consent (PDPO Part 6A, issue 14): one row per choice a member made for one channel —
 * given or withdrawn, when, through what (registration, profile, staff on a written request) and the
 * version of the wording they were shown (common/privacy.ts MARKETING_WORDING). Only ever added to;
 * `member.marketing_sms` / `marketing_email` hold the latest choice for quick filtering.
 */
export const marketingConsent = pgTable('marketing_consent', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: text('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
  channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
  granted: boolean('granted').notNull(),
  wordingVersion: integer('wording_version').notNull(),
  /** The language the wording was shown in. */
  lng: text('lng').notNull(),
  source: text('source', { enum: ['REGISTER', 'PROFILE', 'STAFF', 'MIGRATION'] }).notNull(),
  /** Staff who recorded it for the member (source STAFF); null when the member chose. */
  actorId: text('actor_id').references(() => userAccount.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('marketing_consent_member_idx').on(t.memberId, t.channel, t.at),
  check('marketing_consent_channel', sql`${t.channel} in ('SMS', 'EMAIL')`),
]);
