import type { Area } from 'react-easy-crop';
import { CROP_ASPECTS, type CropAspect } from '../../../common/media.schema';

/** The largest area of the aspect inside a width × height image, centred on the focal point as far as it fits (in %). */
export function initialArea(width: number, height: number, focal: { x: number; y: number }, aspect: CropAspect): Area {
  const ratio = CROP_ASPECTS[aspect];
  const w = Math.min(width, height * ratio);
  const h = w / ratio;
  const left = Math.min(width - w, Math.max(0, focal.x * width - w / 2));
  const top = Math.min(height - h, Math.max(0, focal.y * height - h / 2));
  return { x: (left / width) * 100, y: (top / height) * 100, width: (w / width) * 100, height: (h / height) * 100 };
}
