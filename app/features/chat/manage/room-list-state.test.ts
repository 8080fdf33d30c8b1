import { describe, expect, it } from 'vitest';
import type { ChatRoom } from '../chat-state';
import { INITIAL_ROOM_LIST, roomListReducer, visibleRooms, type RoomListAction, type RoomListState } from './room-list-state';

const run = (...actions: RoomListAction[]): RoomListState => actions.reduce(roomListReducer, INITIAL_ROOM_LIST);

describe('roomListReducer', () => {
  it('starts loading with every room and no filter', () => {
    expect(INITIAL_ROOM_LIST).toMatchObject({ phase: 'loading', assigned: 'any', unreadOnly: false, q: '', searchIds: null, page: 1, busy: false });
  });

  it('follows the first load', () => {
    expect(run({ type: 'loaded' }).phase).toBe('ready');
    expect(run({ type: 'loadFailed' }).phase).toBe('failed');
  });

  it('keeps the filters and the typed search', () => {
    const s = run({ type: 'assigned', value: 'me' }, { type: 'unreadOnly', value: true }, { type: 'typed', q: 'chan' });
    expect(s).toMatchObject({ assigned: 'me', unreadOnly: true, q: 'chan' });
  });

  it('marks a page in flight and its answer', () => {
    expect(run({ type: 'paging' }).busy).toBe(true);
    expect(run({ type: 'paging' }, { type: 'paged', page: 2, hasNext: true })).toMatchObject({ page: 2, hasNext: true, busy: false });
    expect(run({ type: 'paged', page: 2, hasNext: true }, { type: 'paging' }, { type: 'pageFailed' })).toMatchObject({ page: 2, hasNext: true, busy: false });
  });

  it('keeps the rooms a search found, and none searched means every room', () => {
    expect(run({ type: 'searched', q: 'chan', ids: [3, 1] }).searchIds).toEqual([3, 1]);
    expect(run({ type: 'searched', q: 'chan', ids: [3] }, { type: 'searched', q: '', ids: [4, 5] }).searchIds).toBeNull();
  });

  it('adds a further page to a search only', () => {
    expect(run({ type: 'searched', q: 'chan', ids: [3] }, { type: 'more', ids: [7] }).searchIds).toEqual([3, 7]);
    expect(run({ type: 'more', ids: [7] }).searchIds).toBeNull();
  });
});

describe('visibleRooms', () => {
  const room = (id: number, unread: number, assignee: string | null) => ({ id, unread, assignee: assignee ? { id: assignee, name: assignee } : null }) as unknown as ChatRoom;
  const rooms = [room(1, 0, 'me'), room(2, 3, null), room(3, 0, 'other'), room(4, 1, 'me')];
  const ids = (s: Partial<RoomListState>, selected: number | null = null) =>
    visibleRooms(rooms, { searchIds: null, assigned: 'any', unreadOnly: false, ...s }, 'me', selected).map((r) => r.id);

  it('lists every room in the given order without a filter', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });
  it('narrows to the search, to mine or the unassigned', () => {
    expect(ids({ searchIds: [4, 2] })).toEqual([2, 4]);
    expect(ids({ assigned: 'me' })).toEqual([1, 4]);
    expect(ids({ assigned: 'none' })).toEqual([2]);
  });
  it('keeps the open room among the unread', () => {
    expect(ids({ unreadOnly: true })).toEqual([2, 4]);
    expect(ids({ unreadOnly: true }, 3)).toEqual([2, 3, 4]);
  });
});
