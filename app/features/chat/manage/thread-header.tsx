import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmBox } from '../../overlays/dialogs';
import { forceCloseOverlay, openOverlay, toast } from '../../overlays/overlay-store';
import { chatApi } from '../chat-api';
import { MuteToggle } from '../chat-controls';
import type { ChatRoom } from '../chat-state';
import { fetchRoom } from '../chat-store';
import { BanForm } from './ban-form';
import { chatFailure } from './chat-failure';

export interface StaffOption {
  id: string;
  name: string;
}

export interface ThreadHeaderProps {
  room: ChatRoom;
  userId: string;
  canEdit: boolean;
  staff: StaffOption[];
  onBack: () => void;
  onMember: () => void;
}

/** The thread's header: the member's name, the panel button, mute, and (with edit rights) assignment and ban. */
export function ThreadHeader({ room, userId, canEdit, staff, onBack, onMember }: ThreadHeaderProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  /** Runs one change to the room, reloads it and says so; a refusal is the usual popup. */
  const act = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await change();
      await fetchRoom(room.id);
      toast(done);
    } catch (err) {
      chatFailure(err);
    } finally {
      setBusy(false);
    }
  };
  const assign = (staffId: string) => act(() => chatApi.assign(room.id, staffId || null), t('chat:manage.assignedToast'));
  const ban = (value: boolean, reason: string) => act(() => chatApi.ban(room.id, value, reason), value ? t('chat:manage.bannedToast') : t('chat:manage.unbannedToast'));

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

  return (
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
  );
}
