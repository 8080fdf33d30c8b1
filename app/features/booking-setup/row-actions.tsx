import { useTranslation } from 'react-i18next';
import { confirmBox } from '../overlays/dialogs';
import { toast } from '../overlays/overlay-store';
import { sendJson, showFailure } from './form-kit';

/** The edit and delete buttons of one row of a setup list (each only with its permission). */
export function RowActions(p: { name: string; canEdit: boolean; canDelete: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  if (!p.canEdit && !p.canDelete) return null;
  return (
    <td className="px-3 py-2">
      <div className="flex justify-end gap-1">
        {p.canEdit && (
          <button type="button" className="nav-link text-sm" onClick={p.onEdit} aria-label={t('schedule:action.editLabel', { name: p.name })}>
            {t('schedule:action.edit')}
          </button>
        )}
        {p.canDelete && (
          <button type="button" className="nav-link text-sm text-red-700 dark:text-red-400" onClick={p.onDelete} aria-label={t('schedule:action.deleteLabel', { name: p.name })}>
            {t('schedule:action.delete')}
          </button>
        )}
      </div>
    </td>
  );
}

/** Asks first, then DELETEs `path`; on success toasts `doneMessage` and calls `onDone`, else shows the failure. */
export async function deleteAfterConfirm(o: { titleKey: string; message: string; path: string; doneMessage: string; onDone: () => void }): Promise<void> {
  if (!(await confirmBox({ titleKey: o.titleKey, message: o.message }))) return;
  try {
    await sendJson(o.path, 'DELETE');
    toast(o.doneMessage);
    o.onDone();
  } catch (err) {
    showFailure(err);
  }
}
