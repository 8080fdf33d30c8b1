import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openFormModal, type ModalFormProps } from '../form/modal-form';
import { formCallbacks } from './list-helpers';
import { useBinActions, useRefresh } from './row-actions';

/**
 * A list's editor in a modal: titled `<messages>.addTitle` for a new row, `<messages>.editTitle`
 * ({{name}}) for an existing one; the list is read again once the form has saved.
 */
export function useRowEditor<Row>(messages: string, name: (row: Row) => string, form: (row: Row | null, callbacks: ModalFormProps) => ReactNode) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const edit = (row: Row | null) => openFormModal(row ? t(`${messages}.editTitle`, { name: name(row) }) : t(`${messages}.addTitle`), (api) => form(row, formCallbacks(api, refresh)));
  return { edit, refresh };
}

/**
 * A content list with a bin (FAQ, reviews, events, promotions, blog): its editor (useRowEditor) and
 * its actions cell — edit, delete to the bin, restore — each with its permission (useBinActions).
 */
export function useBinList<Row extends { id: number; deletedAt: number | null }>(o: {
  messages: string;
  /** The list's API path, e.g. /api/manage/faqs. */
  path: string;
  rights: { canEdit: boolean; canDelete: boolean };
  name: (row: Row) => string;
  form: (row: Row | null, callbacks: ModalFormProps) => ReactNode;
}) {
  const { edit, refresh } = useRowEditor(o.messages, o.name, o.form);
  const actions = useBinActions<Row>({ ...o.rights, messages: o.messages, path: o.path, name: o.name, onEdit: edit, onDone: refresh });
  return { edit, refresh, actions, canAdd: o.rights.canEdit };
}
