import { can } from '../../../common/permissions';

/** What a screen's loader tells its list about the actor: may edit, may delete `resource` rows. */
export function listRights(permissions: readonly string[], resource: string): { canEdit: boolean; canDelete: boolean } {
  return { canEdit: can(permissions, `${resource}_EDIT`), canDelete: can(permissions, `${resource}_DELETE`) };
}

/** The callbacks a form in a modal takes, with `after` (a refresh) once it has saved. */
export function formCallbacks(api: { onDirty: () => void; onDone: () => void; onCancel: () => void }, after: () => void) {
  return {
    onDirty: api.onDirty,
    onCancel: api.onCancel,
    onDone: () => {
      api.onDone();
      after();
    },
  };
}
