import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSide } from '../../../common/chat';
import type { Lng } from '../../../common/i18n-config';
import { clinicDayOf } from './chat-format';
import type { ChatRoom } from './chat-state';
import { discardMessage, hasUnreadIncoming, loadOlder, markRoomRead, retryMessage, setOpenRoom } from './chat-store';
import { DaySeparator, MessageView, type CardLinks } from './message-view';

/** Within this distance of the bottom the list follows new messages. */
const STICK_PX = 120;

/**
 * A room's conversation: older pages load when the top is reached (or with the button, for
 * keyboards), new messages keep the view at the bottom when it was there, the other side's
 * typing shows below. While the room is on screen and the tab visible, what arrives is read
 * (PATCH /api/chat/messages), so the other side sees SAW.
 */
export function Thread({ room, reader, lng, links, canAnswer, otherName, showSender, typingText }: {
  room: ChatRoom;
  reader: ChatSide;
  lng: Lng;
  links: CardLinks;
  canAnswer: boolean;
  otherName: string;
  showSender: boolean;
  typingText: string;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [failedOlder, setFailedOlder] = useState(false);
  const roomId = room.id;

  useEffect(() => {
    setOpenRoom(roomId);
    stick.current = true;
    if (!room.isLoaded) void loadOlder(roomId).catch(() => setFailedOlder(true));
    return () => setOpenRoom(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId]);

  const older = async () => {
    const el = scroller.current;
    if (!el || loadingOlder || room.isEnd) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    setLoadingOlder(true);
    setFailedOlder(false);
    try {
      await loadOlder(roomId);
    } catch {
      setFailedOlder(true);
      anchor.current = null;
    } finally {
      setLoadingOlder(false);
    }
  };

  // Scrolling up to the top loads the page before.
  useEffect(() => {
    const el = top.current;
    if (!el || !room.isLoaded || room.isEnd || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !stick.current) void older();
    }, { root: scroller.current, rootMargin: '80px 0px 0px 0px' });
    io.observe(el);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room.isLoaded, room.isEnd, roomId, room.messages.length]);

  // Keep the reading position when older messages are prepended; follow new ones at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [room.messages, room.typing]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
  };

  // A sent message brings the view back down.
  const pendingCount = room.messages.filter((m) => m.id === null).length;
  useEffect(() => {
    if (pendingCount > 0) stick.current = true;
  }, [pendingCount]);

  // Read what arrives while the room is on screen and the tab is visible.
  const needsRead = room.isLoaded && hasUnreadIncoming(room, reader);
  useEffect(() => {
    if (!needsRead) return;
    const read = () => {
      if (document.visibilityState === 'visible') void markRoomRead(roomId);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [needsRead, roomId, room.messages.length]);

  const actions = {
    retry: (m: { clientId: string | null }) => m.clientId && retryMessage(roomId, m.clientId),
    discard: (m: { clientId: string | null }) => m.clientId && discardMessage(roomId, m.clientId),
  };

  let lastDay = 0;
  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 grow overflow-y-auto overscroll-contain px-3 py-2 sm:px-4" data-testid="chat-thread" role="region" tabIndex={0} aria-label={t('chat:thread.label', { name: otherName })}>
      <div ref={top} />
      {room.isLoaded && !room.isEnd && (
        <div className="flex justify-center py-2">
          <button type="button" className="btn btn-ghost min-h-9 px-4 text-xs" onClick={() => void older()} disabled={loadingOlder} data-testid="chat-load-older">
            {loadingOlder ? t('chat:thread.loading') : t('chat:thread.older')}
          </button>
        </div>
      )}
      {room.isLoaded && room.isEnd && room.messages.length > 0 && <p className="py-2 text-center text-xs text-stone-600 dark:text-stone-400" data-testid="chat-start">{t('chat:thread.start')}</p>}
      {!room.isLoaded && <p className="py-6 text-center text-sm text-stone-600 dark:text-stone-400">{failedOlder ? t('chat:thread.loadFailed') : t('chat:thread.loading')}</p>}
      {room.isLoaded && room.messages.length === 0 && <p className="py-6 text-center text-sm text-stone-600 dark:text-stone-400" data-testid="chat-empty">{t('chat:thread.empty')}</p>}
      <div role="log" aria-live="polite" aria-relevant="additions">
        <ol className="pb-1" data-testid="chat-messages">
          {room.messages.map((m) => {
            const day = clinicDayOf(m.createAt);
            const sep = day !== lastDay;
            lastDay = day;
            return (
              <Fragment key={m.id ?? `c:${m.clientId}`}>
                {sep && <DaySeparator date={day} lng={lng} />}
                <MessageView m={m} reader={reader} lng={lng} links={links} canAnswer={canAnswer} otherName={otherName} actions={actions} showSender={showSender} />
              </Fragment>
            );
          })}
        </ol>
      </div>
      <p className="min-h-6 px-1 text-sm text-stone-600 italic dark:text-stone-400" aria-live="polite" data-testid="chat-typing">
        {room.typing ? typingText : ''}
      </p>
    </div>
  );
}
