import type { ReactNode } from 'react';
import { TOAST_ANIMATION_MS, TOAST_DURATION_MS } from '../../../common/constants';
import { createStore } from '../../lib/store';
import { confirmBox } from './dialogs';

export type OverlayMode = 'box' | 'modal' | 'drawer';
export type ShowAnimation = 'in' | 'out';

/** Spec §3 Overlay. Title/Body may be nodes or render functions receiving `close`. */
export interface Overlay {
  id: string;
  mode: OverlayMode;
  Title?: ReactNode;
  /** A translation key for the title, used when Title is not given. */
  titleKey?: string;
  Body: ReactNode | ((api: { close: () => void }) => ReactNode);
  /** Escape, backdrop, close button and swipe do nothing. */
  isBlockClose?: boolean;
  /** Blur the page behind (defaults to true). */
  isBlur?: boolean;
  /** Disable the drawer's swipe-down gesture. */
  noTouch?: boolean;
  /** Closing asks for confirmation first (confirm.unsaved.title). */
  isUnsaved?: boolean;
  animate: ShowAnimation;
  onClose?: () => void;
  /** The id of a heading inside Body that names the dialog (when Body draws its own title). */
  labelledBy?: string;
  /** A box or modal wide enough for a two-column form (registration). */
  wide?: boolean;
}

export interface Toast {
  id: string;
  msg: ReactNode;
  animate: ShowAnimation;
}

export const overlayStore = createStore<{ overlays: Overlay[]; toasts: Toast[] }>({ overlays: [], toasts: [] });

let seq = 0;
export const nextId = (p: string) => `${p}-${++seq}`;

export type OpenOverlayOptions = Omit<Overlay, 'id' | 'animate'> & { id?: string };

/** Opens an overlay on top of the stack; returns its id. */
export function openOverlay(opts: OpenOverlayOptions): string {
  const id = opts.id ?? nextId('overlay');
  overlayStore.set((s) => ({ overlays: [...s.overlays.filter((o) => o.id !== id), { isBlur: true, ...opts, id, animate: 'in' }] }));
  return id;
}

export function updateOverlay(id: string, patch: Partial<Omit<Overlay, 'id'>>) {
  overlayStore.set((s) => ({ overlays: s.overlays.map((o) => (o.id === id ? { ...o, ...patch } : o)) }));
}

/** Removes an overlay at once, without the guards (used after they passed). */
export function forceCloseOverlay(id: string) {
  const target = overlayStore.get().overlays.find((o) => o.id === id);
  overlayStore.set((s) => ({ overlays: s.overlays.filter((o) => o.id !== id) }));
  target?.onClose?.();
}

/**
 * A user's attempt to close (Escape, backdrop, close button, swipe): refused when isBlockClose;
 * when isUnsaved a confirm box asks first (yes closes, no keeps).
 */
export function requestCloseOverlay(id: string): void {
  const target = overlayStore.get().overlays.find((o) => o.id === id);
  if (!target || target.isBlockClose) return;
  if (target.isUnsaved) {
    void confirmBox({ titleKey: 'confirm.unsaved.title', messageKey: 'confirm.unsaved.message' }).then((yes) => {
      if (yes) forceCloseOverlay(id);
    });
    return;
  }
  forceCloseOverlay(id);
}

/** The top overlay, which Escape closes. */
export function topOverlay(): Overlay | undefined {
  return overlayStore.get().overlays.at(-1);
}

/** Shows a toast for TOAST_DURATION_MS, animated in and out over TOAST_ANIMATION_MS. */
export function toast(msg: ReactNode): string {
  const id = nextId('toast');
  overlayStore.set((s) => ({ toasts: [...s.toasts, { id, msg, animate: 'in' }] }));
  setTimeout(() => {
    overlayStore.set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, animate: 'out' } : t)) }));
    setTimeout(() => overlayStore.set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), TOAST_ANIMATION_MS);
  }, TOAST_DURATION_MS);
  return id;
}

