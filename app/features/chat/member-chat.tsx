import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_ROOM_TYPES } from '../../../common/chat';
import { useStore } from '../../lib/store';
import { HttpError } from '../errors/http-error';
import { useLocale } from '../i18n/use-locale';
import { realtimeStore } from '../realtime/realtime-client';
import { chatApi } from './chat-api';
import { ConnectionState, MuteToggle } from './chat-controls';
import { fetchRoom, loadInit, loadOlder, sendMessage, sendTyping, sendUpload, startChat, useChat } from './chat-store';
import { Composer } from './composer';
import { ContextBar, type ChatContext } from './context-bar';
import type { CardLinks } from './message-view';
import { Thread } from './thread';

export type { ChatContext } from './context-bar';

/** The context fields a member's room may be opened with: `?roomId=` plus a few named values. */
export function contextFromQuery(params: URLSearchParams): { roomId: number | null; data: ChatContext } {
  const data: ChatContext = {};
  let roomId: number | null = null;
  for (const [k, v] of params) {
    if (k === 'roomId') {
      const n = Number(v);
      roomId = Number.isSafeInteger(n) && n > 0 ? n : null;
      continue;
    }
    if (k === 'lng' || !/^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(k) || v === '' || v.length > 200 || Object.keys(data).length >= 10) continue;
    data[k] = /^(0|[1-9]\d{0,14})$/.test(v) ? Number(v) : v;
  }
  return { roomId, data };
}

const sameData = (a: ChatContext, b: ChatContext) => {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && String(a[k]) === String(b[k]));
};

/**
 * The member's customer-service chat (/chat, spec §2): their SERVICE room, made on the first
 * message when there is none (a member not in effect gets member.error.notEffective). Opened
 * with context (`?bookingId=12`), it says what the question is about and can send the booking's
 * card; the context goes to the room with the first message.
 */
