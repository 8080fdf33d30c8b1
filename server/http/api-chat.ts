import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  CHAT_UPLOAD_MAX_BODY, chatAnswerInput, chatAssignInput, chatBanInput, chatCreateRoomInput, chatManageRoomsQuery, chatMessagesQuery, chatReadInput, chatRoomQuery, chatSendInput,
} from '../../common/chat';
import { DEFAULT_LNG, isLng, type Lng } from '../../common/i18n-config';
import { can, canAny } from '../../common/permissions';
import type { Actor } from '../domain/accounts/get-actor';
import { isStaff } from '../domain/accounts/sign-in';
import { AppError } from '../domain/app-error';
import { CHAT_LIMITS } from '../domain/chat/chat-limits';
import type { ManageCtx } from '../domain/manage/manage-context';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import type { AppServices } from '../services';
import { declareRoute, parseWith } from './api-route';
import { requireActor, type AuthEnv } from './auth-session';
import { clientIp, rateLimit } from './rate-limit';


const body = async (c: Context) => c.req.json().catch(() => ({}));
const lngOf = (c: Context): Lng => {
  const l = c.req.query('lng');
  return isLng(l) ? l : DEFAULT_LNG;
};
const idParam = (c: Context) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND');
  return id;
};
/** Query parameters without the empty ones (a screen may send roomId=&lastMsgId=). */
const query = (c: Context) => Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));

const initQuery = z.object({ lng: z.string().optional(), scope: z.enum(['member', 'staff']).optional() });
const uploadQuery = z.object({ name: z.string().max(255).optional() });

/**
 * Customer-service chat over HTTP (spec §7; docs/chat.md has the contract). /api/chat/* serves
 * both sides: a member reaches only their own rooms (anyone else's is 404), staff reach every
 * room with CHAT_VIEW (read) or CHAT_EDIT (write), else 403. /api/manage/chat/* is the back office.
 * Sending also works over the socket (server/realtime/chat-handlers.ts); both go through the same
 * service, which publishes the real-time events after the commit.
 */
