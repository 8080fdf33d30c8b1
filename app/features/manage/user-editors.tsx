import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGES, LANGUAGE_NAMES, pickText, type Lng, type LocalizedText } from '../../../common/i18n-config';
import { ROLE_CODES } from '../../../common/permissions';
import { isStrongPassword } from '../../../common/validators/password';
import { Form, FormButtons, MultiSelectField, SelectField, TextField, sendJson, useForm, type ChoiceOption } from '../../components/form';
import { forceCloseOverlay, nextId, openOverlay, requestCloseOverlay } from '../overlays/overlay-store';

export interface RoleOption {
  id: number;
  code: string;
  name: LocalizedText;
}

const MEMBER_ROLES: readonly string[] = [ROLE_CODES.MEMBER, ROLE_CODES.PATIENT];
const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{2,39}$/;

/** Role checkboxes; member/patient roles follow registration, so they are shown but fixed. */
function roleOptions(roles: RoleOption[], lng: Lng, fixed: (r: RoleOption) => boolean): ChoiceOption[] {
  return roles.map((r) => ({ value: r.id, label: pickText(r.name, lng), aside: r.code, disabled: fixed(r), inputProps: { 'data-role': r.code } }));
}

/** At least one role (spec §5 "Users must hold at least one role"). */
const roleIds = z.array(z.number()).min(1, 'error.manage.roleRequired');
/** A 400's fields show spec §5's generic message ("Please enter the correct {{field}}"). */
const generic = () => 'manage:form.invalid';

function UserRolesForm(p: { overlayId: string; userId: string; isMember: boolean; current: number[]; roles: RoleOption[]; lng: Lng; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initial: { roleIds: p.current },
    check: (v) => z.object({ roleIds }).safeParse(v),
    send: async (data) => {
      await sendJson(`/api/manage/users/${p.userId}/roles`, 'PUT', data);
    },
    saved: {
      toast: t('manage:users.rolesSaved'),
      then: () => {
        forceCloseOverlay(p.overlayId);
        p.onSaved();
      },
    },
    overlayId: p.overlayId,
    serverMessage: generic,
  });
  const fixed = (r: RoleOption) => MEMBER_ROLES.includes(r.code) && (r.code === ROLE_CODES.MEMBER || !p.isMember);
  return (
    <Form form={form} testId="user-roles-form">
      <MultiSelectField
        name="roleIds"
        legend={t('manage:users.rolesHint')}
        hint={t('manage:users.memberRoleFixed')}
        options={roleOptions(p.roles, p.lng, fixed)}
        values={form.values.roleIds}
        onChange={(v) => form.set('roleIds', v)}
      />
      <FormButtons busy={form.busy} onCancel={() => requestCloseOverlay(p.overlayId)} saveTestId="user-roles-save" className="mt-6 flex justify-end gap-2" />
    </Form>
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

/** A new staff account: the same rules the server checks. */
const staffInput = z.object({
  account: z
    .string()
    .transform((s) => s.trim())
    .refine((s) => ACCOUNT_PATTERN.test(s), 'manage:users.accountInvalid'),
  password: z.string().refine(isStrongPassword, 'error.password.weak'),
  lng: z.enum(LANGUAGES),
  roleIds,
});

function StaffForm(p: { overlayId: string; roles: RoleOption[]; lng: Lng; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initial: { account: '', password: '', lng: p.lng, roleIds: [] as number[] },
    check: (v) => staffInput.safeParse(v),
    send: async (data) => {
      await sendJson('/api/manage/users', 'POST', data);
    },
    saved: {
      toast: t('manage:users.created'),
      then: () => {
        forceCloseOverlay(p.overlayId);
        p.onSaved();
      },
    },
    overlayId: p.overlayId,
    serverMessage: generic,
  });
  const { values: v, set } = form;
  const staffRoles = p.roles.filter((r) => !MEMBER_ROLES.includes(r.code));
  return (
    <Form form={form} testId="staff-form" className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="account" label={t('manage:users.account')} hint={t('manage:users.accountHint')} value={v.account} autoComplete="off" maxLength={40} data-autofocus onChange={(x) => set('account', x)} />
        <TextField
          name="password"
          type="password"
          label={t('manage:users.password')}
          hint={t('manage:users.passwordHint')}
          value={v.password}
          autoComplete="new-password"
          maxLength={100}
          onChange={(x) => set('password', x)}
        />
        <SelectField name="lng" label={t('manage:users.language')} value={v.lng} options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} onChange={(x) => set('lng', x as Lng)} />
      </div>
      <MultiSelectField name="roleIds" legend={t('manage:users.roles')} options={roleOptions(staffRoles, p.lng, () => false)} values={v.roleIds} onChange={(x) => set('roleIds', x)} />
      <FormButtons busy={form.busy} onCancel={() => requestCloseOverlay(p.overlayId)} saveLabel={t('manage:common.create')} saveTestId="staff-save" className="mt-6 flex justify-end gap-2" />
    </Form>
  );
}

/** Opens the "new staff account" modal (members register on the public site). */
export function openStaffCreator(opts: { roles: RoleOption[]; lng: Lng; onSaved: () => void }) {
  const id = nextId('staff-creator');
  openOverlay({ id, mode: 'modal', titleKey: 'manage:users.createTitle', Body: <StaffForm overlayId={id} roles={opts.roles} lng={opts.lng} onSaved={opts.onSaved} /> });
}
