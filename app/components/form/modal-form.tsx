import type { ReactNode } from 'react';
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
