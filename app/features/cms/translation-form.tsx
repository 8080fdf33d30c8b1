import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Lng } from '../../../common/i18n-config';
import { TRANSLATION_VALUE_MAX, translationInput, type TranslationInput } from '../../../common/translation.schema';
import type { TranslationRow } from '../../../server/domain/i18n/translation-table';
import { Form, FormButtons, TextField, sendJson, useForm, type Checked } from '../../components/form';
import { modalFormOptions, type ModalFormProps } from '../../components/form/modal-form';
import { runRowAction } from '../../components/list/row-actions';
import { HttpError } from '../errors/http-error';

type Values = Record<Lng, string>;

/** The path of one language's override of a key (PUT body, DELETE query). */
export const translationPath = (r: { ns: string; key: string }, lng: Lng) => `/api/manage/translations?${new URLSearchParams({ ns: r.ns, key: r.key, lng })}`;

/**
 * One key in zh-HK, zh-CN and en: each language's text with its built-in one below it; saving
 * sends only the languages changed (each becomes an override, the built-in text again removes
 * it); a changed language can go back to its built-in text.
 */
export function TranslationForm(p: ModalFormProps & { row: TranslationRow; canDelete: boolean }) {
  const { t } = useTranslation('cms');
  const { row } = p;
  const initial = Object.fromEntries(LANGUAGES.map((l) => [l, row.values[l] ?? ''])) as Values;
  const changed = (v: Values) => LANGUAGES.filter((l) => v[l] !== initial[l]);
  const form = useForm<Values, TranslationInput[]>({
    initial,
    check: (v) => checkAll(row, changed(v), v),
    send: async (inputs) => {
      for (const input of inputs) await sendJson('/api/manage/translations', 'PUT', input).catch((err: unknown) => Promise.reject(onLanguage(err, input.lng)));
    },
    ...modalFormOptions(p, t('cms:translations.saved'), 'cms'),
  });
  const { values: v, set } = form;
  const name = `${row.ns}:${row.key}`;
  return (
    <Form form={form} testId="translation-form">
      <p className="font-mono text-sm break-all" data-testid="translation-key">
        {name}
      </p>
      {LANGUAGES.map((lng) => (
        <div key={lng}>
          <TextField
            name={`values.${lng}`}
            label={LANGUAGE_NAMES[lng]}
            lang={lng}
            multiline
            maxLength={TRANSLATION_VALUE_MAX}
            value={v[lng]}
            data-autofocus={lng === LANGUAGES[0] || undefined}
            hint={row.defaults[lng] !== null ? t('cms:translations.default', { text: row.defaults[lng] }) : t('cms:translations.noDefault')}
            onChange={(x) => set(lng, x)}
          />
          {p.canDelete && row.overridden[lng] && (
            <button
              type="button"
              className="link mt-1 text-sm"
              aria-label={t('cms:translations.resetLabel', { language: LANGUAGE_NAMES[lng] })}
              onClick={() =>
                void runRowAction({
                  confirm: { titleKey: 'cms:translations.resetTitle', message: t('cms:translations.resetMessage', { name, language: LANGUAGE_NAMES[lng] }) },
                  path: translationPath(row, lng),
                  method: 'DELETE',
                  doneMessage: t('cms:translations.resetDone'),
                  onDone: p.onDone,
                })
              }
            >
              {t('cms:translations.reset')}
            </button>
          )}
        </div>
      ))}
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}

/** A 400 about one language's save (fields `value`, `key`) → the errors of that language's text. */
function onLanguage(err: unknown, lng: Lng): unknown {
  const fields = err instanceof HttpError ? (err.body?.data?.fields as { field: string }[] | undefined) : undefined;
  for (const f of fields ?? []) f.field = `values.${lng}`;
  return err;
}

/** Each changed language's input checked with the API's schema; errors land at values.<lng>. */
function checkAll(row: TranslationRow, langs: readonly Lng[], v: Values): Checked<TranslationInput[]> {
  const data: TranslationInput[] = [];
  const issues: { path: PropertyKey[]; message: string }[] = [];
  for (const lng of langs) {
    const parsed = translationInput.safeParse({ ns: row.ns, key: row.key, lng, value: v[lng] });
    if (parsed.success) data.push(parsed.data);
    else issues.push(...parsed.error.issues.map((i) => ({ path: ['values', lng], message: i.message })));
  }
  if (issues.length) return { success: false, error: { issues } };
  return { success: true, data };
}
