import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGE_NAMES, type Lng } from '../../../common/i18n-config';
import { ACTIONS } from '../../../common/permissions';
import { EMPTY_TEXT, Form, FormButtons, LocalizedField, TextField, ToggleField, sendJson, toggleValue, useForm } from '../../components/form';
import { forceCloseOverlay, nextId, openOverlay, requestCloseOverlay, updateOverlay } from '../overlays/overlay-store';
import { PERMISSION_GROUPS } from '../../../common/permission-groups';

export interface EditableRole {
  id: number;
  code: string;
  name: Record<Lng, string>;
  permissions: string[];
  isSystem: boolean;
}

const CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,19}$/;

const filled = z.string().refine((s) => s.trim() !== '', 'manage:form.required');
/** A role as the server takes it: an upper-case code and a name in each language. */
const roleInput = z.object({
  code: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .refine((s) => CODE_PATTERN.test(s), 'manage:roles.codeInvalid'),
  name: z.object({ 'zh-HK': filled, 'zh-CN': filled, en: filled }),
  permissions: z.array(z.string()),
});

function RoleForm({ role, onDone, onCancel, onDirty }: { role?: EditableRole; onDone: () => void; onCancel: () => void; onDirty: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initial: { code: role?.code ?? '', name: role?.name ?? EMPTY_TEXT, permissions: role?.permissions ?? [] },
    check: (v) => roleInput.safeParse(v),
    send: async (body) => {
      await sendJson(role ? `/api/manage/roles/${role.id}` : '/api/manage/roles', role ? 'PUT' : 'POST', body);
    },
    saved: { toast: t(role ? 'manage:roles.saved' : 'manage:roles.created'), then: onDone },
    onDirty,
    serverMessage: () => 'manage:form.invalid',
  });
  const perms = new Set(form.values.permissions);
  const fullAccess = perms.has('WEB_ADMIN');
  const toggle = (p: string, on: boolean) => form.set('permissions', toggleValue(form.values.permissions, p, on));

  return (
    <Form form={form} testId="role-form" className="space-y-4">
      <TextField
        name="code"
        label={t('manage:roles.code')}
        hint={role?.isSystem ? t('manage:roles.codeFixed') : t('manage:roles.codeHint')}
        className="font-mono uppercase"
        value={form.values.code}
        disabled={role?.isSystem}
        maxLength={20}
        autoComplete="off"
        data-autofocus
        onChange={(x) => form.set('code', x)}
      />
      <LocalizedField
        name="name"
        label={t('manage:roles.name')}
        languageLabel={(l) => t('manage:roles.nameIn', { language: LANGUAGE_NAMES[l] })}
        value={form.values.name}
        maxLength={50}
        onChange={(x) => form.set('name', x)}
      />

      <fieldset className="mt-6">
        <legend className="text-base font-semibold">{t('manage:roles.permissions')}</legend>
        {form.errors.permissions && <p className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">{t('manage:roles.permissionsInvalid')}</p>}
        <div className="mt-3 rounded-lg bg-amber-50 p-3 dark:bg-amber-950">
          <ToggleField name="WEB_ADMIN" label={t('manage:roles.webAdmin')} hint={t('manage:roles.webAdminHint')} checked={fullAccess} onChange={(on) => toggle('WEB_ADMIN', on)} />
        </div>
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

      <FormButtons busy={form.busy} onCancel={onCancel} saveTestId="role-save" className="mt-6 flex justify-end gap-2" />
    </Form>
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
