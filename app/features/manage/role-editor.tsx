import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Lng } from '../../../common/i18n-config';
import { ACTIONS } from '../../../common/permissions';
import { forceCloseOverlay, nextId, openOverlay, requestCloseOverlay, toast, updateOverlay } from '../overlays/overlay-store';
import { Field, INPUT_CLASS } from './form-field';
import { fieldErrors, manageFetch } from './manage-fetch';
import { PERMISSION_GROUPS } from './permission-groups';

export interface EditableRole {
  id: number;
  code: string;
  name: Record<Lng, string>;
  permissions: string[];
  isSystem: boolean;
}

const CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,19}$/;

function RoleForm({ role, onDone, onCancel, onDirty }: { role?: EditableRole; onDone: () => void; onCancel: () => void; onDirty: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(role?.code ?? '');
  const [name, setName] = useState<Record<Lng, string>>(role?.name ?? { 'zh-HK': '', 'zh-CN': '', en: '' });
  const [perms, setPerms] = useState(() => new Set(role?.permissions ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fullAccess = perms.has('WEB_ADMIN');

  const toggle = (p: string, on: boolean) => {
    onDirty();
    setPerms((s) => {
      const next = new Set(s);
      if (on) next.add(p);
      else next.delete(p);
      return next;
    });
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const upper = code.trim().toUpperCase();
    if (!CODE_PATTERN.test(upper)) found.code = 'manage:roles.codeInvalid';
    for (const l of LANGUAGES) if (!name[l].trim()) found[`name.${l}`] = 'manage:form.required';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body = { code: upper, name, permissions: [...perms] };
      if (role) await manageFetch(`/api/manage/roles/${role.id}`, { method: 'PUT', body });
      else await manageFetch('/api/manage/roles', { method: 'POST', body });
      toast(t(role ? 'manage:roles.saved' : 'manage:roles.created'));
      onDone();
    } catch (err) {
      setErrors(fieldErrors(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="role-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('manage:roles.code')} hint={role?.isSystem ? t('manage:roles.codeFixed') : t('manage:roles.codeHint')} error={errors.code}>
          {(id, describedBy) => (
            <input
              id={id}
              name="code"
              className={`${INPUT_CLASS} font-mono uppercase`}
              value={code}
              disabled={role?.isSystem}
              maxLength={20}
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={!!errors.code}
              data-autofocus
              onChange={(e) => {
                onDirty();
                setCode(e.target.value);
              }}
            />
          )}
        </Field>
        {LANGUAGES.map((l) => (
          <Field key={l} label={t('manage:roles.nameIn', { language: LANGUAGE_NAMES[l] })} error={errors[`name.${l}`]}>
            {(id, describedBy) => (
              <input
                id={id}
                name={`name.${l}`}
                lang={l}
                className={INPUT_CLASS}
                value={name[l]}
                maxLength={50}
                aria-describedby={describedBy}
                aria-invalid={!!errors[`name.${l}`]}
                onChange={(e) => {
                  onDirty();
                  setName((n) => ({ ...n, [l]: e.target.value }));
                }}
              />
            )}
          </Field>
        ))}
      </div>

      <fieldset className="mt-6">
        <legend className="text-base font-semibold">{t('manage:roles.permissions')}</legend>
        {errors.permissions && <p className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">{t('manage:roles.permissionsInvalid')}</p>}
        <label className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm dark:bg-amber-950">
          <input type="checkbox" className="mt-0.5 h-4 w-4" checked={fullAccess} onChange={(e) => toggle('WEB_ADMIN', e.target.checked)} />
          <span>
            <span className="font-semibold">{t('manage:roles.webAdmin')}</span>
            <span className="block text-stone-600 dark:text-stone-400">{t('manage:roles.webAdminHint')}</span>
          </span>
        </label>
        <div className={`mt-4 grid gap-4 md:grid-cols-2 ${fullAccess ? 'opacity-50' : ''}`}>
          {PERMISSION_GROUPS.map((g) => (
            <fieldset key={g.key} className="rounded-xl border border-stone-200 p-3 dark:border-stone-800" data-group={g.key}>
              <legend className="px-1 text-sm font-semibold">{t(`manage:permissionGroups.${g.key}`)}</legend>
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="sr-only">{t('manage:roles.resource')}</th>
                    {ACTIONS.map((a) => (
                      <th key={a} scope="col" className="w-14 px-1 text-center text-xs font-medium text-stone-500">{t(`manage:actions.${a}`)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {g.resources.map((r) => (
                    <tr key={r} className="border-t border-stone-100 dark:border-stone-800">
                      <th scope="row" className="py-1.5 pr-2 text-left font-normal">{t(`manage:resources.${r}`)}</th>
                      {ACTIONS.map((a) => {
                        const p = `${r}_${a}`;
                        return (
                          <td key={a} className="text-center">
                            <input
                              type="checkbox"
                              className="h-4 w-4"
                              checked={perms.has(p)}
                              disabled={fullAccess}
                              aria-label={`${t(`manage:resources.${r}`)} – ${t(`manage:actions.${a}`)}`}
                              data-permission={p}
                              onChange={(e) => toggle(p, e.target.checked)}
                            />
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </fieldset>
          ))}
        </div>
      </fieldset>

      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>{t('manage:common.cancel')}</button>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="role-save">{t('manage:common.save')}</button>
      </div>
    </form>
  );
}

/** Opens the create/edit role modal; `onSaved` runs after a successful save (e.g. revalidate the list). */
export function openRoleEditor({ role, onSaved }: { role?: EditableRole; onSaved: () => void }): void {
  const id = nextId('role-editor');
  let dirty = false;
  openOverlay({
    id,
    mode: 'modal',
    titleKey: role ? 'manage:roles.edit' : 'manage:roles.create',
    Body: (
      <RoleForm
        role={role}
        onDirty={() => {
          if (dirty) return;
          dirty = true;
          updateOverlay(id, { isUnsaved: true });
        }}
        onCancel={() => requestCloseOverlay(id)}
        onDone={() => {
          forceCloseOverlay(id);
          onSaved();
        }}
      />
    ),
  });
}
