import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBox } from '../overlays/dialogs';
import { passkeyErrorKey, signInWithPasskey } from './webauthn';

/** "Sign in with a passkey": on success calls onSignedIn (the sign page shows 'Login Successful' and moves on). */
export function PasskeySignInButton({ rememberMe, onSignedIn }: { rememberMe: boolean; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-ghost w-full"
      disabled={busy}
      data-testid="passkey-sign-in"
      onClick={async () => {
        setBusy(true);
        try {
          await signInWithPasskey(rememberMe);
          onSignedIn();
        } catch (err) {
          await alertBox({ messageKey: passkeyErrorKey(err) }).catch(() => undefined);
        } finally {
          setBusy(false);
        }
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true"><circle cx="9" cy="8" r="4" /><path d="M2 21a7 7 0 0 1 11-5.7M17 11a3 3 0 1 1 0 6v4l-1.5-1.5L17 18" /></svg>
      {busy ? t('passkey.waiting') : t('passkey.signIn')}
    </button>
  );
}
