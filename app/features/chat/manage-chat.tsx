import { useCallback, useEffect, useMemo, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStore } from '../../lib/store';
import { useLocale } from '../i18n/use-locale';
import { realtimeStore } from '../realtime/realtime-client';
import { chatApi } from './chat-api';
import { roomsByActivity, roomsListed } from './chat-state';
import { chatStore, fetchRoom, loadInit, startChat, useChat } from './chat-store';
import { chatFailure } from './manage/chat-failure';
import { MemberDialog, MemberPanel } from './manage/member-panel';
import { RoomList } from './manage/room-list';
import { INITIAL_ROOM_LIST, roomListReducer, visibleRooms } from './manage/room-list-state';
import { StaffThread } from './manage/staff-thread';
import type { StaffOption } from './manage/thread-header';

/**
 * The back office's customer-service chat (/manage/chat, spec §2): every member's room with its
 * unread badge (newest activity first, filters for mine / unassigned / unread and a search), the
 * thread of the chosen room (?roomId=) with assignment, ban and quick replies, and the member's
 * profile and latest bookings beside it. Everything arrives live through the same store as /chat.
 */
export function ManageChat({ userId, canEdit }: { userId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('roomId')) || null;
  const rooms = useChat((s) => s.rooms);
  const total = useChat((s) => s.unread);
  const connection = useStore(realtimeStore, (s) => s.status);
  const [state, dispatch] = useReducer(roomListReducer, INITIAL_ROOM_LIST);
  const [staff, setStaff] = useState<StaffOption[]>([]);
  const [showMember, setShowMember] = useState(false);
  const { phase, assigned, unreadOnly, q, searchIds } = state;

  const listPage = useCallback(
    async (n: number, opts: { q?: string } = {}) => {
      dispatch({ type: 'paging' });
      try {
        const res = await chatApi.manageRooms({ page: n, lng, assigned, q: opts.q || undefined, unread: unreadOnly ? '1' : undefined });
        chatStore.set((s) => roomsListed(s, res.rows, res.unread));
        dispatch({ type: 'paged', page: n, hasNext: !res.pagination.isOutOfRange && res.pagination.page.hasNext });
        return res.rows.map((r) => r.id);
      } catch (err) {
        dispatch({ type: 'pageFailed' });
        chatFailure(err);
        return [];
      }
    },
    [lng, assigned, unreadOnly],
  );

  useEffect(() => {
    const stop = startChat({ scope: 'staff', lng, userId });
    loadInit().then(
      () => dispatch({ type: 'loaded' }),
      (err: unknown) => {
        dispatch({ type: 'loadFailed' });
        chatFailure(err);
      },
    );
    void chatApi.staff().then((r) => setStaff(r.staff), () => undefined);
    return stop;
  }, [lng, userId]);

  // Filters ask the server for the first page again (rooms beyond the first ones included).
  useEffect(() => {
    if (phase !== 'ready') return;
    void listPage(1, { q }).then((ids) => dispatch({ type: 'searched', q, ids }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, assigned, unreadOnly]);

  // A room named in the address that the list does not hold yet.
  useEffect(() => {
    if (phase === 'ready' && selected !== null && !chatStore.get().rooms[selected]) void fetchRoom(selected);
  }, [phase, selected]);

  const list = useMemo(
    () => visibleRooms(roomsByActivity({ ...chatStore.get(), rooms }), { searchIds, assigned, unreadOnly }, userId, selected),
    [rooms, searchIds, assigned, unreadOnly, userId, selected],
  );

  const room = selected !== null ? rooms[selected] : undefined;
  const choose = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('roomId');
    else next.set('roomId', String(id));
    setParams(next, { replace: false, preventScrollReset: true });
  };

  const search = (e: FormEvent) => {
    e.preventDefault();
    void listPage(1, { q }).then((ids) => dispatch({ type: 'searched', q, ids }));
  };
  const more = () => void listPage(state.page + 1, { q }).then((ids) => dispatch({ type: 'more', ids }));

  return (
    <div className="flex h-[calc(100dvh-11rem)] min-h-[28rem] gap-3 lg:h-[calc(100dvh-13rem)]" data-testid="manage-chat">
      <RoomList state={state} dispatch={dispatch} list={list} total={total} connection={connection} selected={selected} hidden={!!room} onChoose={choose} onSearch={search} onMore={more} />

      {/* The thread. */}
      <section aria-label={room ? t('chat:thread.label', { name: room.receiverName }) : t('chat:manage.noRoom')} className={`card min-h-0 min-w-0 grow flex-col overflow-hidden ${room ? 'flex' : 'hidden md:flex'}`}>
        {room ? (
          <StaffThread key={room.id} room={room} userId={userId} canEdit={canEdit} staff={staff} onBack={() => choose(null)} onMember={() => setShowMember(true)} />
        ) : (
          <p className="m-auto p-6 text-center text-sm text-stone-600 dark:text-stone-400" data-testid="chat-no-room">
            {selected !== null && state.phase === 'ready' ? t('chat:manage.roomMissing') : t('chat:manage.noRoom')}
          </p>
        )}
      </section>

      {/* The member beside the thread (wide screens); a dialog on smaller ones. */}
      {room && (
        <aside aria-label={t('chat:member.panel')} className="card hidden min-h-0 w-72 shrink-0 overflow-y-auto xl:block" data-testid="chat-member-panel">
          <MemberPanel roomId={room.id} isBan={room.isBan} />
        </aside>
      )}
      {room && showMember && <MemberDialog roomId={room.id} isBan={room.isBan} onClose={() => setShowMember(false)} />}
    </div>
  );
}
