import type { ReactNode } from 'react';
import { forceCloseOverlay, openOverlay, updateOverlay } from '../overlays/overlay-store';

/**
 * Opens a setup form in a modal: the form marks it unsaved on its first change (closing then asks
 * first) and closes it once saved.
 */
export function openFormModal(title: string, render: (api: { onDirty: () => void; onDone: () => void; onCancel: () => void }) => ReactNode): void {
  const id = openOverlay({
    mode: 'modal',
    Title: title,
    Body: ({ close }) => render({ onDirty: () => updateOverlay(id, { isUnsaved: true }), onDone: () => forceCloseOverlay(id), onCancel: close }),
  });
}
