import { and, eq } from 'drizzle-orm';
import type { ChatCreateRoomInput, ChatSide } from '../../../common/chat';
import type { Db } from '../../db/client';
import { member, userAccount } from '../../db/schema/accounts';
import { chatRoom } from '../../db/schema/chat';
import type { Actor } from '../accounts/get-actor';
import { isStaff } from '../../../common/permissions';
import { AppError } from '../app-error';
import { chatStaffCan } from './chat-access';
import { bookingCard, eventCard } from './chat-cards';
import { loadMessage } from './chat-queries';
import type { ChatMessageRecord, ChatRoomRow } from '../../presenters/chat';
import { insertMessage, joinRoom } from './send-message';

export interface CreateRoomResult {
  id: number;
  memberId: string;
  /** A new room was made (otherwise the member's room was reused). */
  created: boolean;
  /** The context changed (room.data). */
  contextChanged: boolean;
  /** Context cards added to the conversation (a booking or an event the room was opened about). */
  messages: ChatMessageRecord[];
  room: ChatRoomRow;
}

/**
 * Who the room is with. A member opens their own room with customer service; naming anyone else
 * is refused with the spec's chat messages: a person without an account → CHAT_TARGET_NO_ACCOUNT,
 * anyone else → CHAT_USER_TYPE_NOT_ALLOWED (members chat with the clinic only). Staff (CHAT_EDIT)
 * name a member; a staff account is not a type that may be messaged.
 */
async function targetMember(db: Db, actor: Actor, wanted: string | undefined): Promise<{ memberId: string; side: ChatSide }> {
  const staffCaller = isStaff(actor) && (!actor.member || (wanted !== undefined && wanted !== actor.id));
  if (!staffCaller) {
    if (!actor.member || !actor.member.isGood) throw new AppError('MEMBER_NOT_EFFECTIVE');
    if (wanted === undefined || wanted === actor.id) return { memberId: actor.id, side: 'MEMBER' };
  } else {
    if (!chatStaffCan(actor, 'write')) throw new AppError('FORBIDDEN');
    if (wanted === undefined) throw new AppError('VALIDATION', { fields: [{ field: 'member', message: 'form.required' }] });
  }
  const [u] = await db
    .select({ id: userAccount.id, deletedAt: userAccount.deletedAt, memberId: member.id })
    .from(userAccount)
    .leftJoin(member, eq(member.id, userAccount.id))
    .where(eq(userAccount.id, wanted!));
  if (!u || u.deletedAt) throw new AppError('CHAT_TARGET_NO_ACCOUNT');
  if (!staffCaller || !u.memberId) throw new AppError('CHAT_USER_TYPE_NOT_ALLOWED');
  return { memberId: u.memberId, side: 'STAFF' };
}

const sameData = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
};

/**
 * Opens the member's customer-service room (POST /api/chat/rooms), reusing the one that exists:
 * there is one SERVICE room per member. The member must be in effect (member.isGood, spec §5).
 * `data` is the context the room is opened with (/chat?roomId=…&bookingId=12): it is kept on the
 * room and, when it names one of the member's bookings (bookingId) or an event (eventSlug), a
 * card about it is added to the conversation, once per change of context.
 */
export async function createRoom(db: Db, actor: Actor, input: ChatCreateRoomInput, now: () => Date = () => new Date()): Promise<CreateRoomResult> {
  const { memberId, side } = await targetMember(db, actor, input.member);
  const bookingId = Number(input.data.bookingId);
  const booking = Number.isSafeInteger(bookingId) && bookingId > 0 ? await bookingCard(db, memberId, bookingId) : null;
  const event = typeof input.data.eventSlug === 'string' ? await eventCard(db, input.data.eventSlug) : null;

  const out = await db.transaction(async (tx) => {
    const inserted = await tx.insert(chatRoom).values({ memberId, type: input.type, data: input.data, activeAt: now() }).onConflictDoNothing().returning();
    const created = inserted.length > 0;
    const [locked] = await tx.select().from(chatRoom).where(and(eq(chatRoom.memberId, memberId), eq(chatRoom.type, input.type))).for('update');
    const room = locked!;
    await joinRoom(tx, room.id, memberId, 'MEMBER');
    if (side === 'STAFF') await joinRoom(tx, room.id, actor.id, 'STAFF');
    const contextChanged = Object.keys(input.data).length > 0 && (created || !sameData(room.data, input.data));
    const ids: number[] = [];
    if (contextChanged) {
      if (!created) {
        await tx.update(chatRoom).set({ data: input.data }).where(eq(chatRoom.id, room.id));
        room.data = input.data;
      }
      const cards = [booking && { type: 'VISIT' as const, data: booking }, event && { type: 'EVENT' as const, data: event }].filter((c) => !!c);
      for (const card of cards) {
        const [m] = await insertMessage(tx, room, { senderId: actor.id, senderType: 'SYSTEM', side, type: card.type, content: '', data: card.data, now: now() });
        if (m) ids.push(m.id);
      }
    }
    const [after] = await tx.select().from(chatRoom).where(eq(chatRoom.id, room.id));
    return { created, contextChanged, ids, room: after! };
  });
  const messages: ChatMessageRecord[] = [];
  for (const id of out.ids) messages.push((await loadMessage(db, id))!);
  return { id: out.room.id, memberId, created: out.created, contextChanged: out.contextChanged, messages, room: out.room };
}
