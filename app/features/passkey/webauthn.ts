import { apiFetch } from '../errors/api-client';
import { HttpError } from '../errors/http-error';

/** Why a passkey ceremony did not finish, as a translation key (spec §8: timed out or unsupported). */
export function passkeyErrorKey(err: unknown): string {
  if (err instanceof HttpError) return err.body?.message ?? 'error.passkey.failed';
  const name = (err as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'error.passkey.timeout';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'error.passkey.unsupported';
  return 'error.passkey.failed';
}

async function lib() {
  return import('@simplewebauthn/browser');
}

export async function passkeysSupported(): Promise<boolean> {
  return (await lib()).browserSupportsWebAuthn();
}

/** Signs in with a passkey of this site; resolves with the server's answer (user + updateUser). */
export async function signInWithPasskey(rememberMe: boolean) {
  const { startAuthentication, browserSupportsWebAuthn } = await lib();
  if (!browserSupportsWebAuthn()) throw Object.assign(new Error('unsupported'), { name: 'NotSupportedError' });
  const optionsJSON = await apiFetch<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/api/auth/passkey/options', { method: 'POST', silent: true });
  const credential = await startAuthentication({ optionsJSON });
  return apiFetch('/api/auth/passkey', { method: 'POST', body: { credential, rememberMe }, silent: true });
}

/** Creates a passkey for the signed-in user and stores it; resolves with the updated list. */
export async function addPasskey(name: string) {
  const { startRegistration, browserSupportsWebAuthn } = await lib();
  if (!browserSupportsWebAuthn()) throw Object.assign(new Error('unsupported'), { name: 'NotSupportedError' });
  const optionsJSON = await apiFetch<Parameters<typeof startRegistration>[0]['optionsJSON']>('/api/user/passkeys/options', { method: 'POST', silent: true });
  const credential = await startRegistration({ optionsJSON });
  return apiFetch<{ passkeys: PasskeyItem[] }>('/api/user/passkeys', { method: 'POST', body: { credential, name }, silent: true });
}

export interface PasskeyItem {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
