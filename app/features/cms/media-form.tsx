import { useTranslation } from 'react-i18next';
import { pickText, type Lng } from '../../../common/i18n-config';
import { MEDIA_ALT_MAX, mediaUpdateInput } from '../../../common/media.schema';
import type { LibraryImage } from '../../../server/presenters/media';
import { FieldShell, Form, FormButtons, LocalizedField, sendJson, useForm } from '../../components/form';
import { modalFormOptions, type ModalFormProps } from '../../components/form/modal-form';
import { MediaThumb } from './media-thumb';

/** Arrow keys on the image move the focal point (x, y per step). */
const FOCAL_KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
/** 0–1, to two decimals (whole per cent). */
const clampUnit = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

/**
 * An image's alt text in three languages (read instead of the image; empty = decorative) and its
 * focal point, which the 16:9 and 1:1 crops keep in view: click or tap the image, move it with the
 * arrow keys (Shift: 10 %) or use the two sliders; both crops are previewed live.
 */
export function MediaForm(p: ModalFormProps & { image: LibraryImage; lng: Lng }) {
  const { t } = useTranslation('cms');
  const form = useForm({
    initial: { alt: p.image.alt, focal: p.image.focal },
    check: (v) => mediaUpdateInput.safeParse(v),
    send: async (data) => {
      await sendJson(`/api/manage/media/${p.image.id}`, 'PUT', data);
    },
    ...modalFormOptions(p, t('cms:media.saved'), 'cms'),
  });
  const { values: v, set } = form;
  const focal = (axis: 'x' | 'y', value: number) => set('focal', { ...v.focal, [axis]: clampUnit(value) });
  const shown = { ...p.image, focal: v.focal };
  const altText = pickText(v.alt, p.lng);
  return (
    <Form form={form} testId="media-form">
      <LocalizedField name="alt" label={t('cms:media.field.alt')} value={v.alt} maxLength={MEDIA_ALT_MAX} onChange={(x) => set('alt', x)} />
      <FieldShell name="focal" label={t('cms:media.field.focal')} hint={t('cms:media.hint.focal')}>
        {(control) => (
          <div className="mt-1 grid gap-3 sm:grid-cols-[2fr_1fr]">
            <button
              type="button"
              {...control}
              className="relative block overflow-hidden rounded-lg"
              aria-label={t('cms:media.setFocal')}
              aria-describedby={[control['aria-describedby'], 'media-focal-keys'].filter(Boolean).join(' ')}
              onClick={(e) => {
                // Where on the picture itself (the button may be a little taller than it).
                const r = (e.currentTarget.querySelector('img') ?? e.currentTarget).getBoundingClientRect();
                set('focal', { x: clampUnit((e.clientX - r.left) / r.width), y: clampUnit((e.clientY - r.top) / r.height) });
              }}
              onKeyDown={(e) => {
                const move = FOCAL_KEYS[e.key];
                if (!move) return;
                e.preventDefault();
                const step = e.shiftKey ? 0.1 : 0.01;
                set('focal', { x: clampUnit(v.focal.x + move[0] * step), y: clampUnit(v.focal.y + move[1] * step) });
              }}
            >
              <MediaThumb image={{ ...shown, focal: { x: 0.5, y: 0.5 } }} alt="" className="h-auto w-full object-contain" />
              <span aria-hidden="true" className="absolute h-4 w-4 -translate-x-2 -translate-y-2 rounded-full border-2 border-white bg-emerald-700 shadow" style={{ left: `${v.focal.x * 100}%`, top: `${v.focal.y * 100}%` }} />
            </button>
            <div className="grid gap-2 text-sm">
              <label className="grid gap-1">
                {t('cms:media.focalX', { value: Math.round(v.focal.x * 100) })}
                <input type="range" min={0} max={100} value={Math.round(v.focal.x * 100)} onChange={(e) => focal('x', Number(e.target.value) / 100)} />
              </label>
              <label className="grid gap-1">
                {t('cms:media.focalY', { value: Math.round(v.focal.y * 100) })}
                <input type="range" min={0} max={100} value={Math.round(v.focal.y * 100)} onChange={(e) => focal('y', Number(e.target.value) / 100)} />
              </label>
              <p id="media-focal-keys" className="text-xs text-stone-600 dark:text-stone-400">{t('cms:media.focalKeys')}</p>
              <p className="text-xs text-stone-600 dark:text-stone-400">{t('cms:media.crops')}</p>
              <div className="flex items-end gap-2">
                <MediaThumb image={shown} alt={altText} className="aspect-video w-28" />
                <MediaThumb image={shown} alt={altText} className="aspect-square w-16" />
              </div>
            </div>
          </div>
        )}
      </FieldShell>
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
