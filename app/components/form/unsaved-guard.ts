import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { confirmBox } from '../../features/overlays/dialogs';

/** The address a click on a link inside this app would open, or null when the click is not that. */
function appLinkTarget(e: MouseEvent): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = url.pathname + url.search;
  return to === window.location.pathname + window.location.search ? null : to + url.hash;
}

/**
 * The unsaved-changes guard of a form that is a whole page (a modal form has its overlay's): while
 * `dirty`, following a link of the app asks first (confirm.unsaved) and closing or reloading the
 * tab makes the browser ask. `release()` lets the page move on without asking (to the saved item's
 * own address right after saving).
 *
 * Links are caught on the document before React Router sees them, rather than with useBlocker:
 * that hook would put its code in the router's chunk, which every public page loads.
 */
export function useUnsavedPageGuard(dirty: boolean): { release: () => void } {
  const navigate = useNavigate();
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const onClick = (e: MouseEvent) => {
      const to = released.current ? null : appLinkTarget(e);
      if (to === null) return;
      e.preventDefault();
      e.stopPropagation();
      void confirmBox({ titleKey: 'confirm.unsaved.title', messageKey: 'confirm.unsaved.message' }).then((leave) => {
        if (!leave) return;
        released.current = true;
        navigate(to);
      });
    };
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!released.current) e.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [dirty, navigate]);
  return {
    release: () => {
      released.current = true;
    },
  };
}
