import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member, userAccount } from './accounts';

/**
 * Customer-service chat (issue 5; spec §3 Chat room / Chat message, §4, §5; docs/chat.md).
 * A room joins one member with the clinic's customer service; every instant the read rules
 * compare is kept with millisecond precision (the unit the client compares in).
 */

/** SERVICE: a member ↔ customer service conversation, one per member (reused). */
export const chatRoomType = pgEnum('chat_room_type', ['SERVICE']);
/** The two sides of a room: the member, and the clinic (any staff member answering). */
export const chatSide = pgEnum('chat_side', ['MEMBER', 'STAFF']);
/** Spec §3 sender types MEMBER and SYSTEM, plus STAFF for the clinic's answers (docs/chat.md). */
export const chatSenderType = pgEnum('chat_sender_type', ['MEMBER', 'STAFF', 'SYSTEM']);
/** Spec §4 message types. */
export const chatMessageType = pgEnum('chat_message_type', ['TEXT', 'IMAGE', 'VIDEO', 'AUDIO', 'FILE', 'PROFILE', 'POST', 'CASE', 'REQUEST', 'EVENT', 'VISIT']);

const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const chatRoom = pgTable('chat_room', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: chatRoomType('type').notNull().default('SERVICE'),
  memberId: text('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
  /** The staff account looking after the room; null = anyone on the customer-service team. */
  assignedStaffId: text('assigned_staff_id').references(() => userAccount.id, { onDelete: 'set null' }),
  /** The latest context the member opened the room with (e.g. { bookingId: 12 }). */
  data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
  /** Side read marks: a message is read when its created_at ≤ the receiving side's mark. */
  memberReadAt: ms('member_read_at'),
  staffReadAt: ms('staff_read_at'),
  /** The newest message's created_at (or the room's creation); message times strictly increase per room. */
  activeAt: ms('active_at').notNull().defaultNow(),
  lastMessageId: bigint('last_message_id', { mode: 'number' }),
  createdAt: ms('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('chat_room_member_type_uq').on(t.memberId, t.type),
  index('chat_room_active_idx').on(t.activeAt),
]);

/** Who took part in a room and how far each person has read (the side marks are the maximum per side). */
export const chatRoomMember = pgTable('chat_room_member', {
  roomId: bigint('room_id', { mode: 'number' }).notNull().references(() => chatRoom.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => userAccount.id, { onDelete: 'cascade' }),
  side: chatSide('side').notNull(),
  lastReadAt: ms('last_read_at'),
  joinedAt: ms('joined_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_room_member_user_idx').on(t.userId)]);

export const chatMessage = pgTable('chat_message', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  roomId: bigint('room_id', { mode: 'number' }).notNull().references(() => chatRoom.id, { onDelete: 'cascade' }),
  /** The person who sent it (or whose action produced a SYSTEM message); null for the system alone. */
  senderId: text('sender_id').references(() => userAccount.id, { onDelete: 'set null' }),
  senderType: chatSenderType('sender_type').notNull(),
  /** The side it belongs to: unread counts count the other side's messages. */
  side: chatSide('side').notNull(),
  type: chatMessageType('type').notNull(),
  /** TEXT: the text; needI18nParse: the translation key (common namespace). */
  content: text('content').notNull().default(''),
  /** Uploads: { url, name, size, mime, width?, height? }; cards: a snapshot; needI18nParse: { params }. */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  needI18nParse: boolean('need_i18n_parse').notNull().default(false),
  /** The sender's id for the message: a retry with the same one returns the stored message. */
  clientId: text('client_id'),
  createdAt: ms('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('chat_message_client_uq').on(t.senderId, t.clientId),
  index('chat_message_room_idx').on(t.roomId, t.id),
  index('chat_message_room_created_idx').on(t.roomId, t.createdAt),
  check('chat_message_system_no_client_id', sql`${t.senderType} <> 'SYSTEM' or ${t.clientId} is null`),
]);

/** Members the clinic no longer takes chat messages from (spec: rooms of banned members are flagged isBan). */
export const chatBan = pgTable('chat_ban', {
  memberId: text('member_id').primaryKey().references(() => member.id, { onDelete: 'cascade' }),
  bannedBy: text('banned_by').references(() => userAccount.id, { onDelete: 'set null' }),
  reason: text('reason').notNull().default(''),
  createdAt: ms('created_at').notNull().defaultNow(),
});

/** Files uploaded for chat: a message may only point at its sender's own uploads. */
export const chatUpload = pgTable('chat_upload', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id').notNull().references(() => userAccount.id, { onDelete: 'cascade' }),
  /** Public path under /uploads/chat/. */
  url: text('url').notNull().unique(),
  /** The name the sender gave (shown, never used on disk). */
  name: text('name').notNull(),
  size: integer('size').notNull(),
  mime: text('mime').notNull(),
  /** IMAGE, VIDEO, AUDIO or FILE: decided from the content. */
  kind: text('kind').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: ms('created_at').notNull().defaultNow(),
  /** When a message first used it; files never sent are removed after CHAT_UNSENT_UPLOADS.keepHours. */
  sentAt: ms('sent_at'),
}, (t) => [index('chat_upload_user_idx').on(t.userId), index('chat_upload_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)]);
