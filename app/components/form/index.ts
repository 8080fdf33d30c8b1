/** The back-office form kit: one hook, one set of labelled fields, one way to show failures. */
import type { LocalizedText } from '../../../common/i18n-config';
export { serverFieldErrors, showFailure, toFieldErrors, type FieldErrors } from './form-errors';
export { clearErrors, formReducer, initialFormState, type FormAction, type FormState } from './form-state';
export * from './field-values';
export { FormContext, useErrorText, useForm, type Checked, type FormApi, type UseFormOptions } from './use-form';
export * from './fields';
export { saveRow, sendJson } from './send';
export const EMPTY_TEXT: LocalizedText = { 'zh-HK': '', 'zh-CN': '', en: '' };
export { LocalizedListField, moveItem } from './localized-list-field';
export { LanguageTabs } from './language-tabs';
export type { LanguageMark } from './language-marks';
export { RichTextField, type RichTextImage } from './rich-text-field';
export { useUnsavedPageGuard } from './unsaved-guard';
export { useHydrated } from './use-hydrated';
