import type { TFunction } from 'i18next';
import type { ImportReport } from '../../../server/domain/i18n/manage-translations';
import { showFailure } from '../../components/form/form-errors';
import { apiFetch } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { alertBox } from '../overlays/dialogs';
import { toast } from '../overlays/overlay-store';
import { withFullLoading } from '../shell/full-loading';

/**
 * Sends a translators' file (the export's shape) to POST /api/manage/translations/import: a file
 * that is not JSON is refused here, unknown keys are listed as the server names them, the counts
 * of what changed are toasted, then `onDone` (a refresh).
 */
export async function importTranslationFile(file: File, t: TFunction, onDone: () => void): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    await alertBox({ messageKey: 'cms:translations.importBadJson' }).catch(() => undefined);
    return;
  }
  try {
    const { report } = await withFullLoading(() => apiFetch<{ report: ImportReport }>('/api/manage/translations/import', { method: 'POST', body, silent: true }));
    toast(t('cms:translations.imported', { ...report }));
    onDone();
  } catch (err) {
    const fields = err instanceof HttpError && err.body?.code === 'VALIDATION' ? (err.body.data?.fields as { field: string }[] | undefined) : undefined;
    if (fields?.length) await alertBox({ messageKey: 'cms:translations.importRefused', messageParams: { keys: fields.map((f) => f.field).join('\n') } }).catch(() => undefined);
    else showFailure(err);
  }
}
