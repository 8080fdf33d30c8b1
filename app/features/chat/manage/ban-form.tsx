import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for the reason before a member is banned from the chat. */
export function BanForm({ name, onBan, onCancel }: { name: string; onBan: (reason: string) => Promise<void>; onCancel: () => void }) {
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
