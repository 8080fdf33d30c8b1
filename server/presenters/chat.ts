import { chatDirection, type ChatMessageState, type ChatSide } from '../../common/chat';
import type { chatMessage, chatRoom } from '../db/schema/chat';

export type ChatRoomRow = typeof chatRoom.$inferSelect;
export type ChatMessageRow = typeof chatMessage.$inferSelect;

/** A stored message with its sender's display name (staff: account name; member: nickname). */
export interface ChatMessageRecord extends ChatMessageRow {
  senderName: string | null;
}

/** A room with what every presentation needs: names, ban flag, unread per side, newest message. */
export interface ChatRoomRecord extends ChatRoomRow {
  memberName: string;
  memberAvatar: string | null;
  assigneeName: string | null;
  isBan: boolean;
  /** Unread messages of each side (messages of the other side newer than the side's read mark). */
  unreadOf: Record<ChatSide, number>;
  lastMessage: ChatMessageRecord | null;
}

export type ReadMarks = Pick<ChatRoomRow, 'memberReadAt' | 'staffReadAt'>;

export const otherSide = (side: ChatSide): ChatSide => (side === 'MEMBER' ? 'STAFF' : 'MEMBER');
export const readMarkOf = (marks: ReadMarks, side: ChatSide): Date | null => (side === 'MEMBER' ? marks.memberReadAt : marks.staffReadAt);
const msOf = (d: Date | null) => (d ? d.getTime() : null);

/**
 * Spec §4: a message is read when its creation time is no later than the last-read time of the
 * side it was sent to. The answer is the same for both readers.
 */
export function isMessageRead(m: Pick<ChatMessageRow, 'side' | 'createdAt'>, marks: ReadMarks): boolean {
  const mark = readMarkOf(marks, otherSide(m.side));
  return !!mark && m.createdAt.getTime() <= mark.getTime();
}

/**
 * A message as one side sees it (HTTP answers and socket events alike). Direction per spec §4
 * (SYSTEM, OUT for the reader's own side, else IN); state SENT/SAW for outgoing, RECEIVE/SAW for
 * the rest. The member side never sees which staff account answered (no sender id, no name).
 */
export function presentMessage(m: ChatMessageRecord, marks: ReadMarks, reader: ChatSide) {
  const direction = chatDirection(m, reader);
  const isRead = isMessageRead(m, marks);
  const state: ChatMessageState = direction === 'OUT' ? (isRead ? 'SAW' : 'SENT') : isRead ? 'SAW' : 'RECEIVE';
  const hideStaff = reader === 'MEMBER' && m.side === 'STAFF';
  return {
    id: m.id,
    room: m.roomId,
    /** Only the sending side gets its client id back (to match its SENDING copy). */
    clientId: m.side === reader ? m.clientId : null,
    sender: hideStaff ? null : m.senderId,
    senderType: m.senderType,
    senderName: hideStaff ? null : m.senderName,
    side: m.side,
    type: m.type,
    content: m.content,
    data: m.data,
    needI18nParse: m.needI18nParse,
    /** Milliseconds since the epoch (ms precision is stored). */
    createAt: m.createdAt.getTime(),
    direction,
    isRead,
    state,
  };
}
export type PresentedChatMessage = ReturnType<typeof presentMessage>;

/**
 * A room as one side sees it (spec §3 Chat room). For the member the receiver is the clinic's
 * customer service ("SERVICE", named in the reader's language); for staff it is the member.
 * Unread is 0 in a banned room (spec §4: only non-banned rooms raise unread counts).
 */
export function presentRoom(r: ChatRoomRecord, reader: ChatSide, serviceName: string) {
  const unread = (side: ChatSide) => (r.isBan ? 0 : r.unreadOf[side]);
  return {
    id: r.id,
    type: r.type,
    data: r.data,
    receiver: reader === 'MEMBER' ? 'SERVICE' : r.memberId,
    receiverName: reader === 'MEMBER' ? serviceName : r.memberName,
    receiverAvatar: reader === 'MEMBER' ? null : r.memberAvatar,
    /** Both sides keyed by id ("SERVICE" for the clinic): name, unread, lastReadAt (ms or null). */
    members: {
      [r.memberId]: { side: 'MEMBER' as const, name: r.memberName, unread: unread('MEMBER'), lastReadAt: msOf(r.memberReadAt) },
      SERVICE: { side: 'STAFF' as const, name: serviceName, unread: unread('STAFF'), lastReadAt: msOf(r.staffReadAt) },
    },
    side: reader,
    unread: unread(reader),
    lastReadAt: msOf(readMarkOf(r, reader)),
    otherLastReadAt: msOf(readMarkOf(r, otherSide(reader))),
    activeAt: r.activeAt.getTime(),
    createAt: r.createdAt.getTime(),
    lastMessage: r.lastMessage ? presentMessage(r.lastMessage, r, reader) : null,
    isBan: r.isBan,
    /** Staff only: who looks after the room. */
    assignee: reader === 'STAFF' && r.assignedStaffId ? { id: r.assignedStaffId, name: r.assigneeName } : null,
  };
}
export type PresentedChatRoom = ReturnType<typeof presentRoom>;
