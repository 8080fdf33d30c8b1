import { z } from 'zod';
import { bigId, serialId } from './validators/input';
import { CASE_TYPES } from './booking-setup-rules';
import { SPECIAL_REQUESTS } from './booking-rules';

/**
 * Customer-service chat: constants, names and input schemas shared by the screens, the /api
 * routes and the Socket.IO handlers (docs/chat.md is the contract).
 */

/** The longest text message, in characters (spec §5 "too-long message is refused"). */
export const CHAT_TEXT_MAX_LENGTH = 2000;
/** Messages per page of GET /api/chat/messages. */
export const CHAT_MESSAGES_PAGE_SIZE = 30;
/** Rooms per page of the back-office room list. */
export const CHAT_ROOMS_PAGE_SIZE = 30;
/** A message's client id: the sender makes it once and repeats it on every retry. */
export const CHAT_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** Upload size limits per kind, in bytes. */
export const CHAT_UPLOAD_MAX_BYTES = {
  IMAGE: 10 * 1024 * 1024,
  VIDEO: 50 * 1024 * 1024,
  AUDIO: 20 * 1024 * 1024,
  FILE: 20 * 1024 * 1024,
} as const;
/** The largest body POST /api/chat/upload accepts (the largest per-kind limit). */
export const CHAT_UPLOAD_MAX_BODY = Math.max(...Object.values(CHAT_UPLOAD_MAX_BYTES));
/**
 * The limit of the kind a Content-Type declares (the largest for anything else), applied before
 * the body is read; the file's sniffed kind is checked against its own limit after.
 */
export function chatUploadMaxFor(contentType: string): number {
  const major = contentType.split('/')[0]?.trim().toLowerCase();
  if (major === 'image') return CHAT_UPLOAD_MAX_BYTES.IMAGE;
  if (major === 'audio') return CHAT_UPLOAD_MAX_BYTES.AUDIO;
  return CHAT_UPLOAD_MAX_BODY;
}
/**
 * Files uploaded but not (yet) sent in a message: at most this much per person at a time; the
 * rest wait for a message or go after `keepHours`. Plus a ceiling on everything one person
 * uploads in a day.
 */
export const CHAT_UNSENT_UPLOADS = { maxBytes: 100 * 1024 * 1024, maxFiles: 20, keepHours: 24 } as const;
export const CHAT_UPLOAD_DAILY_MAX_BYTES = 300 * 1024 * 1024;
/** Typing indicator lifetime on the client (spec §9: 2.5 s after the last TYPING). */
export { TYPING_INDICATOR_MS } from './constants';

export const CHAT_ROOM_TYPES = ['SERVICE'] as const;
export type ChatRoomType = (typeof CHAT_ROOM_TYPES)[number];
export const CHAT_SIDES = ['MEMBER', 'STAFF'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];
/** Spec §4 sender types MEMBER and SYSTEM, plus STAFF for the clinic's answers. */
export const CHAT_SENDER_TYPES = ['MEMBER', 'STAFF', 'SYSTEM'] as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];
/** Spec §4 message types. */
export const CHAT_MESSAGE_TYPES = ['TEXT', 'IMAGE', 'VIDEO', 'AUDIO', 'FILE', 'PROFILE', 'POST', 'CASE', 'REQUEST', 'EVENT', 'VISIT'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
/** Spec §4 message states (WAIT/YES/NO belong to REQUEST cards). */
export const CHAT_MESSAGE_STATES = ['SENDING', 'SENT', 'RECEIVE', 'SAW', 'WAIT', 'YES', 'NO'] as const;
export type ChatMessageState = (typeof CHAT_MESSAGE_STATES)[number];
export const CHAT_DIRECTIONS = ['IN', 'OUT', 'SYSTEM'] as const;
export type ChatDirection = (typeof CHAT_DIRECTIONS)[number];
/** Uploaded file kinds and the message types that carry them. */
export const CHAT_UPLOAD_KINDS = ['IMAGE', 'VIDEO', 'AUDIO', 'FILE'] as const;
export type ChatUploadKind = (typeof CHAT_UPLOAD_KINDS)[number];
/** Special requests a REQUEST card may ask for: the booking's own (spec §3 Booking special request). */
export const CHAT_REQUEST_KINDS = SPECIAL_REQUESTS;
/** Case types a CASE card names: the service plans' own (spec §3 case types). */
export const CHAT_CASE_TYPES = CASE_TYPES;

/** Direction as spec §4 derives it: system sender → SYSTEM, the reader's own side → OUT, else IN. */
export function chatDirection(m: { senderType: ChatSenderType; side: ChatSide }, readerSide: ChatSide): ChatDirection {
  if (m.senderType === 'SYSTEM') return 'SYSTEM';
  return m.side === readerSide ? 'OUT' : 'IN';
}

/** Socket.IO channels (rooms): everyone, one person, every back-office user, staff who may read chat. */
export const PUBLIC_CHANNEL = 'public';
export const STAFF_CHANNEL = 'staff';
export const STAFF_CHAT_CHANNEL = 'staff:chat';
export const userChannel = (userId: string) => `user:${userId}`;

/** Server → client events (spec §4). */
export const REALTIME_EVENTS = {
  READ_MESSAGE: 'READ_MESSAGE',
  UPDATE_MESSAGE: 'UPDATE_MESSAGE',
  UPDATE_ROOM: 'UPDATE_ROOM',
  REMOVE_ROOM: 'REMOVE_ROOM',
  TYPING: 'TYPING',
  SAW_NOTIFY: 'SAW_NOTIFY',
  NEW_NOTIFY: 'NEW_NOTIFY',
  APP_BUILD: 'APP_BUILD',
  SYS_I18N_UPDATE: 'SYS_I18N_UPDATE',
  /** To staff: what the front desk watches changed (bookings, payments, registrations); no payload. */
  DESK_UPDATE: 'DESK_UPDATE',
} as const;
export type RealtimeEventName = keyof typeof REALTIME_EVENTS;

/** Client → server events. */
export const CHAT_CLIENT_EVENTS = { SEND: 'chat:send', TYPING: 'chat:typing', READ: 'chat:read' } as const;

/** Chat rooms and messages are bigserial; bookings and team members serial (integer). */
const id = bigId;
const clientId = z.string().regex(CHAT_CLIENT_ID_PATTERN);
/** Extra context fields a room is opened with (?roomId= plus data fields): a few short values. */
export const chatContextData = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/), z.union([z.string().max(200), z.number().finite()]))
  .refine((o) => Object.keys(o).length <= 10, { message: 'too many fields' });

