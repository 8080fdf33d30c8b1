import { eq } from 'drizzle-orm';
import type { ChatCreateRoomInput, ChatSendInput, ChatSide } from '../../../common/chat';
import { DEFAULT_LNG, isLng, type Lng } from '../../../common/i18n-config';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema/accounts';
import { chatRoom } from '../../db/schema/chat';
import type { FileStore } from '../../integrations/storage/file-store';
import type { Actor } from '../accounts/get-actor';
import type { EventBus } from '../events';
import type { ManageCtx } from '../shared/manage-context';
import { answerRequest } from './answer-request';
import { assignRoom } from './assign-room';
import { loadRoomRecord } from './chat-queries';
import { createRoom } from './create-room';
import { deleteRoom } from './delete-room';
import { getRoom } from './get-room';
import { getRoomMember } from './get-room-member';
import { initChat } from './init-chat';
import { listChatStaff } from './list-chat-staff';
import { listManageRooms, type ManageRoomsQuery } from './list-manage-rooms';
import { listMessages } from './list-messages';
import { markRead } from './mark-read';
import { presentMessage, presentRoom } from '../../presenters/chat';
import { sendMessage } from './send-message';
import { setChatBan } from './set-chat-ban';
import { typingIn } from './typing';
import { removeUnsentChatUploads, uploadChatFile } from './upload-chat-file';
import { readChatFile } from './chat-file';

export interface ChatDeps {
  db: Db;
  files: FileStore;
  events: EventBus;
  /** Server-side translator of one language (the locale store's fixedT). */
  translate: (lng: Lng) => Promise<(key: string) => string>;
  now?: () => Date;
}

/**
 * Chat bound to the database for /api and the socket handlers (callers say who acts; the domain
 * checks access). Every write publishes its events on the bus after the domain call has returned,
 * i.e. after its transaction committed; a replayed message publishes nothing new.
 */
export function createChatServices(deps: ChatDeps) {
  const { db, events } = deps;
  const now = deps.now ?? (() => new Date());
  const serviceName = async (lng: Lng) => (await deps.translate(lng))('chat.serviceName');

  return {
    serviceName,
    init: async (actor: Actor, q: { lng: Lng; scope?: 'member' | 'staff' }) => initChat(db, actor, { scope: q.scope, serviceName: await serviceName(q.lng) }),
    room: async (actor: Actor, roomId: number, lng: Lng) => getRoom(db, actor, roomId, await serviceName(lng)),
    createRoom: async (actor: Actor, input: ChatCreateRoomInput) => {
      const r = await createRoom(db, actor, input, now);
      if (r.created || r.contextChanged) events.publish({ type: 'chat.room', roomId: r.id, memberId: r.memberId });
      for (const message of r.messages) events.publish({ type: 'chat.message', room: r.room, message });
      return { id: r.id, created: r.created };
    },
    messages: (actor: Actor, q: { roomId: number; lastMsgId: number; sinceMsgId?: number }) => listMessages(db, actor, q),
    /** Sends (or replays) a message; the answer is the message as its sender sees it. */
    send: async (actor: Actor, input: ChatSendInput) => {
      const r = await sendMessage(db, actor, input, now);
      if (!r.replayed) events.publish({ type: 'chat.message', room: r.room, message: r.message });
      return { message: presentMessage(r.message, r.room, r.message.side), replayed: r.replayed };
    },
    markRead: async (actor: Actor, roomId: number) => {
      const r = await markRead(db, actor, roomId);
      if (r.changed && r.lastReadAt) events.publish({ type: 'chat.read', roomId, memberId: r.memberId, side: r.side, readerId: actor.id, lastReadAt: r.lastReadAt });
      return { roomId, side: r.side, lastReadAt: r.lastReadAt?.getTime() ?? null, unread: 0, totalUnread: r.totalUnread, skipped: r.skipped };
    },
    typing: async (actor: Actor, roomId: number) => {
      const t = await typingIn(db, actor, roomId);
      events.publish({ type: 'chat.typing', ...t });
    },
    upload: (actor: Actor, bytes: Buffer, name: string) => uploadChatFile(db, deps.files, actor, bytes, name),
    /** A chat file for its sender, its room's member and chat staff only (else null). */
    file: (actor: Actor, path: string) => readChatFile(db, deps.files, actor, path),
    /** Removes files uploaded but never sent (run periodically by server/main.ts). */
    removeUnsentUploads: (now?: Date) => removeUnsentChatUploads(db, deps.files, now),
    answer: async (actor: Actor, messageId: number, answer: 'YES' | 'NO') => {
      const r = await answerRequest(db, actor, messageId, answer, now);
      events.publish({ type: 'chat.message', room: r.room, message: r.message });
      const side: ChatSide = r.room.memberId === actor.id ? 'MEMBER' : 'STAFF';
      return { message: presentMessage(r.message, r.room, side) };
    },

    // ---- back office (callers check CHAT_VIEW / CHAT_EDIT / CHAT_DELETE) ----------------------
    manageRooms: async (actor: Actor, q: ManageRoomsQuery, lng: Lng) => listManageRooms(db, actor, q, await serviceName(lng)),
    staff: () => listChatStaff(db),
    roomMember: (roomId: number, lng: Lng) => getRoomMember(db, roomId, lng, now()),
    assign: async (ctx: ManageCtx, roomId: number, staffId: string | null) => {
      const r = await assignRoom(db, ctx, roomId, staffId, now);
      if (r.changed) events.publish({ type: 'chat.room', roomId, memberId: r.room.memberId });
      if (r.message) events.publish({ type: 'chat.message', room: r.room, message: r.message });
      return { changed: r.changed };
    },
    ban: async (ctx: ManageCtx, roomId: number, input: { ban: boolean; reason: string }) => {
      const r = await setChatBan(db, ctx, roomId, input);
      if (r.changed) {
        for (const room of await db.select({ id: chatRoom.id }).from(chatRoom).where(eq(chatRoom.memberId, r.memberId))) {
          events.publish({ type: 'chat.room', roomId: room.id, memberId: r.memberId });
        }
      }
      return { isBan: r.isBan, changed: r.changed };
    },
    remove: async (ctx: ManageCtx, roomId: number) => {
      const r = await deleteRoom(db, deps.files, ctx, roomId);
      events.publish({ type: 'chat.roomRemoved', roomId, memberId: r.memberId });
      return { removed: true };
    },

    // ---- for the real-time layer --------------------------------------------------------------
    /**
     * A room presented for each side (UPDATE_ROOM): the member's copy in the member's language,
     * the staff copy in the default language (screens name the clinic side themselves).
     */
    roomForBothSides: async (roomId: number) => {
      const record = await loadRoomRecord(db, roomId);
      if (!record) return null;
      const [u] = await db.select({ lng: userAccount.lng }).from(userAccount).where(eq(userAccount.id, record.memberId));
      const memberLng = isLng(u?.lng) ? u.lng : DEFAULT_LNG;
      return {
        memberId: record.memberId,
        MEMBER: presentRoom(record, 'MEMBER', await serviceName(memberLng)),
        STAFF: presentRoom(record, 'STAFF', await serviceName(DEFAULT_LNG)),
      };
    },
  };
}

export type ChatServices = ReturnType<typeof createChatServices>;
