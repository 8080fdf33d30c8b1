import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { apiFetch } from '../../features/errors/api-client';
import { confirmBox } from '../../features/overlays/dialogs';
import { toast } from '../../features/overlays/overlay-store';
import { showFailure } from '../form/form-errors';

/** One button of a row: its text, an accessible name naming the row, red when it removes something. */
export interface RowAction {
  label: string;
  ariaLabel?: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  title?: string;
}

/** The buttons of one row (in the table's last cell and at the foot of its card). */
export function RowActions({ actions }: { actions: readonly (RowAction | false | null | undefined)[] }) {
  const shown = actions.filter((a): a is RowAction => !!a);
  if (shown.length === 0) return null;
  return (
    <div className="flex justify-end gap-1 whitespace-nowrap max-md:flex-wrap [&_.nav-link]:px-2">
      {shown.map((a) => (
        <button
          key={a.label}
          type="button"
          className={`nav-link text-sm disabled:opacity-40 ${a.danger ? 'text-red-700 dark:text-red-400' : ''}`}
          onClick={a.onClick}
          disabled={a.disabled}
          title={a.title}
          aria-label={a.ariaLabel}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The actions cell of a list whose rows are edited and deleted (each button only with its
 * permission, named after the row); undefined, so no actions column, without either permission.
 */
export function useEditDeleteActions<Row>(o: { canEdit: boolean; canDelete?: boolean; name: (row: Row) => string; onEdit: (row: Row) => void; onDelete?: (row: Row) => unknown }): ((row: Row) => ReactNode) | undefined {
  const { t } = useTranslation();
  const { canEdit, onDelete } = o;
  const canDelete = !!o.canDelete && !!onDelete;
  if (!canEdit && !canDelete) return undefined;
  return (row) => (
    <RowActions
      actions={[
        canEdit && { label: t('manage:list.edit'), ariaLabel: t('manage:list.editLabel', { name: o.name(row) }), onClick: () => o.onEdit(row) },
        canDelete && { label: t('manage:list.delete'), ariaLabel: t('manage:list.deleteLabel', { name: o.name(row) }), onClick: () => void onDelete!(row), danger: true },
      ]}
    />
  );
}

/** Reloads the screen's loader data (after a save, a delete, a bulk action). */
export function useRefresh(): () => void {
  const revalidator = useRevalidator();
  return () => void revalidator.revalidate();
}

/**
 * One call to the back-office API for a row: asks first when `confirm` is given, then on success
 * toasts `doneMessage` and calls `onDone`; a failure goes to `onError` (true = handled) or the spec §8 popup.
 */
export async function runRowAction(o: {
  confirm?: { titleKey: string; message: string };
  path: string;
  method: 'POST' | 'DELETE';
  /** A JSON body for the call (a state to move to). */
  body?: unknown;
  doneMessage: string;
  onDone: () => void;
  onError?: (err: unknown) => boolean;
}): Promise<void> {
  if (o.confirm && !(await confirmBox(o.confirm))) return;
  try {
    await apiFetch(o.path, { method: o.method, body: o.body, silent: true });
    toast(o.doneMessage);
    o.onDone();
  } catch (err) {
    if (!o.onError?.(err)) showFailure(err);
  }
}

/** Asks first, then DELETEs `path`; on success toasts `doneMessage` and calls `onDone`, else shows the failure. */
export function deleteAfterConfirm(o: { titleKey: string; message: string; path: string; doneMessage: string; onDone: () => void; onError?: (err: unknown) => boolean }): Promise<void> {
  return runRowAction({ confirm: { titleKey: o.titleKey, message: o.message }, path: o.path, method: 'DELETE', doneMessage: o.doneMessage, onDone: o.onDone, onError: o.onError });
}

/**
 * The actions cell of a list with a bin (FAQ, reviews, …): edit and delete while a row is current,
 * restore once it is deleted; each button only with its permission, named after the row. Messages
 * come from `<ns>:<prefix>.*`: deleteTitle, deleteMessage ({{name}}), deleted, restore, restoreLabel, restored.
 */
export function useBinActions<Row extends { id: number; deletedAt: number | null }>(o: {
  canEdit: boolean;
  canDelete: boolean;
  /** e.g. "cms:faq". */
  messages: string;
  /** The API path of the list, e.g. /api/manage/faqs. */
  path: string;
  name: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDone: () => void;
  /** More buttons after Edit (a post's preview), for rows that are not deleted. */
  extra?: (row: Row) => readonly (RowAction | false)[];
}): ((row: Row) => ReactNode) | undefined {
  const { t } = useTranslation();
  if (!o.canEdit && !o.canDelete && !o.extra) return undefined;
  const m = (key: string, params?: Record<string, unknown>) => t(`${o.messages}.${key}`, params);
  return (row) => (
    <RowActions
      actions={[
        o.canEdit && row.deletedAt === null && { label: t('manage:list.edit'), ariaLabel: t('manage:list.editLabel', { name: o.name(row) }), onClick: () => o.onEdit(row) },
        ...(row.deletedAt === null && o.extra ? o.extra(row) : []),
        o.canDelete &&
          row.deletedAt === null && {
            label: t('manage:list.delete'),
            ariaLabel: t('manage:list.deleteLabel', { name: o.name(row) }),
            danger: true,
            onClick: () => void deleteAfterConfirm({ titleKey: `${o.messages}.deleteTitle`, message: m('deleteMessage', { name: o.name(row) }), path: `${o.path}/${row.id}`, doneMessage: m('deleted'), onDone: o.onDone }),
          },
        o.canDelete &&
          row.deletedAt !== null && {
            label: m('restore'),
            ariaLabel: m('restoreLabel', { name: o.name(row) }),
            onClick: () => void runRowAction({ path: `${o.path}/${row.id}/restore`, method: 'POST', doneMessage: m('restored'), onDone: o.onDone }),
          },
      ]}
    />
  );
}
