import { and, eq, isNull } from 'drizzle-orm';
import { CHAT_TEXT_MAX_LENGTH, type ChatSendInput, type ChatSide } from '../../../common/chat';
import type { Db } from '../../db/client';
import { chatMessage, chatRoom, chatRoomMember, chatUpload } from '../../db/schema/chat';
import type { Actor } from '../accounts/get-actor';
import { AppError } from '../app-error';
import type { Tx } from '../shared/manage-context';
import { isChatBanned, roomAccess } from './chat-access';
import { cardData } from './chat-cards';
import { loadMessages } from './chat-queries';
import type { ChatMessageRecord, ChatMessageRow, ChatRoomRow } from '../../presenters/chat';

export interface SendResult {
  message: ChatMessageRecord;
  /** The room after the message (its read marks present the message). */
  room: ChatRoomRow;
  /** True when the clientId was already stored: the first message is returned, nothing new is written. */
  replayed: boolean;
}

/** Spec §5: blank is refused, and so is anything longer than CHAT_TEXT_MAX_LENGTH characters. */
export function checkText(raw: string): string {
  const text = raw.trim();
  if (text.length === 0) throw new AppError('CHAT_MESSAGE_BLANK');
  if ([...text].length > CHAT_TEXT_MAX_LENGTH) throw new AppError('CHAT_MESSAGE_TOO_LONG', { max: CHAT_TEXT_MAX_LENGTH });
  return text;
}

async function findByClientId(db: Db | Tx, senderId: string, clientId: string) {
  const [m] = await loadMessages(db, and(eq(chatMessage.senderId, senderId), eq(chatMessage.clientId, clientId)), { order: 'asc' });
  return m;
}

/** What a message stores for its type: the text, the sender's own upload, or a card snapshot. */
async function contentOf(db: Db, actor: Actor, input: ChatSendInput, room: ChatRoomRow, now: Date): Promise<{ content: string; data: Record<string, unknown> }> {
  switch (input.type) {
    case 'TEXT':
      return { content: checkText(input.content), data: {} };
    case 'IMAGE':
    case 'VIDEO':
    case 'AUDIO':
    case 'FILE': {
      const [u] = await db.select().from(chatUpload).where(and(eq(chatUpload.url, input.data.url), eq(chatUpload.userId, actor.id)));
      // FILE carries any upload; the media types only their own kind.
      if (!u || (input.type !== 'FILE' && u.kind !== input.type)) throw new AppError('CHAT_UPLOAD_NOT_FOUND');
      return { content: '', data: { url: u.url, name: u.name, size: u.size, mime: u.mime, kind: u.kind, width: u.width, height: u.height } };
    }
    default:
      return { content: '', data: await cardData(db, input, room.memberId, now) };
  }
}

/**
 * Sends a message into a room the actor may write to. The sender's clientId makes it idempotent:
 * a retry (same sender, same clientId) gets the stored message back (`replayed`), however many
 * times it arrives and over whichever transport. Message times strictly increase within a room
 * (the room row is locked while one is added), so "read up to the newest message" is exact.
 */
export async function sendMessage(db: Db, actor: Actor, input: ChatSendInput, now: () => Date = () => new Date()): Promise<SendResult> {
  const { room, side } = await roomAccess(db, actor, input.roomId, 'write');
  const replay = await findByClientId(db, actor.id, input.clientId);
  if (replay) {
    if (replay.roomId !== room.id) throw new AppError('CHAT_CLIENT_ID_REUSED');
    return { message: replay, room: (await db.select().from(chatRoom).where(eq(chatRoom.id, room.id)))[0]!, replayed: true };
  }
  if (side === 'MEMBER') {
    if (!actor.member?.isGood) throw new AppError('MEMBER_NOT_EFFECTIVE');
    if (await isChatBanned(db, room.memberId)) throw new AppError('CHAT_BANNED');
  }
  const { content, data } = await contentOf(db, actor, input, room, now());

  const written = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chatRoom).where(eq(chatRoom.id, room.id)).for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    const [row] = await insertMessage(tx, locked, {
      senderId: actor.id,
      senderType: side === 'MEMBER' ? 'MEMBER' : 'STAFF',
      side,
      type: input.type,
      content,
      data,
      clientId: input.clientId,
      now: now(),
    });
    if (!row) return null; // the same clientId won a concurrent race: answer with that one below
    if (typeof data.url === 'string' && ['IMAGE', 'VIDEO', 'AUDIO', 'FILE'].includes(input.type)) {
      await tx.update(chatUpload).set({ sentAt: row.createdAt }).where(and(eq(chatUpload.url, data.url), isNull(chatUpload.sentAt)));
    }
    // The member joined when the room was made; staff join with their first message.
    if (side === 'STAFF') await joinRoom(tx, room.id, actor.id, side);
    return { row, room: locked }; // insertMessage moved the locked row's activity to the message
  });
  if (!written) {
    const again = await findByClientId(db, actor.id, input.clientId);
    if (!again || again.roomId !== room.id) throw new AppError('CHAT_CLIENT_ID_REUSED');
    return { message: again, room: (await db.select().from(chatRoom).where(eq(chatRoom.id, room.id)))[0]!, replayed: true };
  }
  const senderName = side === 'STAFF' ? actor.account : actor.member?.nickname || actor.member?.fullname || null;
  return { message: { ...written.row, senderName }, room: written.room, replayed: false };
}

/**
 * Adds a message to a room whose row the caller has locked: its time is after the room's newest
 * (at least 1 ms), and the room's activity moves to it. Returns [] when the clientId is taken.
 */
export async function insertMessage(
  tx: Tx,
  locked: ChatRoomRow,
  m: { senderId: string | null; senderType: 'MEMBER' | 'STAFF' | 'SYSTEM'; side: ChatSide; type: ChatMessageRow['type']; content: string; data: Record<string, unknown>; needI18nParse?: boolean; clientId?: string | null; now: Date },
) {
  const createdAt = new Date(Math.max(m.now.getTime(), locked.activeAt.getTime() + 1));
  const rows = await tx
    .insert(chatMessage)
    .values({
      roomId: locked.id,
      senderId: m.senderId,
      senderType: m.senderType,
      side: m.side,
      type: m.type,
      content: m.content,
      data: m.data,
      needI18nParse: m.needI18nParse ?? false,
      clientId: m.clientId ?? null,
      createdAt,
    })
    .onConflictDoNothing()
    .returning();
  if (rows[0]) {
    await tx.update(chatRoom).set({ activeAt: createdAt, lastMessageId: rows[0].id }).where(eq(chatRoom.id, locked.id));
    locked.activeAt = createdAt;
    locked.lastMessageId = rows[0].id;
  }
  return rows;
}

/** Records that a person takes part in a room (first message, read or assignment). */
export async function joinRoom(tx: Db | Tx, roomId: number, userId: string, side: ChatSide) {
  await tx.insert(chatRoomMember).values({ roomId, userId, side }).onConflictDoNothing();
}
