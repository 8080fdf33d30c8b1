import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { previewOf, whenOf } from '../chat-format';
import type { ChatRoom } from '../chat-state';

/** One room in the list: the member, the last message or typing, assignment, ban and unread count. */
export function RoomRow({ room: r, active, onChoose }: { room: ChatRoom; active: boolean; onChoose: () => void }) {
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
