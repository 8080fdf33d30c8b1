import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../common/i18n-config';
import { SITE_SETTING_GROUPS, siteSettingsInput, type SiteSettingsInput } from '../../../common/site-settings.schema';
import { isSitePath } from '../../../common/validators/site-values';
import { apiFetch } from '../errors/api-client';
import { toast } from '../overlays/overlay-store';
import { LocalizedFields, serverFieldErrors, showFailure, TextField, toFieldErrors, type FieldErrors } from './fields';

const MAX: Partial<Record<keyof SiteSettingsInput, number>> = { name: 100, description: 300, keywords: 500 };

/**
 * The site settings form (spec §2 "site settings"), grouped: clinic, contact, social links, search
 * engines and sharing. Each office's address, phones and hours belong to its place (booking set-up). Checked with the shared schema, then by the server; errors show
 * under their fields; public pages show a saved change within seconds.
 */
export function SiteSettingsForm(p: { initial: SiteSettingsInput; readOnly: boolean; onSaved: () => void }) {
  const { t } = useTranslation('types');
  const [values, setValues] = useState<SiteSettingsInput>(p.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const label = (field: string) => t(`types:site.field.${field}`);
  const hint = (field: string) => t(`types:site.hint.${field}`, { defaultValue: '' }) || undefined;

  const set = <K extends keyof SiteSettingsInput>(field: K, value: SiteSettingsInput[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field && !k.startsWith(`${field}.`))));
    setDirty(true);
  };
  const showErrors = (errs: FieldErrors) => {
    setErrors(errs);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || p.readOnly) return;
    const checked = siteSettingsInput.safeParse(values);
    if (!checked.success) return showErrors(toFieldErrors(checked.error.issues));
    setBusy(true);
    try {
      const res = await apiFetch<{ settings: SiteSettingsInput }>('/api/manage/site-settings', { method: 'PUT', body: checked.data, silent: true });
      const { updatedAt: _ignored, ...saved } = res.settings as SiteSettingsInput & { updatedAt?: string };
      setValues(saved);
      setDirty(false);
      toast(t('types:site.saved'));
      p.onSaved();
    } catch (err) {
      const inline = serverFieldErrors(err);
      if (inline) showErrors(inline.errors);
      else showFailure(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6" data-testid="site-settings-form">
      <fieldset disabled={p.readOnly} className="space-y-6">
        {SITE_SETTING_GROUPS.map((g) => (
          <section key={g.group} aria-labelledby={`site-group-${g.group}`} className="card space-y-4 p-5">
            <h2 id={`site-group-${g.group}`} className="text-lg font-semibold">
              {t(`types:site.group.${g.group}`)}
            </h2>
            {g.fields.map(({ field, localized, multiline }) =>
              localized ? (
                <LocalizedFields
                  key={field}
                  name={field}
                  label={label(field)}
                  value={values[field] as LocalizedText}
                  errors={errors}
                  multiline={multiline}
                  maxLength={MAX[field]}
                  disabled={p.readOnly}
                  onChange={(v) => set(field, v as never)}
                />
              ) : (
                <TextField
                  key={field}
                  name={field}
                  label={label(field)}
                  hint={hint(field)}
                  value={String(values[field] ?? '')}
                  error={errors[field]}
                  type={field === 'email' ? 'email' : field.endsWith('Url') ? 'url' : field === 'whatsapp' || field.startsWith('phone') ? 'tel' : 'text'}
                  inputMode={field === 'whatsapp' ? 'numeric' : undefined}
                  autoComplete="off"
                  maxLength={field.endsWith('Url') || field === 'shareImage' ? 500 : 254}
                  onChange={(v) => set(field, v as never)}
                />
              ),
            )}
            {g.group === 'contact' && (
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {t('types:site.placesNote')} <Link className="link" to="/manage/places">{t('types:site.placesLink')}</Link>
              </p>
            )}
            {g.group === 'meta' && isSitePath(values.shareImage) && (
              <figure>
                <img src={values.shareImage} alt="" className="max-h-40 rounded-lg border border-stone-200 dark:border-stone-800" />
                <figcaption className="mt-1 text-xs text-stone-600 dark:text-stone-400">{t('types:site.preview')}</figcaption>
              </figure>
            )}
          </section>
        ))}
      </fieldset>
      {!p.readOnly && (
        <div className="sticky bottom-0 flex items-center justify-end gap-3 bg-white/90 py-3 backdrop-blur dark:bg-[#121212]/90">
          {dirty && <span className="text-sm text-stone-600 dark:text-stone-400">{t('types:site.unsaved')}</span>}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('types:action.saving') : t('types:site.save')}
          </button>
        </div>
      )}
    </form>
  );
}
