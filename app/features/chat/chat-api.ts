/**
 * The chat calls of docs/chat.md as the screens use them, all through apiFetch (credentials and
 * the anti-forgery header) without the shared popup: the caller decides how a failure is shown.
 */
import type { ChatSendInput, ChatSide, ChatUploadKind } from '../../../common/chat';
import type { Lng } from '../../../common/i18n-config';
import { apiFetch } from '../errors/api-client';
import type { ChatInit, ServerMessage, ServerRoom } from './chat-state';

export interface MessagesPage {
  messages: ServerMessage[];
  isEnd: boolean;
}
export interface ReadAnswer {
  roomId: number;
  side: ChatSide;
  lastReadAt: number | null;
  unread: number;
  totalUnread: number;
  skipped: boolean;
}
export interface Upload {
  url: string;
  name: string;
  size: number;
  mime: string;
  kind: ChatUploadKind;
  width: number | null;
  height: number | null;
}
export interface RoomsPage {
  rows: ServerRoom[];
  pagination: { currPage: number; pageSize: number; isOutOfRange: boolean; page: { hasNext: boolean; total: number } };
  unread: number;
}
export interface RoomMember {
  member: {
    id: string;
    fullname: string;
    nickname: string | null;
    gender: string;
    avatar: string | null;
    phone: string | null;
    email: string | null;
    lng: string | null;
    isGood: boolean;
    tags: unknown[];
    isBan: boolean;
    banReason: string | null;
    createdAt: number;
  };
  bookings: { id: number; status: string; date: number; start: number; end: number; plan: { name: string }; place: { name: string }; therapist: { name: string } }[];
}
export type SendAck = { message: ServerMessage; replayed: boolean } | { error: { code: string; message: string; data?: Record<string, unknown> } };

const opts = { silent: true } as const;

export const chatApi = {
  init: (scope: 'member' | 'staff', lng: Lng) => apiFetch<ChatInit>('/api/chat/init', { ...opts, query: { scope, lng } }),
  room: (roomId: number, lng: Lng) => apiFetch<{ room: ServerRoom }>('/api/chat/rooms', { ...opts, query: { roomId, lng } }),
  createRoom: (data: Record<string, string | number>) => apiFetch<{ id: number; created: boolean }>('/api/chat/rooms', { ...opts, method: 'POST', body: { type: 'SERVICE', data } }),
  /** lastMsgId = the oldest loaded id (0 = the newest page). */
  older: (roomId: number, lastMsgId: number) => apiFetch<MessagesPage>('/api/chat/messages', { ...opts, query: { roomId, lastMsgId } }),
  /** sinceMsgId = the newest id held (catching up). */
  since: (roomId: number, sinceMsgId: number) => apiFetch<MessagesPage>('/api/chat/messages', { ...opts, query: { roomId, sinceMsgId } }),
  /** The HTTP twin of chat:send (the same clientId rules). */
  send: (input: ChatSendInput) => apiFetch<{ message: ServerMessage; replayed: boolean }>('/api/chat/messages', { ...opts, method: 'POST', body: input }),
  markRead: (roomId: number) => apiFetch<ReadAnswer>('/api/chat/messages', { ...opts, method: 'PATCH', body: { roomId } }),
  answer: (messageId: number, answer: 'YES' | 'NO') => apiFetch<{ message: ServerMessage }>(`/api/chat/messages/${messageId}/answer`, { ...opts, method: 'POST', body: { answer } }),
  upload: async (file: File) =>
    apiFetch<Upload>('/api/chat/upload', { ...opts, method: 'POST', query: { name: file.name.slice(-255) }, rawBody: new Uint8Array(await file.arrayBuffer()), contentType: file.type || 'application/octet-stream' }),

  // back office
  manageRooms: (q: { page: number; assigned?: 'me' | 'none' | 'any'; q?: string; unread?: '1'; lng: Lng }) =>
    apiFetch<RoomsPage>('/api/manage/chat/rooms', { ...opts, query: { ...q } }),
  staff: () => apiFetch<{ staff: { id: string; name: string }[] }>('/api/manage/chat/staff', opts),
  roomMember: (roomId: number, lng: Lng) => apiFetch<RoomMember>(`/api/manage/chat/rooms/${roomId}/member`, { ...opts, query: { lng } }),
  assign: (roomId: number, staffId: string | null) => apiFetch<{ changed: boolean }>(`/api/manage/chat/rooms/${roomId}/assign`, { ...opts, method: 'POST', body: { staffId } }),
  ban: (roomId: number, ban: boolean, reason = '') => apiFetch<{ isBan: boolean; changed: boolean }>(`/api/manage/chat/rooms/${roomId}/ban`, { ...opts, method: 'POST', body: { ban, reason } }),
};
