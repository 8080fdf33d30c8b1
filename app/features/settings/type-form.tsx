import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type LocalizedText, type Lng } from '../../../common/i18n-config';
import { TYPE_DEFS, TYPE_INPUTS, TYPE_NAME_MAX, TYPE_KEY_MAX, type TypeFieldDef, type TypeName } from '../../../common/type.schema';
import type { TypeOption } from '../../../server/domain/types/list-types';
import type { TypeItem } from '../../../server/domain/types/type-registry';
import { apiFetch } from '../errors/api-client';
import { inputClass, LocalizedFields, serverFieldErrors, showFailure, TextField, toFieldErrors, useErrorText, type FieldErrors } from './fields';

type Values = Record<string, unknown>;

const EMPTY_NAME: LocalizedText = { 'zh-HK': '', 'zh-CN': '', en: '' };

/** The form's starting values: the row being edited, or each field's default. */
function initialValues(type: TypeName, row: TypeItem | null): Values {
  const out: Values = {};
  for (const f of TYPE_DEFS[type].fields) {
    const v = row?.[f.field];
    if (f.kind === 'name') out[f.field] = { ...EMPTY_NAME, ...(row?.name ?? {}) };
    else if (f.kind === 'sort') out[f.field] = String(v ?? 0);
    else if (f.kind === 'flag') out[f.field] = typeof v === 'boolean' ? v : f.field !== 'enableSpeech';
    else if (f.kind === 'ref') out[f.field] = v ?? null;
    else out[f.field] = typeof v === 'string' ? v : '';
  }
  return out;
}

/** What is sent: numbers as numbers (an empty sort is 0). */
function payload(type: TypeName, values: Values): Values {
  const out: Values = { ...values };
  for (const f of TYPE_DEFS[type].fields) {
    if (f.kind === 'sort') {
      const s = String(values[f.field] ?? '').trim();
      out[f.field] = s === '' ? 0 : Number(s);
    }
  }
  return out;
}

/**
 * Create or edit one row of a type list (in a modal): the list's fields from the shared
 * description, names in three languages, checked with the shared schema and then by the server;
 * errors show under their fields.
 */
export function TypeForm(p: {
  type: TypeName;
  row: TypeItem | null;
  lng: Lng;
  bodyParts: TypeOption[];
  onSaved: (row: TypeItem) => void;
  onCancel: () => void;
  onDirty: () => void;
}) {
  const { t } = useTranslation('types');
  const errorText = useErrorText();
  const [values, setValues] = useState<Values>(() => initialValues(p.type, p.row));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const label = (field: string) => t(`types:field.${field}`);

  const set = (field: string, value: unknown) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field && !k.startsWith(`${field}.`))));
    p.onDirty();
  };
  const showErrors = (errs: FieldErrors) => {
    setErrors(errs);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const body = payload(p.type, values);
    const checked = TYPE_INPUTS[p.type].safeParse(body);
    if (!checked.success) return showErrors(toFieldErrors(checked.error.issues));
    setBusy(true);
    try {
      const path = p.row ? `/api/manage/types/${p.type}/${encodeURIComponent(String(p.row.id))}` : `/api/manage/types/${p.type}`;
      const res = await apiFetch<{ row: TypeItem }>(path, { method: p.row ? 'PUT' : 'POST', body: checked.data, silent: true });
      p.onSaved(res.row);
    } catch (err) {
      const inline = serverFieldErrors(err);
      if (inline) showErrors(inline.errors);
      else showFailure(err);
    } finally {
      setBusy(false);
    }
  }

  const field = (f: TypeFieldDef, index: number) => {
    const v = values[f.field];
    switch (f.kind) {
      case 'name':
        return (
          <LocalizedFields
            key={f.field}
            name={f.field}
            label={label(f.field)}
            value={v as LocalizedText}
            errors={errors}
            maxLength={TYPE_NAME_MAX}
            onChange={(x) => set(f.field, x)}
          />
        );
      case 'flag':
        return (
          <label key={f.field} className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name={f.field} className="h-5 w-5 accent-emerald-700" checked={v === true} onChange={(e) => set(f.field, e.target.checked)} />
            {label(f.field)}
          </label>
        );
      case 'ref': {
        const id = `${formId}-${f.field}`;
        const err = errorText(errors[f.field], label(f.field));
        return (
          <div key={f.field}>
            <label htmlFor={id} className="block text-sm font-medium">
              {label(f.field)}
            </label>
            <select
              id={id}
              name={f.field}
              className={inputClass}
              value={v === null || v === undefined ? '' : String(v)}
              aria-invalid={err ? 'true' : undefined}
              aria-describedby={err ? `${id}-error` : undefined}
              onChange={(e) => set(f.field, e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">{t('types:form.noRef')}</option>
              {p.bodyParts.map((o) => (
                <option key={String(o.id)} value={String(o.id)}>
                  {pickText(o.name, p.lng)}
                  {o.isEnabled ? '' : ` (${t('types:table.off')})`}
                </option>
              ))}
            </select>
            {err && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                {err}
              </p>
            )}
          </div>
        );
      }
      default:
        return (
          <TextField
            key={f.field}
            name={f.field}
            label={label(f.field)}
            hint={t(`types:hint.${f.field}`, { defaultValue: '' }) || undefined}
            value={String(v ?? '')}
            error={errors[f.field]}
            inputMode={f.kind === 'sort' ? 'numeric' : undefined}
            type={f.kind === 'sort' ? 'number' : 'text'}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={f.kind === 'key' ? TYPE_KEY_MAX : f.maxLength}
            className={`${inputClass} ${f.kind === 'code' || f.kind === 'key' ? 'font-mono' : ''}`}
            data-autofocus={index === 0 ? true : undefined}
            onChange={(x) => set(f.field, x)}
          />
        );
    }
  };

  const fields = TYPE_DEFS[p.type].fields;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" data-testid="type-form">
      {fields.filter((f) => f.kind !== 'flag').map(field)}
      {fields.some((f) => f.kind === 'flag') && <div className="flex flex-wrap gap-x-6 gap-y-3">{fields.filter((f) => f.kind === 'flag').map(field)}</div>}
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" className="btn btn-ghost" onClick={p.onCancel}>
          {t('types:action.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('types:action.saving') : t('types:action.save')}
        </button>
      </div>
    </form>
  );
}
