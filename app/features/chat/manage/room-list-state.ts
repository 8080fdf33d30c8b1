/**
 * The back-office room list's own state (/manage/chat): loading, the filters, the search and the
 * server's paging. Pure: the reducer and the filter are tested beside.
 */
import type { ChatRoom } from '../chat-state';

export type Assigned = 'any' | 'me' | 'none';

export interface RoomListState {
  phase: 'loading' | 'ready' | 'failed';
  assigned: Assigned;
  unreadOnly: boolean;
  /** The search box as typed. */
  q: string;
  /** The rooms the last search found (null: no search, every room). */
  searchIds: number[] | null;
  page: number;
  hasNext: boolean;
  /** A page is being fetched. */
  busy: boolean;
}

export const INITIAL_ROOM_LIST: RoomListState = { phase: 'loading', assigned: 'any', unreadOnly: false, q: '', searchIds: null, page: 1, hasNext: false, busy: false };

export type RoomListAction =
  | { type: 'loaded' }
  | { type: 'loadFailed' }
  | { type: 'assigned'; value: Assigned }
  | { type: 'unreadOnly'; value: boolean }
  | { type: 'typed'; q: string }
  | { type: 'paging' }
  | { type: 'paged'; page: number; hasNext: boolean }
  | { type: 'pageFailed' }
  /** A first page for the search `q` arrived: its rooms are the search's (none searched: all rooms). */
  | { type: 'searched'; q: string; ids: number[] }
  /** A further page arrived: its rooms join the search's. */
  | { type: 'more'; ids: number[] };

export function roomListReducer(s: RoomListState, a: RoomListAction): RoomListState {
  switch (a.type) {
    case 'loaded':
      return { ...s, phase: 'ready' };
    case 'loadFailed':
      return { ...s, phase: 'failed' };
    case 'assigned':
      return { ...s, assigned: a.value };
    case 'unreadOnly':
      return { ...s, unreadOnly: a.value };
    case 'typed':
      return { ...s, q: a.q };
    case 'paging':
      return { ...s, busy: true };
    case 'paged':
      return { ...s, page: a.page, hasNext: a.hasNext, busy: false };
    case 'pageFailed':
      return { ...s, busy: false };
    case 'searched':
      return { ...s, searchIds: a.q ? a.ids : null };
    case 'more':
      return s.searchIds ? { ...s, searchIds: [...s.searchIds, ...a.ids] } : s;
  }
}

/**
 * The rooms to list, newest activity first as given: those the search found, narrowed by the
 * assignment filter and "unread only" (the open room stays while it is read).
 */
export function visibleRooms(rooms: ChatRoom[], s: Pick<RoomListState, 'searchIds' | 'assigned' | 'unreadOnly'>, userId: string, selected: number | null): ChatRoom[] {
  return rooms.filter((r) => {
    if (s.searchIds && !s.searchIds.includes(r.id)) return false;
    if (s.assigned === 'me' && r.assignee?.id !== userId) return false;
    if (s.assigned === 'none' && r.assignee) return false;
    if (s.unreadOnly && !(r.unread > 0 || r.id === selected)) return false;
    return true;
  });
}
