import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, pickText, type Lng, type LocalizedText } from '../../../common/i18n-config';
import { ROLE_CODES } from '../../../common/permissions';
import { isStrongPassword } from '../../../common/validators/password';
import { forceCloseOverlay, nextId, openOverlay, requestCloseOverlay, toast, updateOverlay } from '../overlays/overlay-store';
import { Field, INPUT_CLASS } from './form-field';
import { fieldErrors, manageFetch } from './manage-fetch';

export interface RoleOption {
  id: number;
  code: string;
  name: LocalizedText;
}

const MEMBER_ROLES: readonly string[] = [ROLE_CODES.MEMBER, ROLE_CODES.PATIENT];
const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{2,39}$/;

/** Role checkboxes; member/patient roles follow registration, so they are shown but fixed. */
function RoleChecks({ roles, selected, onToggle, lng, fixed }: { roles: RoleOption[]; selected: Set<number>; onToggle: (id: number, on: boolean) => void; lng: Lng; fixed: (r: RoleOption) => boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 grid gap-2 sm:grid-cols-2">
      {roles.map((r) => (
        <li key={r.id}>
          <label className={`flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm dark:border-stone-800 ${fixed(r) ? 'opacity-60' : ''}`}>
            <input type="checkbox" className="h-4 w-4" checked={selected.has(r.id)} disabled={fixed(r)} onChange={(e) => onToggle(r.id, e.target.checked)} data-role={r.code} />
            <span>{pickText(r.name, lng)}</span>
            <span className="ml-auto font-mono text-xs text-stone-500">{r.code}</span>
          </label>
        </li>
      ))}
      <li className="sr-only">{t('manage:users.memberRoleFixed')}</li>
    </ul>
  );
}

/** Marks the overlay unsaved on the first change (closing then asks first). */
function useDirty(id: string) {
  const dirty = useRef(false);
  return () => {
    if (dirty.current) return;
    dirty.current = true;
    updateOverlay(id, { isUnsaved: true });
  };
}

function UserRolesForm(p: { overlayId: string; userId: string; isMember: boolean; current: number[]; roles: RoleOption[]; lng: Lng; onSaved: () => void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(() => new Set(p.current));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const markDirty = useDirty(p.overlayId);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (selected.size === 0) return setError('error.manage.roleRequired');
    setBusy(true);
    try {
      await manageFetch(`/api/manage/users/${p.userId}/roles`, { method: 'PUT', body: { roleIds: [...selected] } });
      toast(t('manage:users.rolesSaved'));
      forceCloseOverlay(p.overlayId);
      p.onSaved();
    } catch {
      /* shown by manageFetch */
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="user-roles-form">
      <fieldset>
        <legend className="text-sm text-stone-600 dark:text-stone-400">{t('manage:users.rolesHint')}</legend>
        <RoleChecks
          roles={p.roles}
          lng={p.lng}
          selected={selected}
          fixed={(r) => MEMBER_ROLES.includes(r.code) && (r.code === ROLE_CODES.MEMBER || !p.isMember)}
          onToggle={(id, on) => {
            markDirty();
            setError(undefined);
            setSelected((s) => {
              const next = new Set(s);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            });
          }}
        />
      </fieldset>
      {error && <p className="mt-3 text-sm text-red-700 dark:text-red-400" role="alert">{t(error)}</p>}
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={() => requestCloseOverlay(p.overlayId)}>{t('manage:common.cancel')}</button>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="user-roles-save">{t('manage:common.save')}</button>
      </div>
    </form>
  );
}

/** Opens the role-assignment modal of one user (at least one role; spec §5). */
export function openUserRoles(opts: { user: { id: string; label: string; isMember: boolean; roleIds: number[] }; roles: RoleOption[]; lng: Lng; onSaved: () => void }) {
  const id = nextId('user-roles');
  openOverlay({
    id,
    mode: 'modal',
    Title: <RolesTitle label={opts.user.label} />,
    Body: <UserRolesForm overlayId={id} userId={opts.user.id} isMember={opts.user.isMember} current={opts.user.roleIds} roles={opts.roles} lng={opts.lng} onSaved={opts.onSaved} />,
  });
}

function RolesTitle({ label }: { label: string }) {
  const { t } = useTranslation();
  return <>{t('manage:users.rolesTitle', { name: label })}</>;
}

function StaffForm(p: { overlayId: string; roles: RoleOption[]; lng: Lng; onSaved: () => void }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [language, setLanguage] = useState<Lng>(p.lng);
  const [selected, setSelected] = useState(() => new Set<number>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const markDirty = useDirty(p.overlayId);
  const staffRoles = p.roles.filter((r) => !MEMBER_ROLES.includes(r.code));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!ACCOUNT_PATTERN.test(account.trim())) found.account = 'manage:users.accountInvalid';
    if (!isStrongPassword(password)) found.password = 'error.password.weak';
    if (selected.size === 0) found.roleIds = 'error.manage.roleRequired';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await manageFetch('/api/manage/users', { method: 'POST', body: { account: account.trim(), password, lng: language, roleIds: [...selected] } });
      toast(t('manage:users.created'));
      forceCloseOverlay(p.overlayId);
      p.onSaved();
    } catch (err) {
      setErrors(fieldErrors(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="staff-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('manage:users.account')} hint={t('manage:users.accountHint')} error={errors.account}>
          {(id, describedBy) => (
            <input id={id} name="account" className={INPUT_CLASS} value={account} autoComplete="off" maxLength={40} data-autofocus aria-describedby={describedBy} aria-invalid={!!errors.account}
              onChange={(e) => { markDirty(); setAccount(e.target.value); }} />
          )}
        </Field>
        <Field label={t('manage:users.password')} hint={t('manage:users.passwordHint')} error={errors.password}>
          {(id, describedBy) => (
            <input id={id} name="password" type="password" className={INPUT_CLASS} value={password} autoComplete="new-password" maxLength={100} aria-describedby={describedBy} aria-invalid={!!errors.password}
              onChange={(e) => { markDirty(); setPassword(e.target.value); }} />
          )}
        </Field>
        <Field label={t('manage:users.language')}>
          {(id) => (
            <select id={id} name="lng" className={INPUT_CLASS} value={language} onChange={(e) => setLanguage(e.target.value as Lng)}>
              {LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
            </select>
          )}
        </Field>
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-medium">{t('manage:users.roles')}</legend>
        <RoleChecks
          roles={staffRoles}
          lng={p.lng}
          selected={selected}
          fixed={() => false}
          onToggle={(id, on) => {
            markDirty();
            setSelected((s) => {
              const next = new Set(s);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            });
          }}
        />
        {errors.roleIds && <p className="mt-2 text-sm text-red-700 dark:text-red-400" role="alert">{t(errors.roleIds)}</p>}
      </fieldset>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={() => requestCloseOverlay(p.overlayId)}>{t('manage:common.cancel')}</button>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="staff-save">{t('manage:common.create')}</button>
      </div>
    </form>
  );
}

/** Opens the "new staff account" modal (members register on the public site). */
export function openStaffCreator(opts: { roles: RoleOption[]; lng: Lng; onSaved: () => void }) {
  const id = nextId('staff-creator');
  openOverlay({ id, mode: 'modal', titleKey: 'manage:users.createTitle', Body: <StaffForm overlayId={id} roles={opts.roles} lng={opts.lng} onSaved={opts.onSaved} /> });
}
