import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { CHAT_CLIENT_EVENTS, chatReadInput, chatSendInput, chatTypingInput } from '../../common/chat';
import type { Actor } from '../domain/accounts/get-actor';
import { AppError, isAppError } from '../domain/app-error';
import type { RateLimitStore } from '../integrations/rate-limit-store';
import type { Logger } from '../logger';
import type { AppServices } from '../services';
import { CHAT_LIMITS } from '../domain/chat/chat-limits';
import { appErrorFromDatabase } from '../http/database-errors';
import { parseInput } from '../http/parse-input';

/** At most one TYPING per socket and room in this time (the client may send one per keystroke). */
export const TYPING_THROTTLE_MS = 1000;
/** Typing and read checks touch the database: at most this many per socket and second (more are dropped). */
export const SOCKET_CHECKS_PER_SECOND = 10;

type Ack = (answer: unknown) => void;
export interface SocketData {
  actor: Actor | null;
  token: string | null;
  typingAt: Map<number, number>;
  /** Typing/read checks in the current one-second window. */
  checks: { windowStart: number; count: number };
}

/** The error answer of an ack: the same { code, message, data } as an HTTP error body. */
export function ackError(err: unknown, logger: Logger) {
  const known = isAppError(err) ? err : appErrorFromDatabase(err);
  if (known) return { error: { code: known.code, message: known.key, data: known.details } };
  logger.error({ err }, 'socket handler failed');
  return { error: { code: 'INTERNAL', message: 'error.status.500' } };
}

/** The same edge as HTTP (server/http/parse-input.ts): unsafe text and schema failures are 400s. */
const parse = <T extends z.ZodType>(schema: T, v: unknown): z.output<T> => parseInput(schema, v, 'payload');

/**
 * Chat over the socket (docs/chat.md):
 * - `chat:send` {roomId, clientId, type, content|data} → ack({ message, replayed }) or ack({ error }).
 *   The client resends with the same clientId until it gets an ack; the server stores it once.
 * - `chat:typing` {roomId} → TYPING to the other side (throttled), no answer needed.
 * - `chat:read` {roomId} → ack(the PATCH /api/chat/messages answer); READ_MESSAGE to both sides.
 * The same services as HTTP handle them, so the events go out after the commit either way.
 */
export function registerChatHandlers(socket: Socket, services: AppServices, store: RateLimitStore, logger: Logger) {
  const data = socket.data as SocketData;
  const signedIn = (): Actor => {
    if (!data.actor) throw new AppError('UNAUTHORIZED');
    return data.actor;
  };
  const withinCheckBudget = (): boolean => {
    const now = Date.now();
    if (now - data.checks.windowStart >= 1000) data.checks = { windowStart: now, count: 0 };
    return ++data.checks.count <= SOCKET_CHECKS_PER_SECOND;
  };

  socket.on(CHAT_CLIENT_EVENTS.SEND, async (payload: unknown, ack?: Ack) => {
    if (typeof ack !== 'function') return; // without an ack the sender could never know: refuse silently
    try {
      const actor = signedIn();
      const hit = await store.hit(`chat-send:${actor.id}`, CHAT_LIMITS.send.windowMs);
      if (hit.count > CHAT_LIMITS.send.limit) throw new AppError('RATE_LIMITED', { retryAfterMs: hit.resetMs });
      ack(await services.chat.send(actor, parse(chatSendInput, payload)));
    } catch (err) {
      ack(ackError(err, logger));
    }
  });

  socket.on(CHAT_CLIENT_EVENTS.TYPING, async (payload: unknown, ack?: Ack) => {
    try {
      const actor = signedIn();
      const { roomId } = parse(chatTypingInput, payload);
      const now = Date.now();
      if (now - (data.typingAt.get(roomId) ?? 0) >= TYPING_THROTTLE_MS && withinCheckBudget()) {
        data.typingAt.set(roomId, now);
        await services.chat.typing(actor, roomId);
      }
      if (typeof ack === 'function') ack({ ok: true });
    } catch (err) {
      if (typeof ack === 'function') ack(ackError(err, logger));
    }
  });

  socket.on(CHAT_CLIENT_EVENTS.READ, async (payload: unknown, ack?: Ack) => {
    try {
      const actor = signedIn();
      if (!withinCheckBudget()) throw new AppError('RATE_LIMITED');
      const out = await services.chat.markRead(actor, parse(chatReadInput, payload).roomId);
      if (typeof ack === 'function') ack(out);
    } catch (err) {
      if (typeof ack === 'function') ack(ackError(err, logger));
    }
  });
}