/** POST /api/chat/rooms. `member`: the member the room is with (a member may only name themself; staff name the member). */
export const chatCreateRoomInput = z.object({
  member: z.string().min(1).max(64).optional(),
  type: z.enum(CHAT_ROOM_TYPES).default('SERVICE'),
  data: chatContextData.default({}),
});
export type ChatCreateRoomInput = z.infer<typeof chatCreateRoomInput>;

/** The text is checked by the domain (blank → CHAT_MESSAGE_BLANK, too long → CHAT_MESSAGE_TOO_LONG); this only caps the payload. */
const text = z.string().max(CHAT_TEXT_MAX_LENGTH * 4);
const upload = z.object({ url: z.string().max(300) });
const base = { roomId: id, clientId };

/** One message to send (POST /api/chat/messages and the socket's chat:send): `type` decides `content` or `data`. */
export const chatSendInput = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('TEXT'), content: text }),
  z.object({ ...base, type: z.literal('IMAGE'), data: upload }),
  z.object({ ...base, type: z.literal('VIDEO'), data: upload }),
  z.object({ ...base, type: z.literal('AUDIO'), data: upload }),
  z.object({ ...base, type: z.literal('FILE'), data: upload }),
  /** A member's card (the room's own member) or a team member's card. */
  z.object({ ...base, type: z.literal('PROFILE'), data: z.union([z.object({ memberId: z.string().min(1).max(64) }), z.object({ staffId: serialId })]) }),
  /** A blog post card. */
  z.object({ ...base, type: z.literal('POST'), data: z.object({ slug: z.string().min(1).max(200) }) }),
  /** A case card (spec case types) with an optional note. */
  z.object({ ...base, type: z.literal('CASE'), data: z.object({ caseType: z.enum(CHAT_CASE_TYPES), note: z.string().max(500).default('') }) }),
  /** A request (invoice, paper, report, other) about one of the member's bookings or in general. */
  z.object({ ...base, type: z.literal('REQUEST'), data: z.object({ kind: z.enum(CHAT_REQUEST_KINDS), bookingId: bigId.optional(), note: z.string().max(500).default('') }) }),
  /** An event card. */
  z.object({ ...base, type: z.literal('EVENT'), data: z.object({ slug: z.string().min(1).max(200) }) }),
  /** A booking card (one of the room member's bookings). */
  z.object({ ...base, type: z.literal('VISIT'), data: z.object({ bookingId: bigId }) }),
]);
export type ChatSendInput = z.infer<typeof chatSendInput>;

/** GET /api/chat/messages: lastMsgId = the oldest loaded id (0 = newest page); sinceMsgId = the newest known id (catch-up after a reconnect). */
export const chatMessagesQuery = z.object({
  roomId: id,
  lastMsgId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  sinceMsgId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const chatRoomQuery = z.object({ roomId: id });
export const chatReadInput = z.object({ roomId: id });
export const chatTypingInput = z.object({ roomId: id });

/** GET /api/manage/chat/rooms. */
export const chatManageRoomsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** me = assigned to the caller, none = unassigned, any (default). */
  assigned: z.enum(['me', 'none', 'any']).default('any'),
  /** Member name, nickname or phone. */
  q: z.string().trim().max(100).optional(),
  /** 1 = only rooms with unread member messages. */
  unread: z.enum(['0', '1']).optional(),
});
export const chatAssignInput = z.object({ staffId: z.string().min(1).max(64).nullable() });
export const chatBanInput = z.object({ ban: z.boolean(), reason: z.string().trim().max(500).default('') });
/** A REQUEST card's answer by the other side. */
export const chatAnswerInput = z.object({ answer: z.enum(['YES', 'NO']) });