export function chatApi(services: AppServices, store: RateLimitStore) {
  const api = new Hono<AuthEnv>();
  const chat = services.chat;
  const perUser = (name: string, l: { limit: number; windowMs: number }) =>
    rateLimit({ store, name, ...l, key: (c) => (c.get('actor') as Actor | null)?.id ?? clientIp(c) ?? 'unknown' });

  function staffCtx(c: Context<AuthEnv>, check: (p: readonly string[]) => boolean): ManageCtx {
    const actor = requireActor(c);
    if (!isStaff(actor) || !check(actor.permissions)) throw new AppError('FORBIDDEN');
    return { actor, ip: clientIp(c) };
  }
  const CHAT_VIEW = (p: readonly string[]) => canAny(p, 'CHAT', 'VIEW,EDIT');
  const CHAT_EDIT = (p: readonly string[]) => can(p, 'CHAT_EDIT');
  const CHAT_DELETE = (p: readonly string[]) => can(p, 'CHAT_DELETE');

  declareRoute({ method: 'get', path: '/api/chat/init', summary: 'Chat store to start from (query lng, scope=member|staff): sender, rooms, unread total, bannedMembers', query: initQuery });
  api.get('/chat/init', async (c) => {
    const actor = requireActor(c);
    const q = parseWith(initQuery, query(c));
    return c.json(await chat.init(actor, { lng: lngOf(c), scope: q.scope }));
  });

  declareRoute({ method: 'get', path: '/api/chat/rooms', summary: 'One room as the caller’s side sees it (query roomId, lng): room', query: chatRoomQuery });
  api.get('/chat/rooms', async (c) => {
    const actor = requireActor(c);
    const { roomId } = parseWith(chatRoomQuery, query(c));
    return c.json({ room: await chat.room(actor, roomId, lngOf(c)) });
  });

  declareRoute({ method: 'post', path: '/api/chat/rooms', summary: 'Opens (or reuses) the member’s customer-service room with context data: id. Member must be in effect (member.error.notEffective)', body: chatCreateRoomInput });
  api.post('/chat/rooms', perUser('chat-room', CHAT_LIMITS.createRoom), async (c) => {
    const actor = requireActor(c);
    const input = parseWith(chatCreateRoomInput, await body(c));
    const { id, created } = await chat.createRoom(actor, input);
    return c.json({ id, created });
  });

  declareRoute({ method: 'get', path: '/api/chat/messages', summary: 'Messages oldest first (roomId; lastMsgId = oldest loaded id or 0 for the newest page; sinceMsgId = newest known id to catch up): messages, isEnd', query: chatMessagesQuery });
  api.get('/chat/messages', async (c) => {
    const actor = requireActor(c);
    return c.json(await chat.messages(actor, parseWith(chatMessagesQuery, query(c))));
  });

  declareRoute({ method: 'post', path: '/api/chat/messages', summary: 'Sends a message {roomId, clientId, type, content|data}; a repeated clientId returns the stored message (replayed)', body: chatSendInput });
  api.post('/chat/messages', perUser('chat-send', CHAT_LIMITS.send), async (c) => {
    const actor = requireActor(c);
    return c.json(await chat.send(actor, parseWith(chatSendInput, await body(c))));
  });

  declareRoute({ method: 'patch', path: '/api/chat/messages', summary: 'Marks the room read for the caller’s side {roomId}: lastReadAt, unread 0, totalUnread', body: chatReadInput });
  api.patch('/chat/messages', async (c) => {
    const actor = requireActor(c);
    const { roomId } = parseWith(chatReadInput, await body(c));
    return c.json(await chat.markRead(actor, roomId));
  });

  declareRoute({ method: 'post', path: '/api/chat/messages/{id}/answer', summary: 'Answers a REQUEST card of the other side {answer: YES|NO}: message', body: chatAnswerInput });
  api.post('/chat/messages/:id/answer', async (c) => {
    const actor = requireActor(c);
    const { answer } = parseWith(chatAnswerInput, await body(c));
    return c.json(await chat.answer(actor, idParam(c), answer));
  });

  declareRoute({ method: 'post', path: '/api/chat/upload', summary: 'Stores a file for a message (body = the bytes, query name): url, name, size, mime, kind, width, height', query: uploadQuery });
  api.post(
    '/chat/upload',
    perUser('chat-upload', CHAT_LIMITS.upload),
    bodyLimit({ maxSize: CHAT_UPLOAD_MAX_BODY, onError: () => { throw new AppError('UPLOAD_TOO_LARGE', { maxBytes: CHAT_UPLOAD_MAX_BODY }); } }),
    async (c) => {
      const actor = requireActor(c);
      const { name } = parseWith(uploadQuery, query(c));
      const bytes = Buffer.from(await c.req.arrayBuffer());
      return c.json(await chat.upload(actor, bytes, name ?? ''));
    },
  );

  // ---- back office ----------------------------------------------------------------------------
  declareRoute({ method: 'get', path: '/api/manage/chat/rooms', summary: 'Every member room, newest activity first, with the clinic side’s unread (page, assigned=me|none|any, q, unread=1, lng): rows, pagination, unread', query: chatManageRoomsQuery });
  api.get('/manage/chat/rooms', async (c) => {
    const { actor } = staffCtx(c, CHAT_VIEW);
    return c.json(await chat.manageRooms(actor, parseWith(chatManageRoomsQuery, query(c)), lngOf(c)));
  });

  declareRoute({ method: 'get', path: '/api/manage/chat/staff', summary: 'Staff a room can be assigned to (CHAT_VIEW or CHAT_EDIT holders)' });
  api.get('/manage/chat/staff', async (c) => {
    staffCtx(c, CHAT_VIEW);
    return c.json({ staff: await chat.staff() });
  });

  declareRoute({ method: 'get', path: '/api/manage/chat/rooms/{id}/member', summary: 'The member beside the thread: profile and latest bookings (lng)' });
  api.get('/manage/chat/rooms/:id/member', async (c) => {
    staffCtx(c, CHAT_VIEW);
    return c.json(await chat.roomMember(idParam(c), lngOf(c)));
  });

  declareRoute({ method: 'post', path: '/api/manage/chat/rooms/{id}/assign', summary: 'Assigns the room to a staff member {staffId} or to the whole team {staffId: null}', body: chatAssignInput });
  api.post('/manage/chat/rooms/:id/assign', async (c) => {
    const ctx = staffCtx(c, CHAT_EDIT);
    const { staffId } = parseWith(chatAssignInput, await body(c));
    return c.json(await chat.assign(ctx, idParam(c), staffId));
  });

  declareRoute({ method: 'post', path: '/api/manage/chat/rooms/{id}/ban', summary: 'Bans the room’s member from chat {ban: true, reason} or lifts it {ban: false}', body: chatBanInput });
  api.post('/manage/chat/rooms/:id/ban', async (c) => {
    const ctx = staffCtx(c, CHAT_EDIT);
    return c.json(await chat.ban(ctx, idParam(c), parseWith(chatBanInput, await body(c))));
  });

  declareRoute({ method: 'delete', path: '/api/manage/chat/rooms/{id}', summary: 'Deletes a room with its messages and files (CHAT_DELETE)' });
  api.delete('/manage/chat/rooms/:id', async (c) => {
    const ctx = staffCtx(c, CHAT_DELETE);
    return c.json(await chat.remove(ctx, idParam(c)));
  });

  return api;
}
