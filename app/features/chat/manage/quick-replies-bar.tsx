import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forceCloseOverlay, openOverlay } from '../../overlays/overlay-store';
import { readQuickReplies, writeQuickReplies } from '../quick-replies';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The staff member's own quick replies above the composer, editable in a dialog (kept in this browser). */
export function QuickRepliesBar({ userId, onPick }: { userId: string; onPick: (text: string) => void }) {
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
