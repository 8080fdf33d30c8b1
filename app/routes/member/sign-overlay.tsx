import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterSignIn } from '../../features/account/session';
import { useLocale } from '../../features/i18n/use-locale';
import { openOverlay, updateOverlay } from '../../features/overlays/overlay-store';
import type { SignInRequest } from '../../features/shell/sign-in-request';
import { SignPanel, type SignView, type ViewLink } from './sign-panel';

const OVERLAY_ID = 'sign-in';
const HEADING_ID = 'sign-overlay-title';
/** Spec §2: a box on desktop, a drawer on phones (below the md breakpoint, 768 px). */
const DESKTOP_QUERY = '(min-width: 768px)';

function SignOverlayBody({ request }: { request: SignInRequest }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const [view, setView] = useState<SignView>(request.view);
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    updateOverlay(OVERLAY_ID, { wide: view === 'signup' });
    if (switched.current) heading.current?.focus();
  }, [view]);
  // Spec §4 Session: refresh this page when asked, else the redirect target, else /user.
  const onSignedIn = () => afterSignIn(t('login.success'), request.refresh ? null : (request.redirect ?? to('/user')));
  const here = window.location.pathname + window.location.search;
  const Switch: ViewLink = ({ view: v, className, children, current, testId }) => (
    <button
      type="button"
      className={className}
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
      onClick={() => {
        switched.current = true;
        setView(v);
      }}
    >
      {children}
    </button>
  );
  return (
    <SignPanel
      view={view}
      ViewLink={Switch}
      onSignedIn={onSignedIn}
      redirect={request.refresh ? here : (request.redirect ?? here)}
      referrer=""
      onReset={() => setView('signin')}
      headingRef={heading}
      headingId={HEADING_ID}
      headingLevel={2}
    />
  );
}

/** Opens the sign-in overlay (spec §2) on top of the current page. */
export function openSignOverlay(request: SignInRequest) {
  openOverlay({
    id: OVERLAY_ID,
    mode: window.matchMedia(DESKTOP_QUERY).matches ? 'box' : 'drawer',
    labelledBy: HEADING_ID,
    wide: request.view === 'signup',
    Body: <SignOverlayBody request={request} />,
  });
}
