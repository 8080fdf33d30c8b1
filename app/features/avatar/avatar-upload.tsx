import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../errors/api-client';
import { withFullLoading } from '../shell/full-loading';
import { toast } from '../overlays/overlay-store';
import { useUser } from '../shell/user-store';

/** The member's avatar with a change button: the file goes as the request body; the server checks and re-encodes it. */
export function AvatarUpload() {
  const { t } = useTranslation();
  const user = useUser();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const avatar = user?.member?.avatar;
  const initial = (user?.member?.nickname ?? '?').slice(0, 1);
  return (
    <section aria-labelledby="avatar-title" className="card flex items-center gap-4 p-5 lg:col-span-2" data-testid="avatar-upload">
      {avatar ? (
        <img src={avatar} alt={t('avatar.alt')} width="72" height="72" className="h-18 w-18 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="grid h-18 w-18 place-items-center rounded-full bg-emerald-100 text-2xl font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">{initial}</span>
      )}
      <div>
        <h2 id="avatar-title" className="font-semibold">{t('avatar.title')}</h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('avatar.hint')}</p>
        <label className="btn btn-ghost mt-2 cursor-pointer">
          {busy ? t('avatar.uploading') : t('avatar.change')}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,image/gif"
            className="sr-only"
            disabled={busy}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setBusy(true);
              try {
                const body = new Uint8Array(await file.arrayBuffer());
                await withFullLoading(() => apiFetch('/api/user/avatar', { method: 'POST', rawBody: body, contentType: file.type || 'application/octet-stream' }));
                toast(t('avatar.done'));
              } catch {
                /* shown by apiFetch */
              } finally {
                setBusy(false);
                if (input.current) input.current.value = '';
              }
            }}
          />
        </label>
      </div>
    </section>
  );
}
