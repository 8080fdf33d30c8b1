import { useTranslation } from 'react-i18next';
import type { RealtimeStatus } from '../realtime/realtime-client';
import { setMute, useChat } from './chat-store';

/** The live connection as people need to know it: nothing to say when online. */
export function ConnectionState({ status }: { status: RealtimeStatus }) {
  const { t } = useTranslation();
  const online = status === 'online';
  return (
    <p className={`flex items-center gap-1.5 text-xs ${online ? 'text-stone-600 dark:text-stone-400' : 'text-amber-800 dark:text-amber-300'}`} role="status" data-testid="chat-connection" data-status={status}>
      <span className={`inline-block h-2 w-2 rounded-full ${online ? 'bg-emerald-600' : 'bg-amber-500'}`} aria-hidden="true" />
      {online ? t('chat:connection.online') : status === 'offline' ? t('chat:connection.offline') : t('chat:connection.connecting')}
    </p>
  );
}

/** Mute (spec §4, kept in localStorage as 1 or 0): no sound for messages arriving in other rooms or a hidden tab. */
export function MuteToggle() {
  const { t } = useTranslation();
  const isMute = useChat((s) => s.isMute);
  return (
    <button type="button" className="icon-btn shrink-0" aria-pressed={isMute} aria-label={t('chat:mute.label')} title={isMute ? t('chat:mute.on') : t('chat:mute.off')} onClick={() => setMute(!isMute)} data-testid="chat-mute">
      {isMute ? (
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="M11 5L6 9H2v6h4l5 4zM23 9l-6 6M17 9l6 6" /></svg>
      ) : (
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="M11 5L6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" /></svg>
      )}
    </button>
  );
}
