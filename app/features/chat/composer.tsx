import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX_LENGTH, CHAT_UPLOAD_MAX_BODY, CHAT_UPLOAD_MAX_BYTES } from '../../../common/chat';
import { HttpError } from '../errors/http-error';
import { chatApi, type Upload } from './chat-api';

/** The text check of spec §5 as the screen applies it before sending: blank and too long are refused. */
export function textProblem(text: string): { key: string; params?: Record<string, unknown> } | null {
  const trimmed = text.trim();
  if (!trimmed) return { key: 'chat:composer.blank' };
  if ([...trimmed].length > CHAT_TEXT_MAX_LENGTH) return { key: 'chat:composer.tooLong', params: { max: CHAT_TEXT_MAX_LENGTH } };
  return null;
}

/** The limit for a file as the browser types it (the server decides by content). */
function limitFor(file: File): number {
  if (file.type.startsWith('image/')) return CHAT_UPLOAD_MAX_BYTES.IMAGE;
  if (file.type.startsWith('video/')) return CHAT_UPLOAD_MAX_BYTES.VIDEO;
  if (file.type.startsWith('audio/')) return CHAT_UPLOAD_MAX_BYTES.AUDIO;
  return Math.min(CHAT_UPLOAD_MAX_BYTES.FILE, CHAT_UPLOAD_MAX_BODY);
}

/** An upload refusal in the chat's words (the shared texts speak of avatars). */
function uploadProblem(err: unknown): { key: string; params?: Record<string, unknown> } {
  const code = err instanceof HttpError ? err.body?.code : undefined;
  if (code === 'UPLOAD_TOO_LARGE') return { key: 'chat:composer.fileTooLarge', params: { max: Math.round(Number(err instanceof HttpError ? err.body?.data?.maxBytes : 0) / 1024 / 1024) } };
  if (code === 'UPLOAD_UNSUPPORTED') return { key: 'chat:composer.unsupported' };
  if (err instanceof HttpError && err.body?.message) return { key: `common:${err.body.message}`, params: err.body.data };
  return { key: 'chat:composer.uploadFailed' };
}

const IconImage = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><rect x="3" y="4" width="18" height="16" rx="2" /><circle cx="9" cy="10" r="2" /><path d="M21 17l-5-5-9 8" /></svg>
);
const IconClip = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="M21 11.5l-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l8-8" /></svg>
);
const IconSend = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="M22 2L11 13M22 2l-7 20-4-9-9-4z" /></svg>
);

/**
 * Text (Enter sends, Shift+Enter a new line), an image or a file (uploaded first, then sent as
 * IMAGE/VIDEO/AUDIO/FILE by the kind the server found). Blank and too-long text and oversized
 * files are refused here with a translated message; the server checks again.
 */
export function Composer({ disabled, disabledReason, onSend, onUploaded, onTyping, value, onValueChange }: {
  disabled: boolean;
  disabledReason?: string;
  /** Resolves when the message is queued (it shows as SENDING at once). */
  onSend: (text: string) => Promise<void>;
  onUploaded: (upload: Upload) => Promise<void>;
  onTyping: () => void;
  value: string;
  onValueChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<{ key: string; params?: Record<string, unknown> } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const length = [...value.trim()].length;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (disabled || busy) return;
    const p = textProblem(value);
    setProblem(p);
    if (p) {
      area.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSend(value.trim());
      onValueChange('');
    } catch (err) {
      setProblem(err instanceof HttpError && err.body?.message ? { key: `common:${err.body.message}`, params: err.body.data } : { key: 'chat:composer.failed' });
    } finally {
      setBusy(false);
      area.current?.focus();
    }
  };

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file || disabled) return;
    const max = limitFor(file);
    if (file.size > max) {
      setProblem({ key: 'chat:composer.fileTooLarge', params: { max: Math.round(max / 1024 / 1024) } });
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const up = await chatApi.upload(file);
      await onUploaded(up);
    } catch (err) {
      setProblem(uploadProblem(err));
    } finally {
      setUploading(false);
      if (imageInput.current) imageInput.current.value = '';
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  if (disabled && disabledReason) {
    return (
      <p className="border-t border-stone-200 px-4 py-3 text-sm text-stone-700 dark:border-stone-800 dark:text-stone-300" role="status" data-testid="chat-composer-disabled">
        {disabledReason}
      </p>
    );
  }

  const near = length > CHAT_TEXT_MAX_LENGTH - 200;
  return (
    <form onSubmit={(e) => void submit(e)} className="@container border-t border-stone-200 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] dark:border-stone-800 dark:bg-stone-900" data-testid="chat-composer" noValidate>
      {problem && (
        <p id={`${id}-problem`} className="px-2 pb-1 text-sm text-red-700 dark:text-red-400" role="alert" data-testid="chat-composer-problem">
          {t(problem.key, problem.params)}
        </p>
      )}
      {uploading && <p className="px-2 pb-1 text-sm text-stone-600 dark:text-stone-400" role="status">{t('chat:composer.uploading')}</p>}
      <div className="flex items-end gap-1">
        <button type="button" className="icon-btn shrink-0" onClick={() => imageInput.current?.click()} disabled={disabled || uploading} aria-label={t('chat:composer.image')} data-testid="chat-attach-image">
          <IconImage />
        </button>
        <button type="button" className="icon-btn shrink-0" onClick={() => fileInput.current?.click()} disabled={disabled || uploading} aria-label={t('chat:composer.file')} data-testid="chat-attach-file">
          <IconClip />
        </button>
        <input ref={imageInput} type="file" accept="image/*" className="hidden" tabIndex={-1} aria-hidden="true" onChange={(e) => void pick(e.target.files)} data-testid="chat-image-input" />
        <input ref={fileInput} type="file" className="hidden" tabIndex={-1} aria-hidden="true" onChange={(e) => void pick(e.target.files)} data-testid="chat-file-input" />
        <label htmlFor={`${id}-text`} className="sr-only">{t('chat:composer.label')}</label>
        <textarea
          ref={area}
          id={`${id}-text`}
          rows={1}
          value={value}
          onChange={(e) => {
            onValueChange(e.target.value);
            if (problem) setProblem(null);
            if (e.target.value.trim()) onTyping();
          }}
          onKeyDown={onKey}
          disabled={disabled}
          placeholder={t('chat:composer.placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? `${id}-problem` : '', `${id}-hint`].filter(Boolean).join(' ')}
          className="max-h-40 min-h-11 grow resize-none rounded-2xl border border-stone-300 bg-white px-3.5 py-2.5 text-base focus:border-emerald-700 focus:outline-2 focus:outline-emerald-600 dark:border-stone-700 dark:bg-stone-950"
          data-testid="chat-input"
        />
        <button type="submit" className="btn btn-primary shrink-0 px-4" disabled={disabled || busy} data-testid="chat-send">
          <IconSend />
          <span className="sr-only @md:not-sr-only">{t('chat:composer.send')}</span>
        </button>
      </div>
      <p id={`${id}-hint`} className={`px-2 pt-1 text-xs ${near ? 'text-amber-800 dark:text-amber-300' : 'sr-only'}`}>
        {t('chat:composer.hint', { length, max: CHAT_TEXT_MAX_LENGTH })}
      </p>
    </form>
  );
}
