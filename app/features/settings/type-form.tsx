import { useTranslation } from 'react-i18next';
import { pickText, type LocalizedText, type Lng } from '../../../common/i18n-config';
import { TYPE_DEFS, TYPE_INPUTS, TYPE_NAME_MAX, TYPE_KEY_MAX, type TypeFieldDef, type TypeName } from '../../../common/type.schema';
import type { TypeOption } from '../../../server/domain/types/list-types';
import type { TypeItem } from '../../../server/domain/types/type-registry';
import { EMPTY_TEXT, Form, FormButtons, LocalizedField, NumberField, SelectField, TextField, ToggleField, sendJson, useForm } from '../../components/form';

type Values = Record<string, unknown>;

/** The form's starting values: the row being edited, or each field's default. */
function initialValues(type: TypeName, row: TypeItem | null): Values {
  const out: Values = {};
  for (const f of TYPE_DEFS[type].fields) {
    const v = row?.[f.field];
    if (f.kind === 'name') out[f.field] = { ...EMPTY_TEXT, ...(row?.name ?? {}) };
    else if (f.kind === 'sort') out[f.field] = Number(v ?? 0);
    else if (f.kind === 'flag') out[f.field] = typeof v === 'boolean' ? v : f.field !== 'enableSpeech';
    else if (f.kind === 'ref') out[f.field] = v ?? null;
    else out[f.field] = typeof v === 'string' ? v : '';
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
  const form = useForm<Values>({
    initial: () => initialValues(p.type, p.row),
    check: (v) => TYPE_INPUTS[p.type].safeParse(v),
    send: async (data) => {
      const path = p.row ? `/api/manage/types/${p.type}/${encodeURIComponent(String(p.row.id))}` : `/api/manage/types/${p.type}`;
      const res = await sendJson<{ row: TypeItem }>(path, p.row ? 'PUT' : 'POST', data);
      p.onSaved(res.row);
    },
    onDirty: p.onDirty,
  });
  const { values, set } = form;
  const label = (field: string) => t(`types:field.${field}`);

  const field = (f: TypeFieldDef, index: number) => {
    const v = values[f.field];
    switch (f.kind) {
      case 'name':
        return <LocalizedField key={f.field} name={f.field} label={label(f.field)} value={v as LocalizedText} maxLength={TYPE_NAME_MAX} onChange={(x) => set(f.field, x)} />;
      case 'flag':
        return <ToggleField key={f.field} name={f.field} label={label(f.field)} checked={v === true} onChange={(x) => set(f.field, x)} />;
      case 'sort':
        return <NumberField key={f.field} name={f.field} label={label(f.field)} empty={0} value={v as number} data-autofocus={index === 0 ? true : undefined} onChange={(x) => set(f.field, x)} />;
      case 'ref':
        return (
          <SelectField
            key={f.field}
            name={f.field}
            label={label(f.field)}
            value={v === null || v === undefined ? '' : String(v)}
            placeholder={t('types:form.noRef')}
            options={p.bodyParts.map((o) => ({ value: String(o.id), label: `${pickText(o.name, p.lng)}${o.isEnabled ? '' : ` (${t('types:table.off')})`}` }))}
            onChange={(x) => set(f.field, x === '' ? null : Number(x))}
          />
        );
      default:
        return (
          <TextField
            key={f.field}
            name={f.field}
            label={label(f.field)}
            hint={t(`types:hint.${f.field}`, { defaultValue: '' }) || undefined}
            value={String(v ?? '')}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={f.kind === 'key' ? TYPE_KEY_MAX : f.maxLength}
            className={f.kind === 'code' || f.kind === 'key' ? 'font-mono' : ''}
            data-autofocus={index === 0 ? true : undefined}
            onChange={(x) => set(f.field, x)}
          />
        );
    }
  };

  const fields = TYPE_DEFS[p.type].fields;
  return (
    <Form form={form} testId="type-form">
      {fields.filter((f) => f.kind !== 'flag').map(field)}
      {fields.some((f) => f.kind === 'flag') && <div className="flex flex-wrap gap-x-6 gap-y-3">{fields.filter((f) => f.kind === 'flag').map(field)}</div>}
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
