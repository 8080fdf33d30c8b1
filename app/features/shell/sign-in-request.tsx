import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { SIGN_PATH } from './nav-data';

/** Which form the sign-in overlay opens on (spec §2: login and register open in it). */
export type SignInView = 'signin' | 'signup';

/**
 * A request to sign in on top of the current page. Spec §4 Session: on success the page refreshes
 * when `refresh` is set, else the browser follows `redirect` (else /user).
 */
export interface SignInRequest {
  view: SignInView;
  refresh?: boolean;
  redirect?: string;
}

type Opener = (request: SignInRequest) => void;
let opener: Opener | null = null;

/**
 * The site registers how the overlay opens (it composes features the shell may not import); until
 * then, and on pages without it, sign-in links are plain links to /sign.
 */
export function registerSignInOpener(fn: Opener): () => void {
  opener = fn;
  return () => {
    if (opener === fn) opener = null;
  };
}

/** Opens the sign-in overlay; false when no overlay is available (follow the link instead). */
export function requestSignIn(request: SignInRequest): boolean {
  if (!opener) return false;
  opener(request);
  return true;
}

/** /sign in the page's language, coming back to `back`, on the asked form. */
export function signPageHref(to: (path: string) => string, view: SignInView, back: string | null): string {
  return `${to(SIGN_PATH)}${back ? `?redirect=${encodeURIComponent(back)}` : ''}${view === 'signup' ? '#sign-up' : ''}`;
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * "Log in" / "Register": a link to /sign?redirect=<this page> (deep links, new tabs, no script)
 * that opens the overlay on top of the page instead, and brings the reader back here afterwards.
 */
export function SignInLink(p: { view: SignInView; className?: string; children: ReactNode; testId?: string; onOpen?: () => void }) {
  const { to, path } = useLocale();
  const location = useLocation();
  const onSign = path === SIGN_PATH;
  const back = onSign ? new URLSearchParams(location.search).get('redirect') : location.pathname + location.search;
  const href = signPageHref(to, p.view, back);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // On /sign itself the forms are already on the page: just switch to the asked view.
    if (onSign || !isPlainClick(e)) return;
    if (requestSignIn({ view: p.view, refresh: true })) {
      e.preventDefault();
      p.onOpen?.();
    }
  };
  return (
    <Link to={href} className={p.className} onClick={onClick} data-testid={p.testId}>
      {p.children}
    </Link>
  );
}
