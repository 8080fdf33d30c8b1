import { z } from 'zod';
import {
  CHAT_UPLOAD_MAX_BODY, chatUploadMaxFor, chatAnswerInput, chatAssignInput, chatBanInput, chatCreateRoomInput, chatManageRoomsQuery, chatMessagesQuery, chatReadInput, chatRoomQuery, chatSendInput,
} from '../../common/chat';
import { CHAT_LIMITS } from '../domain/chat/chat-limits';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { bigIdParams, lngOf } from './route-kit';

const initQuery = z.object({ lng: z.string().max(10).optional(), scope: z.enum(['member', 'staff']).optional() });
const uploadQuery = z.object({ name: z.string().max(255).optional() });
const CHAT_VIEW = perm.view('CHAT');
const CHAT_EDIT = perm.edit('CHAT');

/**
 * Customer-service chat over HTTP (spec §7; docs/chat.md has the contract). /api/chat/* serves
 * both sides: a member reaches only their own rooms (anyone else's is 404), staff reach every
 * room with CHAT_VIEW (read) or CHAT_EDIT (write), else 403. /api/manage/chat/* is the back office.
 * Sending also works over the socket (server/realtime/chat-handlers.ts); both go through the same
 * service, which publishes the real-time events after the commit.
 */
export function chatRoutes(services: AppServices): AnyRoute[] {
  const chat = services.chat;
  return [
    route({
      method: 'get', path: '/api/chat/init', access: 'signedIn', query: initQuery,
      summary: 'Chat store to start from (query lng, scope=member|staff): sender, rooms, unread total, bannedMembers',
      handler: async (c, { actor, query }) => c.json(await chat.init(actor, { lng: lngOf(c), scope: query.scope })),
    }),
    route({
      method: 'get', path: '/api/chat/rooms', access: 'signedIn', query: chatRoomQuery, summary: 'One room as the caller’s side sees it (query roomId, lng): room',
      handler: async (c, { actor, query }) => c.json({ room: await chat.room(actor, query.roomId, lngOf(c)) }),
    }),
    route({
      method: 'post', path: '/api/chat/rooms', access: 'signedIn', body: chatCreateRoomInput, limits: [{ name: 'chat-room', ...CHAT_LIMITS.createRoom }],
      summary: 'Opens (or reuses) the member’s customer-service room with context data: id. Member must be in effect (member.error.notEffective)',
      handler: async (c, { actor, body }) => {
        const { id, created } = await chat.createRoom(actor, body);
        return c.json({ id, created });
      },
    }),
    route({
      method: 'get', path: '/api/chat/messages', access: 'signedIn', query: chatMessagesQuery,
      summary: 'Messages oldest first (roomId; lastMsgId = oldest loaded id or 0 for the newest page; sinceMsgId = newest known id to catch up): messages, isEnd',
      handler: async (c, { actor, query }) => c.json(await chat.messages(actor, query)),
    }),
    route({
      method: 'post', path: '/api/chat/messages', access: 'signedIn', body: chatSendInput, limits: [{ name: 'chat-send', ...CHAT_LIMITS.send }],
      summary: 'Sends a message {roomId, clientId, type, content|data}; a repeated clientId returns the stored message (replayed)',
      handler: async (c, { actor, body }) => c.json(await chat.send(actor, body)),
    }),
    route({
      method: 'patch', path: '/api/chat/messages', access: 'signedIn', body: chatReadInput,
      summary: 'Marks the room read for the caller’s side {roomId}: lastReadAt, unread 0, totalUnread',
      handler: async (c, { actor, body }) => c.json(await chat.markRead(actor, body.roomId)),
    }),
    route({
      method: 'post', path: '/api/chat/messages/{id}/answer', access: 'signedIn', params: bigIdParams, body: chatAnswerInput,
      summary: 'Answers a REQUEST card of the other side {answer: YES|NO}: message',
      handler: async (c, { actor, params, body }) => c.json(await chat.answer(actor, params.id, body.answer)),
    }),
    route({
      method: 'post', path: '/api/chat/upload', access: 'signedIn', query: uploadQuery, upload: { maxBytes: CHAT_UPLOAD_MAX_BODY, maxBytesFor: chatUploadMaxFor },
      limits: [{ name: 'chat-upload', ...CHAT_LIMITS.upload }],
      summary: 'Stores a file for a message (body = the bytes, query name): url, name, size, mime, kind, width, height. 413 beyond the size limit or the member’s quota of unsent files',
      handler: async (c, { actor, query, bytes }) => c.json(await chat.upload(actor, bytes, query.name ?? '')),
    }),

    // ---- back office --------------------------------------------------------------------------
    route({
      method: 'get', path: '/api/manage/chat/rooms', access: 'staff', permission: CHAT_VIEW, query: chatManageRoomsQuery,
      summary: 'Every member room, newest activity first, with the clinic side’s unread (page, assigned=me|none|any, q, unread=1, lng): rows, pagination, unread',
      handler: async (c, { actor, query }) => c.json(await chat.manageRooms(actor, query, lngOf(c))),
    }),
    route({
      method: 'get', path: '/api/manage/chat/staff', access: 'staff', permission: CHAT_VIEW, summary: 'Staff a room can be assigned to (CHAT_VIEW or CHAT_EDIT holders)',
      handler: async (c) => c.json({ staff: await chat.staff() }),
    }),
    route({
      method: 'get', path: '/api/manage/chat/rooms/{id}/member', access: 'staff', permission: CHAT_VIEW, params: bigIdParams,
      summary: 'The member beside the thread: profile and latest bookings (lng)',
      handler: async (c, { params }) => c.json(await chat.roomMember(params.id, lngOf(c))),
    }),
    route({
      method: 'post', path: '/api/manage/chat/rooms/{id}/assign', access: 'staff', permission: CHAT_EDIT, params: bigIdParams, body: chatAssignInput,
      summary: 'Assigns the room to a staff member {staffId} or to the whole team {staffId: null}',
      handler: async (c, { ctx, params, body }) => c.json(await chat.assign(ctx, params.id, body.staffId)),
    }),
    route({
      method: 'post', path: '/api/manage/chat/rooms/{id}/ban', access: 'staff', permission: CHAT_EDIT, params: bigIdParams, body: chatBanInput,
      summary: 'Bans the room’s member from chat {ban: true, reason} or lifts it {ban: false}',
      handler: async (c, { ctx, params, body }) => c.json(await chat.ban(ctx, params.id, body)),
    }),
    route({
      method: 'delete', path: '/api/manage/chat/rooms/{id}', access: 'staff', permission: perm.delete('CHAT'), params: bigIdParams,
      summary: 'Deletes a room with its messages and files (CHAT_DELETE)',
      handler: async (c, { ctx, params }) => c.json(await chat.remove(ctx, params.id)),
    }),
  ];
}
