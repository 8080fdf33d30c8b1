import type { Lng } from '../../../common/i18n-config';
import type { CropAspect } from '../../../common/media.schema';
import { FieldShell } from '../../components/form';
import { openImagePicker } from './image-picker';

/** A picture chosen from the album library (cropped to `crop` first when given): its preview and a button opening the picker. */
export function PictureField(p: { crop?: CropAspect; name: string; label: string; hint?: string; value: string; onChange: (path: string) => void; lng: Lng; canUpload: boolean; chooseText: string; changeText: string; previewClass: string; testId: string }) {
  return (
    <FieldShell name={p.name} label={p.label} hint={p.hint}>
      {(control) => (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          {p.value ? <img src={p.value} alt="" className={`rounded-lg border border-stone-200 object-cover dark:border-stone-800 ${p.previewClass}`} /> : null}
          <button type="button" {...control} className="btn btn-ghost" data-testid={p.testId} onClick={() => openImagePicker({ title: p.label, lng: p.lng, canUpload: p.canUpload, crop: p.crop, onPick: p.onChange })}>
            {p.value ? p.changeText : p.chooseText}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
