import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveRow } from './send';
import { useForm, type Checked } from './use-form';
import { forceCloseOverlay, openOverlay, updateOverlay } from '../../features/overlays/overlay-store';

/** What a back-office form in a modal is given: it marks the modal unsaved, closes it once saved, or cancels. */
export interface ModalFormProps {
  onDirty: () => void;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Opens a back-office form in a modal: the form marks it unsaved on its first change (closing then asks
 * first) and closes it once saved.
 */
export function openFormModal(title: string, render: (api: ModalFormProps) => ReactNode): void {
  const id = openOverlay({
    mode: 'modal',
    Title: title,
    Body: ({ close }) => render({ onDirty: () => updateOverlay(id, { isUnsaved: true }), onDone: () => forceCloseOverlay(id), onCancel: close }),
  });
}

/** The useForm options every form in a modal shares: its messages' namespace, the toast after a save, then closing; the unsaved guard. */
export function modalFormOptions(p: Pick<ModalFormProps, 'onDirty' | 'onDone'>, savedToast: string, ns: string) {
  return { ns, saved: { toast: savedToast, then: p.onDone }, onDirty: p.onDirty };
}

/**
 * A form in a modal that adds a row (POST `path`) or replaces one (PUT `path/{id}`): useForm with the
 * row's schema check, the `<messages>.saved` toast, closing once saved and the unsaved guard; with
 * `label(field)` reading `<messages>.field.<field>` and the form's `field(key)` binding.
 */
export function useRowForm<V extends object, D>(p: ModalFormProps, o: { messages: string; path: string; id: number | string | null | undefined; initial: V; check: (values: V) => Checked<D> }) {
  const { t } = useTranslation();
  const ns = o.messages.slice(0, o.messages.indexOf(':'));
  const form = useForm<V, D>({ initial: o.initial, check: o.check, send: saveRow(o.path, o.id), ...modalFormOptions(p, t(`${o.messages}.saved`), ns) });
  return { form, v: form.values, set: form.set, field: form.field, label: (field: string) => t(`${o.messages}.field.${field}`) };
}
