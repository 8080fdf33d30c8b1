import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../errors/api-client';
import { toast } from '../overlays/overlay-store';
import { TextField } from '../../components/form';
import { safeRedirect } from './safe-redirect';

/** Delay before leaving the page, so the "Login Successful" toast is seen (spec §4 Session). */
const AFTER_LOGIN_MS = 600;

/** Back-office sign-in: account + password → POST /api/auth/staff-sign-in, toast, then the redirect target. */
export function LoginForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !password) return setMissing(true);
    setMissing(false);
    setBusy(true);
    try {
      await apiFetch('/api/auth/staff-sign-in', { method: 'POST', body: { account: account.trim(), password } });
      toast(t('manage:login.success'));
      setTimeout(() => location.assign(safeRedirect(redirect)), AFTER_LOGIN_MS);
    } catch {
      setBusy(false); // the error popup comes from apiFetch (spec §8)
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" data-testid="login-form">
      <TextField name="account" label={t('manage:login.account')} value={account} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={100} onChange={setAccount} />
      <TextField name="password" type="password" label={t('manage:login.password')} value={password} autoComplete="current-password" maxLength={100} onChange={setPassword} />
      {missing && <p className="text-sm text-red-700 dark:text-red-400" role="alert">{t('manage:login.required')}</p>}
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>{t('manage:login.submit')}</button>
    </form>
  );
}
