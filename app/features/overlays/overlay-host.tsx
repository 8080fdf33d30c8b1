import { useEffect, useRef, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SWIPE_THRESHOLD_PX } from '../../../common/constants';
import { useStore } from '../../lib/store';
import { alertBox, confirmBox } from './dialogs';
import { openOverlay, overlayStore, requestCloseOverlay, toast, topOverlay, type Overlay } from './overlay-store';

const PANEL: Record<Overlay['mode'], string> = {
  box: 'm-auto max-h-[92vh] w-[min(92vw,26rem)] overflow-auto rounded-2xl p-6',
  modal: 'm-auto max-h-[90vh] w-[min(96vw,44rem)] overflow-auto rounded-2xl p-6',
  drawer: 'mt-auto max-h-[85vh] w-full overflow-auto rounded-t-2xl p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]',
};

const WIDE = 'w-[min(96vw,42rem)]';

function OverlayLayer({ overlay, isTop, depth }: { overlay: Overlay; isTop: boolean; depth: number }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const touchStartY = useRef<number | null>(null);
  const titleId = `${overlay.id}-title`;
  const close = () => requestCloseOverlay(overlay.id);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const autofocus = panel.current?.querySelector<HTMLElement>('[data-autofocus]');
    (autofocus ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  // Keep Tab inside the top overlay.
  useEffect(() => {
    if (!isTop) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !panel.current) return;
      const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])');
      if (focusable.length === 0) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (e.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isTop]);

  const onTouchStart = (e: TouchEvent) => {
    if (overlay.mode === 'drawer' && !overlay.noTouch) touchStartY.current = e.touches[0]!.clientY;
  };
  const onTouchEnd = (e: TouchEvent) => {
    if (touchStartY.current === null) return;
    const dy = e.changedTouches[0]!.clientY - touchStartY.current;
    touchStartY.current = null;
    if (dy >= SWIPE_THRESHOLD_PX) close();
  };

  const title = overlay.Title ?? (overlay.titleKey ? t(overlay.titleKey) : null);
  const body = typeof overlay.Body === 'function' ? overlay.Body({ close }) : overlay.Body;
  return (
    <div
      className={`fixed inset-0 flex overlay-fade ${isTop ? '' : 'overlay-lower'}`}
      style={{ zIndex: 60 + depth * 2 }}
      data-overlay-mode={overlay.mode}
      data-overlay-top={isTop ? 'true' : 'false'}
    >
      <div className="absolute inset-0 bg-black/40" data-testid="overlay-backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : overlay.labelledBy}
        tabIndex={-1}
        className={`relative bg-white text-stone-900 shadow-2xl outline-none dark:bg-stone-900 dark:text-stone-100 ${overlay.wide && overlay.mode !== 'drawer' ? PANEL[overlay.mode].replace(/w-\[[^\]]+\]/, WIDE) : PANEL[overlay.mode]} ${overlay.mode === 'drawer' ? 'drawer-in' : 'box-in'}`}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {overlay.mode === 'drawer' && <div className="mx-auto -mt-3 mb-3 h-1.5 w-12 rounded-full bg-stone-300 dark:bg-stone-600" aria-hidden="true" />}
        <div className="mb-3 flex items-start justify-between gap-4">
          {title ? (
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
          ) : (
            <span />
          )}
          {!overlay.isBlockClose && (
            <button type="button" className="icon-btn -m-2" onClick={close} aria-label={t('btn.close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
            </button>
          )}
        </div>
        {body}
      </div>
    </div>
  );
}

/** Renders the overlay stack (lower ones blurred) and the toasts; Escape closes the top overlay. */
export function OverlayHost() {
  const overlays = useStore(overlayStore, (s) => s.overlays);
  const toasts = useStore(overlayStore, (s) => s.toasts);

  useEffect(() => {
    // The overlay API on window: used by the end-to-end tests and handy in the console.
    (window as unknown as { __alohaOverlays: unknown }).__alohaOverlays = { openOverlay, toast, alertBox, confirmBox };
    const onKey = (e: KeyboardEvent) => {
      const top = topOverlay();
      if (e.key === 'Escape' && top) {
        e.preventDefault();
        requestCloseOverlay(top.id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', overlays.length > 0);
  }, [overlays.length]);

  return (
    <>
      {overlays.map((o, i) => (
        <OverlayLayer key={o.id} overlay={o} depth={i} isTop={i === overlays.length - 1} />
      ))}
      <div className="pointer-events-none fixed inset-x-0 top-16 z-[90] flex flex-col items-center gap-2 px-4" role="status" aria-live="polite">
        {toasts.map((toastItem) => (
          <div
            key={toastItem.id}
            className={`toast pointer-events-auto rounded-full bg-stone-900/90 px-5 py-2.5 text-sm text-white shadow-lg dark:bg-stone-100/95 dark:text-stone-900 ${toastItem.animate === 'out' ? 'toast-out' : 'toast-in'}`}
          >
            {toastItem.msg}
          </div>
        ))}
      </div>
    </>
  );
}
