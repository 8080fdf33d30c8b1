import type { Dispatch, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeStatus } from '../../realtime/realtime-client';
import { ConnectionState } from '../chat-controls';
import type { ChatRoom } from '../chat-state';
import type { Assigned, RoomListAction, RoomListState } from './room-list-state';
import { RoomRow } from './room-row';

/**
 * The room list: the total unread, the connection, search and filters, the rooms and "more".
 * The whole width on a phone until a room is chosen (`hidden` then).
 */
export function RoomList({ state, dispatch, list, total, connection, selected, hidden, onChoose, onSearch, onMore }: {
  state: RoomListState;
  dispatch: Dispatch<RoomListAction>;
  list: ChatRoom[];
  total: number;
  connection: RealtimeStatus;
  selected: number | null;
  hidden: boolean;
  onChoose: (id: number) => void;
  onSearch: (e: FormEvent) => void;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  return (
  <section aria-labelledby="chat-rooms-title" className={`card min-h-0 w-full flex-col md:flex md:w-72 md:shrink-0 ${hidden ? 'hidden' : 'flex'}`}>
    <div className="border-b border-stone-200 p-3 dark:border-stone-800">
      <div className="flex items-center justify-between gap-2">
        <h2 id="chat-rooms-title" className="font-semibold">
          {t('chat:manage.rooms')} {total > 0 && (
            <span className="ml-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="chat-total-unread" data-count={total}>
              {total}
              <span className="sr-only"> {t('chat:manage.unreadTotal')}</span>
            </span>
          )}
        </h2>
        <ConnectionState status={connection} />
      </div>
      <form onSubmit={onSearch} className="mt-2 flex gap-1" role="search">
        <label className="sr-only" htmlFor="chat-room-search">{t('chat:manage.search')}</label>
        <input id="chat-room-search" type="search" value={state.q} onChange={(e) => dispatch({ type: 'typed', q: e.target.value })} placeholder={t('chat:manage.searchPlaceholder')} className="min-h-10 min-w-0 grow rounded-lg border border-stone-300 bg-white px-3 text-sm dark:border-stone-700 dark:bg-stone-950" data-testid="chat-room-search" />
        <button type="submit" className="btn btn-ghost min-h-10 px-3">{t('chat:manage.searchButton')}</button>
      </form>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <label className="sr-only" htmlFor="chat-room-assigned">{t('chat:manage.filter')}</label>
        <select id="chat-room-assigned" value={state.assigned} onChange={(e) => dispatch({ type: 'assigned', value: e.target.value as Assigned })} className="min-h-10 rounded-lg border border-stone-300 bg-white px-2 dark:border-stone-700 dark:bg-stone-950" data-testid="chat-room-filter">
          <option value="any">{t('chat:manage.filterAny')}</option>
          <option value="me">{t('chat:manage.filterMine')}</option>
          <option value="none">{t('chat:manage.filterNone')}</option>
        </select>
        <label className="flex items-center gap-1.5">
          <input type="checkbox" className="h-4 w-4" checked={state.unreadOnly} onChange={(e) => dispatch({ type: 'unreadOnly', value: e.target.checked })} />
          {t('chat:manage.unreadOnly')}
        </label>
      </div>
    </div>
    <ul className="min-h-0 grow overflow-y-auto p-1" data-testid="chat-rooms">
      {state.phase === 'loading' && <li className="p-3 text-sm text-stone-600 dark:text-stone-400">{t('chat:thread.loading')}</li>}
      {state.phase === 'failed' && <li className="p-3 text-sm" role="alert">{t('chat:thread.loadFailed')}</li>}
      {state.phase === 'ready' && list.length === 0 && <li className="p-3 text-sm text-stone-600 dark:text-stone-400">{t('chat:manage.noRooms')}</li>}
      {list.map((r) => (
        <li key={r.id}>
          <RoomRow room={r} active={r.id === selected} onChoose={() => onChoose(r.id)} />
        </li>
      ))}
      {state.hasNext && (
        <li className="p-2">
          <button type="button" className="btn btn-ghost w-full" disabled={state.busy} onClick={onMore}>
            {t('chat:manage.more')}
          </button>
        </li>
      )}
    </ul>
  </section>
  );
}
