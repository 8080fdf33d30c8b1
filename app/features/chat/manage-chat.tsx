import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizePath } from '../../../common/i18n-config';
import { useStore } from '../../lib/store';
import { showHttpError } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { useLocale } from '../i18n/use-locale';
import { confirmBox } from '../overlays/dialogs';
import { forceCloseOverlay, openOverlay, toast } from '../overlays/overlay-store';
import { realtimeStore } from '../realtime/realtime-client';
import { chatApi, type RoomMember } from './chat-api';
import { ConnectionState, MuteToggle } from './chat-controls';
import { instantOf, previewOf, whenOf } from './chat-format';
import type { ChatRoom } from './chat-state';
import { roomsByActivity, roomsListed } from './chat-state';
import { chatStore, fetchRoom, loadInit, sendMessage, sendTyping, startChat, useChat } from './chat-store';
import { Composer } from './composer';
import type { CardLinks } from './message-view';
import { readQuickReplies, writeQuickReplies } from './quick-replies';
import { Thread } from './thread';
import { formatClinicSpan } from '../../../common/date-format';
import { enumLabelKey, isEnumValue } from '../../../common/enum-labels';

type Assigned = 'any' | 'me' | 'none';

function failure(err: unknown) {
  if (err instanceof HttpError) void showHttpError(err);
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

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
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [assigned, setAssigned] = useState<Assigned>('any');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [q, setQ] = useState('');
  const [searchIds, setSearchIds] = useState<number[] | null>(null);
  const [page, setPage] = useState({ page: 1, hasNext: false, busy: false });
  const [staff, setStaff] = useState<{ id: string; name: string }[]>([]);
  const [showMember, setShowMember] = useState(false);

  const listPage = useCallback(
    async (n: number, opts: { q?: string } = {}) => {
      setPage((p) => ({ ...p, busy: true }));
      try {
        const res = await chatApi.manageRooms({ page: n, lng, assigned, q: opts.q || undefined, unread: unreadOnly ? '1' : undefined });
        chatStore.set((s) => roomsListed(s, res.rows, res.unread));
        setPage({ page: n, hasNext: !res.pagination.isOutOfRange && res.pagination.page.hasNext, busy: false });
        return res.rows.map((r) => r.id);
      } catch (err) {
        setPage((p) => ({ ...p, busy: false }));
        failure(err);
        return [];
      }
    },
    [lng, assigned, unreadOnly],
  );

  useEffect(() => {
    const stop = startChat({ scope: 'staff', lng, userId });
    loadInit().then(
      () => setPhase('ready'),
      (err: unknown) => {
        setPhase('failed');
        failure(err);
      },
    );
    void chatApi.staff().then((r) => setStaff(r.staff), () => undefined);
    return stop;
  }, [lng, userId]);

  // Filters ask the server for the first page again (rooms beyond the first ones included).
  useEffect(() => {
    if (phase !== 'ready') return;
    void listPage(1, { q }).then((ids) => setSearchIds(q ? ids : null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, assigned, unreadOnly]);

  // A room named in the address that the list does not hold yet.
  useEffect(() => {
    if (phase === 'ready' && selected !== null && !chatStore.get().rooms[selected]) void fetchRoom(selected);
  }, [phase, selected]);

  const list = useMemo(() => {
    const all = roomsByActivity({ ...chatStore.get(), rooms });
    return all.filter((r) => {
      if (searchIds && !searchIds.includes(r.id)) return false;
      if (assigned === 'me' && r.assignee?.id !== userId) return false;
      if (assigned === 'none' && r.assignee) return false;
      if (unreadOnly && !(r.unread > 0 || r.id === selected)) return false;
      return true;
    });
  }, [rooms, searchIds, assigned, unreadOnly, userId, selected]);

  const room = selected !== null ? rooms[selected] : undefined;
  const choose = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('roomId');
    else next.set('roomId', String(id));
    setParams(next, { replace: false, preventScrollReset: true });
  };

  const search = (e: FormEvent) => {
    e.preventDefault();
    void listPage(1, { q }).then((ids) => setSearchIds(q ? ids : null));
  };

  return (
    <div className="flex h-[calc(100dvh-11rem)] min-h-[28rem] gap-3 lg:h-[calc(100dvh-13rem)]" data-testid="manage-chat">
      {/* Room list: the whole width on a phone until a room is chosen. */}
      <section aria-labelledby="chat-rooms-title" className={`card min-h-0 w-full flex-col md:flex md:w-72 md:shrink-0 ${room ? 'hidden' : 'flex'}`}>
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
          <form onSubmit={search} className="mt-2 flex gap-1" role="search">
            <label className="sr-only" htmlFor="chat-room-search">{t('chat:manage.search')}</label>
            <input id="chat-room-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('chat:manage.searchPlaceholder')} className="min-h-10 min-w-0 grow rounded-lg border border-stone-300 bg-white px-3 text-sm dark:border-stone-700 dark:bg-stone-950" data-testid="chat-room-search" />
            <button type="submit" className="btn btn-ghost min-h-10 px-3">{t('chat:manage.searchButton')}</button>
          </form>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <label className="sr-only" htmlFor="chat-room-assigned">{t('chat:manage.filter')}</label>
            <select id="chat-room-assigned" value={assigned} onChange={(e) => setAssigned(e.target.value as Assigned)} className="min-h-10 rounded-lg border border-stone-300 bg-white px-2 dark:border-stone-700 dark:bg-stone-950" data-testid="chat-room-filter">
              <option value="any">{t('chat:manage.filterAny')}</option>
              <option value="me">{t('chat:manage.filterMine')}</option>
              <option value="none">{t('chat:manage.filterNone')}</option>
            </select>
            <label className="flex items-center gap-1.5">
              <input type="checkbox" className="h-4 w-4" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />
              {t('chat:manage.unreadOnly')}
            </label>
          </div>
        </div>
        <ul className="min-h-0 grow overflow-y-auto p-1" data-testid="chat-rooms">
          {phase === 'loading' && <li className="p-3 text-sm text-stone-600 dark:text-stone-400">{t('chat:thread.loading')}</li>}
          {phase === 'failed' && <li className="p-3 text-sm" role="alert">{t('chat:thread.loadFailed')}</li>}
          {phase === 'ready' && list.length === 0 && <li className="p-3 text-sm text-stone-600 dark:text-stone-400">{t('chat:manage.noRooms')}</li>}
          {list.map((r) => (
            <li key={r.id}>
              <RoomRow room={r} active={r.id === selected} onChoose={() => choose(r.id)} />
            </li>
          ))}
          {page.hasNext && (
            <li className="p-2">
              <button type="button" className="btn btn-ghost w-full" disabled={page.busy} onClick={() => void listPage(page.page + 1, { q }).then((ids) => searchIds && setSearchIds([...searchIds, ...ids]))}>
                {t('chat:manage.more')}
              </button>
            </li>
          )}
        </ul>
      </section>

      {/* The thread. */}
      <section aria-label={room ? t('chat:thread.label', { name: room.receiverName }) : t('chat:manage.noRoom')} className={`card min-h-0 min-w-0 grow flex-col overflow-hidden ${room ? 'flex' : 'hidden md:flex'}`}>
        {room ? (
          <StaffThread key={room.id} room={room} userId={userId} canEdit={canEdit} staff={staff} onBack={() => choose(null)} onMember={() => setShowMember(true)} />
        ) : (
          <p className="m-auto p-6 text-center text-sm text-stone-600 dark:text-stone-400" data-testid="chat-no-room">
            {selected !== null && phase === 'ready' ? t('chat:manage.roomMissing') : t('chat:manage.noRoom')}
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

function RoomRow({ room: r, active, onChoose }: { room: ChatRoom; active: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const preview = r.typing ? t('chat:manage.typingShort') : previewOf(r.lastMessage ? { ...r.lastMessage } : null, t, lng);
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-current={active ? 'true' : undefined}
      className={`flex w-full items-start gap-3 rounded-xl p-2.5 text-left hover:bg-stone-100 dark:hover:bg-stone-800 ${active ? 'bg-emerald-50 ring-1 ring-emerald-700 dark:bg-emerald-950' : ''}`}
      data-testid="chat-room"
      data-room-id={r.id}
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center overflow-hidden rounded-full bg-emerald-100 font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100" aria-hidden="true">
        {r.receiverAvatar ? <img src={r.receiverAvatar} alt="" width={40} height={40} className="h-10 w-10 object-cover" /> : r.receiverName.slice(0, 1)}
      </span>
      <span className="min-w-0 grow">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-semibold" data-testid="chat-room-name">{r.receiverName}</span>
          <span className="shrink-0 text-[11px] text-stone-600 dark:text-stone-400">{whenOf(r.activeAt, lng)}</span>
        </span>
        <span className={`block truncate text-sm ${r.typing ? 'text-emerald-800 italic dark:text-emerald-300' : 'text-stone-700 dark:text-stone-300'}`}>{preview || '\u00a0'}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-[11px] text-stone-600 dark:text-stone-400">
          {r.assignee ? <span>{t('chat:manage.assignedTo', { name: r.assignee.name })}</span> : <span>{t('chat:manage.unassigned')}</span>}
          {r.isBan && <span className="rounded-full bg-red-100 px-1.5 font-semibold text-red-900 dark:bg-red-950 dark:text-red-200" data-testid="chat-room-banned">{t('chat:manage.banned')}</span>}
        </span>
      </span>
      {r.unread > 0 && !r.isBan && (
        <span className="mt-1 grid h-6 min-w-6 shrink-0 place-items-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white" data-testid="chat-room-unread" data-count={r.unread}>
          {r.unread}
          <span className="sr-only">{t('chat:manage.unreadCount', { n: r.unread })}</span>
        </span>
      )}
    </button>
  );
}

function StaffThread({ room, userId, canEdit, staff, onBack, onMember }: {
  room: ChatRoom;
  userId: string;
  canEdit: boolean;
  staff: { id: string; name: string }[];
  onBack: () => void;
  onMember: () => void;
}) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  const links: CardLinks = useMemo(
    () => ({
      site: (path) => ({ to: localizePath(path, lng), external: true }),
      booking: (id) => ({ to: `/manage/schedule/booking/${id}`, external: false }),
    }),
    [lng],
  );

  const assign = async (staffId: string) => {
    setBusy(true);
    try {
      await chatApi.assign(room.id, staffId || null);
      await fetchRoom(room.id);
      toast(t('chat:manage.assignedToast'));
    } catch (err) {
      failure(err);
    } finally {
      setBusy(false);
    }
  };

  const toggleBan = async () => {
    if (room.isBan) {
      if (!(await confirmBox({ titleKey: 'chat:manage.unbanTitle', message: t('chat:manage.unbanMessage', { name: room.receiverName }) }))) return;
      await ban(false, '');
      return;
    }
    const id = openOverlay({
      mode: 'box',
      titleKey: 'chat:manage.banTitle',
      Body: <BanForm name={room.receiverName} onCancel={() => forceCloseOverlay(id)} onBan={async (reason) => { forceCloseOverlay(id); await ban(true, reason); }} />,
    });
  };

  const ban = async (value: boolean, reason: string) => {
    setBusy(true);
    try {
      await chatApi.ban(room.id, value, reason);
      await fetchRoom(room.id);
      toast(value ? t('chat:manage.bannedToast') : t('chat:manage.unbannedToast'));
    } catch (err) {
      failure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="flex flex-wrap items-center gap-2 border-b border-stone-200 p-2 sm:p-3 dark:border-stone-800">
        <button type="button" className="icon-btn md:hidden" onClick={onBack} aria-label={t('chat:manage.back')} data-testid="chat-back">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="M19 12H5M12 19l-7-7 7-7" /></svg>
        </button>
        <div className="min-w-0 grow">
          <h2 className="truncate font-semibold" data-testid="chat-thread-name">{room.receiverName}</h2>
          {room.isBan && <p className="text-xs font-semibold text-red-700 dark:text-red-400">{t('chat:manage.bannedNote')}</p>}
        </div>
        <button type="button" className="btn btn-ghost min-h-10 px-3 xl:hidden" onClick={onMember} data-testid="chat-member-open">{t('chat:member.panel')}</button>
        <MuteToggle />
        {canEdit && (
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <label htmlFor={selectId} className="text-sm">{t('chat:manage.assign')}</label>
            <select id={selectId} value={room.assignee?.id ?? ''} disabled={busy} onChange={(e) => void assign(e.target.value)} className="min-h-10 min-w-0 rounded-lg border border-stone-300 bg-white px-2 text-sm dark:border-stone-700 dark:bg-stone-950" data-testid="chat-assign">
              <option value="">{t('chat:manage.team')}</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>{s.id === userId ? t('chat:manage.me', { name: s.name }) : s.name}</option>
              ))}
            </select>
            <button type="button" className={`btn min-h-10 px-3 ${room.isBan ? 'btn-ghost' : 'border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-500 dark:text-red-300 dark:hover:bg-red-950'}`} disabled={busy} onClick={() => void toggleBan()} data-testid="chat-ban">
              {room.isBan ? t('chat:manage.unban') : t('chat:manage.ban')}
            </button>
          </div>
        )}
      </header>
      <Thread
        room={room}
        reader="STAFF"
        lng={lng}
        links={links}
        canAnswer={canEdit}
        otherName={room.receiverName}
        showSender
        typingText={t('chat:typing.member', { name: room.typing?.name || room.receiverName })}
      />
      {canEdit && <QuickReplies userId={userId} onPick={(text) => setDraft((d) => (d.trim() ? `${d.trimEnd()} ${text}` : text))} />}
      <Composer
        disabled={!canEdit}
        disabledReason={!canEdit ? t('chat:manage.readOnly') : undefined}
        value={draft}
        onValueChange={setDraft}
        onSend={async (text) => void sendMessage(room.id, { type: 'TEXT', content: text })}
        onUploaded={async (up) => void sendMessage(room.id, { type: up.kind === 'IMAGE' || up.kind === 'VIDEO' || up.kind === 'AUDIO' ? up.kind : 'FILE', data: { url: up.url } })}
        onTyping={() => sendTyping(room.id)}
      />
    </>
  );
}

function BanForm({ name, onBan, onCancel }: { name: string; onBan: (reason: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <form onSubmit={(e) => { e.preventDefault(); void onBan(reason.trim()); }} data-testid="chat-ban-form">
      <p className="text-sm">{t('chat:manage.banMessage', { name })}</p>
      <label htmlFor={id} className="mt-3 block text-sm font-medium">{t('chat:manage.banReason')}</label>
      <textarea id={id} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} rows={3} className="mt-1 w-full rounded-lg border border-stone-300 bg-white p-2 text-sm dark:border-stone-700 dark:bg-stone-950" data-autofocus />
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>{t('chat:action.cancel')}</button>
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" data-testid="chat-ban-confirm">{t('chat:manage.ban')}</button>
      </div>
    </form>
  );
}

function QuickReplies({ userId, onPick }: { userId: string; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const defaults = useMemo(() => [t('chat:quick.default1'), t('chat:quick.default2'), t('chat:quick.default3')], [t]);
  const [list, setList] = useState<string[]>(defaults);
  useEffect(() => setList(readQuickReplies(storage(), userId) ?? defaults), [userId, defaults]);

  const edit = () => {
    const id = openOverlay({
      mode: 'modal',
      titleKey: 'chat:quick.editTitle',
      Body: <QuickReplyEditor initial={list} onSave={(next) => { setList(writeQuickReplies(storage(), userId, next)); forceCloseOverlay(id); }} onCancel={() => forceCloseOverlay(id)} />,
    });
  };

  return (
    <div className="flex items-center gap-1.5 overflow-x-auto border-t border-stone-200 px-2 py-1.5 dark:border-stone-800" data-testid="chat-quick-replies" aria-label={t('chat:quick.label')} role="group">
      {list.map((text) => (
        <button key={text} type="button" className="shrink-0 rounded-full border border-emerald-700 px-3 py-1 text-xs text-emerald-900 hover:bg-emerald-50 dark:border-emerald-500 dark:text-emerald-200 dark:hover:bg-emerald-950" title={text} onClick={() => onPick(text)} data-testid="chat-quick-reply">
          <span className="block max-w-48 truncate">{text}</span>
        </button>
      ))}
      <button type="button" className="shrink-0 rounded-full px-3 py-1 text-xs font-semibold text-stone-700 underline dark:text-stone-300" onClick={edit} data-testid="chat-quick-edit">{t('chat:quick.edit')}</button>
    </div>
  );
}

function QuickReplyEditor({ initial, onSave, onCancel }: { initial: string[]; onSave: (list: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<string[]>(initial);
  const [next, setNext] = useState('');
  const id = useId();
  const add = () => {
    if (!next.trim()) return;
    setItems((l) => [...l, next.trim()]);
    setNext('');
  };
  return (
    <div data-testid="chat-quick-editor">
      <ul className="space-y-2">
        {items.map((text, i) => (
          <li key={`${i}:${text}`} className="flex items-start gap-2">
            <label className="sr-only" htmlFor={`${id}-${i}`}>{t('chat:quick.item', { n: i + 1 })}</label>
            <textarea id={`${id}-${i}`} value={text} rows={2} maxLength={500} onChange={(e) => setItems((l) => l.map((x, j) => (j === i ? e.target.value : x)))} className="min-w-0 grow rounded-lg border border-stone-300 bg-white p-2 text-sm dark:border-stone-700 dark:bg-stone-950" />
            <button type="button" className="btn btn-ghost min-h-10 px-3" onClick={() => setItems((l) => l.filter((_, j) => j !== i))}>{t('chat:action.remove')}</button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-start gap-2">
        <label className="sr-only" htmlFor={`${id}-new`}>{t('chat:quick.new')}</label>
        <textarea id={`${id}-new`} value={next} rows={2} maxLength={500} placeholder={t('chat:quick.new')} onChange={(e) => setNext(e.target.value)} className="min-w-0 grow rounded-lg border border-stone-300 bg-white p-2 text-sm dark:border-stone-700 dark:bg-stone-950" data-testid="chat-quick-new" />
        <button type="button" className="btn btn-ghost min-h-10 px-3" onClick={add} data-testid="chat-quick-add">{t('chat:quick.add')}</button>
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>{t('chat:action.cancel')}</button>
        <button type="button" className="btn btn-primary" onClick={() => onSave(next.trim() ? [...items, next] : items)} data-testid="chat-quick-save">{t('chat:action.save')}</button>
      </div>
    </div>
  );
}

function MemberDialog({ roomId, isBan, onClose }: { roomId: number; isBan: boolean; onClose: () => void }) {
  useEffect(() => {
    const id = openOverlay({ mode: 'drawer', titleKey: 'chat:member.panel', Body: <MemberPanel roomId={roomId} isBan={isBan} />, onClose });
    return () => forceCloseOverlay(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId]);
  return null;
}

/** The member's profile and latest bookings (GET /api/manage/chat/rooms/{id}/member). */
function MemberPanel({ roomId, isBan }: { roomId: number; isBan: boolean }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const [data, setData] = useState<RoomMember | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    chatApi.roomMember(roomId, lng).then(
      (d) => live && setData(d),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [roomId, lng, isBan]);
  if (!data) return <p className="p-4 text-sm text-stone-600 dark:text-stone-400">{failed ? t('chat:thread.loadFailed') : t('chat:thread.loading')}</p>;
  const m = data.member;
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="py-1.5">
      <dt className="text-xs text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-sm break-words" data-testid={testId}>{value || '—'}</dd>
    </div>
  );
  return (
    <div className="p-4" data-testid="chat-member">
      <h3 className="font-semibold">{t('chat:member.profile')}</h3>
      <dl className="mt-1 divide-y divide-stone-100 dark:divide-stone-800">
        {row(t('chat:member.name'), m.fullname, 'chat-member-name')}
        {row(t('chat:member.nickname'), m.nickname)}
        {row(t('chat:member.phone'), m.phone, 'chat-member-phone')}
        {row(t('chat:member.email'), m.email)}
        {row(t('chat:member.gender'), isEnumValue('gender', m.gender) ? t(enumLabelKey('gender', m.gender)) : m.gender)}
        {row(t('chat:member.since'), instantOf(m.createdAt, lng))}
        {row(t('chat:member.status'), m.isGood ? t('chat:member.active') : t('chat:member.inactive'))}
        {(m.isBan || isBan) && row(t('chat:manage.banned'), m.banReason || t('chat:manage.banNoReason'))}
      </dl>
      <h3 className="mt-4 font-semibold">{t('chat:member.bookings')}</h3>
      {data.bookings.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('chat:member.noBookings')}</p>
      ) : (
        <ul className="mt-1 space-y-2" data-testid="chat-member-bookings">
          {data.bookings.map((b) => (
            <li key={b.id}>
              <Link to={`/manage/schedule/booking/${b.id}`} className="block rounded-lg border border-stone-200 p-2 text-sm hover:bg-stone-50 dark:border-stone-700 dark:hover:bg-stone-800">
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold">#{b.id}</span>
                  <span className="badge">{isEnumValue('bookingStatus', b.status) ? t(enumLabelKey('bookingStatus', b.status)) : b.status}</span>
                </span>
                <span className="block">{formatClinicSpan(b.date, b.start, b.end, lng)}</span>
                <span className="block text-stone-700 dark:text-stone-300">{b.plan.name}</span>
                <span className="block text-xs text-stone-600 dark:text-stone-400">{[b.place.name, b.therapist.name].filter(Boolean).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
