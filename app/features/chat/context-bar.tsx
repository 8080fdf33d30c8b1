import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Named values a member's room is opened with (`?bookingId=12`). */
export type ChatContext = Record<string, string | number>;

/**
 * What the member's question is about (`/chat?bookingId=12`): the booking's or event's card can
 * be sent on its own, or the context dismissed.
 */
export function ContextBar({ context, onSend, onDismiss }: { context: ChatContext; onSend: () => Promise<void>; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [attaching, setAttaching] = useState(false);
  const send = async () => {
    setAttaching(true);
    try {
      await onSend();
    } finally {
      setAttaching(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100" data-testid="chat-context">
      <span className="grow font-medium">
        {typeof context.bookingId === 'number'
          ? t('chat:context.booking', { id: context.bookingId })
          : typeof context.eventSlug === 'string'
            ? t('chat:context.event', { slug: context.eventSlug })
            : t('chat:context.other', { fields: Object.entries(context).map(([k, v]) => `${k}: ${v}`).join(', ') })}
      </span>
      {(typeof context.bookingId === 'number' || typeof context.eventSlug === 'string') && (
        <button type="button" className="btn btn-primary min-h-9 px-4" disabled={attaching} onClick={() => void send()} data-testid="chat-context-send">
          {typeof context.bookingId === 'number' ? t('chat:context.sendBooking') : t('chat:context.sendEvent')}
        </button>
      )}
      <button type="button" className="icon-btn h-9 w-9" onClick={onDismiss} aria-label={t('chat:context.dismiss')}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      </button>
    </div>
  );
}
