import type { ChatSide } from '../../../common/chat';
import type { LocalizedText } from '../../../common/i18n-config';
import type { PresentedChatMessage, PresentedChatRoom } from '../../../server/presenters/chat';

/**
 * The payload of each server event (spec §4) as server/realtime/fan-out.ts and
 * realtime-server.ts emit them. Messages and rooms are presented for the receiving side.
 */
export interface RealtimePayloads {
  UPDATE_MESSAGE: { roomId: number; message: PresentedChatMessage };
  READ_MESSAGE: { roomId: number; side: ChatSide; lastReadAt: number; readerId: string | null };
  UPDATE_ROOM: { room: PresentedChatRoom };
  REMOVE_ROOM: { roomId: number };
  TYPING: { roomId: number; side: ChatSide; userId: string | null; name: string | null };
  NEW_NOTIFY: { notification: { id: number; title: LocalizedText; message: LocalizedText; link: string; createAt: number }; lastNotifyAt: number };
  SAW_NOTIFY: { lastSawNotifyAt: number | null; lastNotifyAt: number | null; unread: boolean };
  APP_BUILD: { version: string };
  SYS_I18N_UPDATE: { serverVersion: string };
  DESK_UPDATE: Record<string, never>;
}
