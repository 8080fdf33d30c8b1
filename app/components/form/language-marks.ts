import { LANGUAGES, type Lng } from '../../../common/i18n-config';
import type { FieldErrors } from './form-errors';

/** How far one language of a trilingual text is written: all of it, some of it, or none. */
export type LanguageMark = 'written' | 'partial' | 'empty';

/** The languages with an error under one of `fields` ("title" → errors at "title.en"), in LANGUAGES order. */
export function languagesWithErrors(errors: FieldErrors, fields: readonly string[]): Lng[] {
  const keys = Object.keys(errors);
  return LANGUAGES.filter((l) => fields.some((f) => keys.some((k) => k === `${f}.${l}` || k.startsWith(`${f}.${l}.`))));
}

/** Whether new errors came (a save refused: open the first language with one), not only old ones going away as people type. */
export function errorsArrived(before: FieldErrors, after: FieldErrors): boolean {
  const keys = Object.keys(after);
  return keys.length > 0 && !(keys.length < Object.keys(before).length && keys.every((k) => k in before));
}