export function MemberChat({ userId, query }: { userId: string; query: { roomId: number | null; data: ChatContext } }) {
  const { t } = useTranslation();
  const { lng, to } = useLocale();
  const sender = useChat((s) => s.sender);
  const rooms = useChat((s) => s.rooms);
  const connection = useStore(realtimeStore, (s) => s.status);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed' | 'notEffective'>('loading');
  const [roomId, setRoomId] = useState<number | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [context, setContext] = useState<ChatContext>(query.data);
  const [draft, setDraft] = useState('');

  useEffect(() => {
    const stop = startChat({ scope: 'member', lng, userId });
    let live = true;
    loadInit().then(
      async (init) => {
        let id = init.rooms.find((r) => r.type === CHAT_ROOM_TYPES[0])?.id ?? init.rooms[0]?.id ?? null;
        if (query.roomId !== null && query.roomId !== id) {
          const asked = await fetchRoom(query.roomId);
          if (asked) id = asked.id;
          else setNotFound(true);
        }
        if (!live) return;
        setRoomId(id);
        setPhase('ready');
      },
      (err: unknown) => live && setPhase(err instanceof HttpError && err.body?.code === 'MEMBER_NOT_EFFECTIVE' ? 'notEffective' : 'failed'),
    );
    return () => {
      live = false;
      stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, lng]);

  const room = roomId !== null ? rooms[roomId] : undefined;
  const canWrite = !!sender?.canWrite && !room?.isBan;
  const hasContext = Object.keys(context).length > 0;

  /** The member's room, made (or given the context) first when needed; its newest page loaded. */
  const ensureRoom = async (withContext: boolean): Promise<number> => {
    if (room && !(withContext && hasContext && !sameData(room.data as ChatContext, context))) return room.id;
    const { id } = await chatApi.createRoom(withContext ? context : {});
    const r = (await fetchRoom(id)) ?? null;
    setRoomId(id);
    if (r && !r.isLoaded) await loadOlder(id).catch(() => undefined);
    return id;
  };

  const send = async (text: string) => {
    const id = await ensureRoom(true);
    setContext({});
    sendMessage(id, { type: 'TEXT', content: text });
  };

  const attachContext = async () => {
    try {
      const already = room && sameData(room.data as ChatContext, context);
      const id = await ensureRoom(true);
      // The room already had this context (no new card from the server): send the card itself.
      if (already && typeof context.bookingId === 'number') sendMessage(id, { type: 'VISIT', data: { bookingId: context.bookingId } });
      else if (already && typeof context.eventSlug === 'string') sendMessage(id, { type: 'EVENT', data: { slug: context.eventSlug } });
      setContext({});
    } catch (err) {
      if (err instanceof HttpError && err.body?.code === 'MEMBER_NOT_EFFECTIVE') setPhase('notEffective');
    }
  };

  const links: CardLinks = useMemo(
    () => ({
      site: (path) => ({ to: to(path), external: false }),
      booking: (id) => ({ to: to(`/user/bookings/${id}`), external: false }),
    }),
    [to],
  );

  const title = room?.receiverName ?? t('chat:member.service');
  const notEffective = phase === 'notEffective' || (sender !== null && !sender.isGood);

  return (
    <div className="mx-auto flex h-[calc(100dvh-var(--nav-h))] max-w-3xl flex-col sm:px-4 sm:py-4" data-testid="member-chat">
      <div className="flex min-h-0 grow flex-col overflow-hidden border-stone-200 bg-white sm:rounded-2xl sm:border dark:border-stone-800 dark:bg-stone-900">
        <header className="flex items-center gap-3 border-b border-stone-200 px-4 py-3 dark:border-stone-800">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100" aria-hidden="true">
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"><path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.4L3 21l2.1-5.7A8.4 8.4 0 1 1 21 11.5z" /></svg>
          </span>
          <div className="min-w-0 grow">
            <h1 className="truncate text-lg font-semibold text-emerald-950 dark:text-emerald-100" data-testid="chat-title">{title}</h1>
            <ConnectionState status={connection} />
          </div>
          <MuteToggle />
        </header>

        {notFound && <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100" role="status">{t('chat:member.roomNotFound')}</p>}

        {hasContext && phase === 'ready' && !notEffective && canWrite && (
          <ContextBar context={context} onSend={attachContext} onDismiss={() => setContext({})} />
        )}

        {phase === 'loading' && <p className="grow p-6 text-center text-sm text-stone-600 dark:text-stone-400">{t('chat:thread.loading')}</p>}
        {phase === 'failed' && <p className="grow p-6 text-center text-sm text-stone-700 dark:text-stone-300" role="alert">{t('chat:thread.loadFailed')}</p>}
        {phase !== 'loading' && phase !== 'failed' && (
          room && !room.isBan ? (
            <Thread
              room={room}
              reader="MEMBER"
              lng={lng}
              links={links}
              canAnswer={canWrite}
              otherName={room.receiverName}
              showSender={false}
              typingText={t('chat:typing.service', { name: room.receiverName })}
            />
          ) : room?.isBan ? (
            <p className="grow p-6 text-center text-sm text-stone-700 dark:text-stone-300" role="status" data-testid="chat-banned">{t('chat:member.banned')}</p>
          ) : (
            <div className="grow p-6 text-center text-stone-700 dark:text-stone-300" data-testid="chat-welcome">
              <p className="font-semibold">{t('chat:member.welcomeTitle')}</p>
              <p className="mt-1 text-sm">{t('chat:member.welcome')}</p>
            </div>
          )
        )}

        {phase !== 'loading' && phase !== 'failed' && (
          <Composer
            disabled={notEffective || !!room?.isBan || (sender !== null && !sender.canWrite)}
            disabledReason={notEffective ? t('member.error.notEffective') : room?.isBan ? t('chat:member.banned') : undefined}
            value={draft}
            onValueChange={setDraft}
            onSend={send}
            onUploaded={async (up) => {
              const id = await ensureRoom(true);
              setContext({});
              sendUpload(id, up);
            }}
            onTyping={() => roomId !== null && sendTyping(roomId)}
          />
        )}
      </div>
    </div>
  );
}
