import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { CROP_ASPECTS, type CropAspect } from '../../../common/media.schema';
import { initialArea } from './crop-area';
import type { LibraryImage } from '../../../server/presenters/media';
import { showFailure } from '../../components/form';
import { apiFetch } from '../errors/api-client';
import { displayPath } from './media-thumb';

/**
 * Crops a library image to a locked aspect (the event banner's 16:9, spec §5): drag (or arrow keys
 * on the frame) to place it, zoom with the slider, the wheel or two fingers. "Use this crop" has
 * the server cut the area into a new library image, which `onDone` receives.
 */
export function ImageCropper(p: { image: LibraryImage; aspect: CropAspect; onDone: (image: LibraryImage) => void; onCancel: () => void }) {
  const { t } = useTranslation('cms');
  const helpId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>(() => initialArea(p.image.width, p.image.height, p.image.focal, p.aspect));
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const res = await apiFetch<{ image: LibraryImage }>(`/api/manage/media/${p.image.id}/crop`, { method: 'POST', body: { aspect: p.aspect, area }, silent: true });
      p.onDone(res.image);
    } catch (err) {
      showFailure(err);
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3" data-testid="image-cropper">
      <h3 className="font-semibold">{t('cms:media.crop.title')}</h3>
      <p id={helpId} className="text-sm text-stone-700 dark:text-stone-300">
        {t('cms:media.crop.help')} {t('cms:media.crop.keys')}
      </p>
      <div className="relative h-64 w-full overflow-hidden rounded-xl bg-stone-900 sm:h-96">
        <Cropper
          image={displayPath(p.image)}
          aspect={CROP_ASPECTS[p.aspect]}
          crop={crop}
          zoom={zoom}
          maxZoom={4}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(a) => setArea(a)}
          initialCroppedAreaPercentages={initialArea(p.image.width, p.image.height, p.image.focal, p.aspect)}
          mediaProps={{ alt: '' }}
          cropperProps={{
            role: 'group',
            'aria-label': t('cms:media.crop.area'),
            'aria-describedby': helpId,
          }}
        />
      </div>
      <label className="grid gap-1 text-sm font-medium">
        {t('cms:media.crop.zoom')}
        <input type="range" min={1} max={4} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} data-testid="crop-zoom" />
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={p.onCancel} disabled={busy}>
          {t('manage:common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={busy} data-testid="crop-confirm">
          {busy ? t('cms:media.crop.busy') : t('cms:media.crop.confirm')}
        </button>
      </div>
    </div>
  );
}
