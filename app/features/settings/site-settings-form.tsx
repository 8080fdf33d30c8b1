import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../common/i18n-config';
import { HOURS_NOTE_MAX, SITE_SETTING_GROUPS, siteSettingsInput, type SiteSettingsInput } from '../../../common/site-settings.schema';
import { isSitePath } from '../../../common/validators/site-values';
import { Form, FormButtons, LocalizedField, MoneyField, NumberField, TextField, UnsavedNote, sendJson, useForm } from '../../components/form';

const MAX: Partial<Record<keyof SiteSettingsInput, number>> = { name: 100, description: 300, keywords: 500, hoursNote: HOURS_NOTE_MAX, analyticsId: 20, adPixelId: 20 };

/** The input type of a plain site setting. */
const typeOf = (field: string) => (field === 'email' ? 'email' : field.endsWith('Url') ? 'url' : field === 'whatsapp' || field.startsWith('phone') ? 'tel' : 'text');

/**
 * The site settings form (spec §2 "site settings"), grouped: clinic, contact, social links, payments
 * and the point rule (amounts in HK$, held as cents), search engines and sharing. Each office's address, phones and hours belong to its place (booking set-up). Checked with the shared schema, then by the server; errors show
 * under their fields; public pages show a saved change within seconds.
 */
export function SiteSettingsForm(p: { initial: SiteSettingsInput; readOnly: boolean; onSaved: () => void; /** Opens the album library to choose the share image (staff who may view it). */ pickImage?: (use: (path: string) => void) => void }) {
  const { t } = useTranslation('types');
  const form = useForm({
    readOnly: p.readOnly,
    initial: p.initial,
    check: (v) => siteSettingsInput.safeParse(v),
    send: async (data) => {
      const res = await sendJson<{ settings: SiteSettingsInput & { updatedAt?: string } }>('/api/manage/site-settings', 'PUT', data);
      const { updatedAt: _ignored, ...saved } = res.settings;
      return saved;
    },
    saved: { toast: t('types:site.saved'), then: p.onSaved },
  });
  const { values, set } = form;
  const label = (field: string) => t(`types:site.field.${field}`);
  const hint = (field: string) => t(`types:site.hint.${field}`, { defaultValue: '' }) || undefined;

  return (
    <Form form={form} testId="site-settings-form" className="space-y-6">
      <fieldset disabled={p.readOnly} className="space-y-6">
        {SITE_SETTING_GROUPS.map((g) => (
          <section key={g.group} aria-labelledby={`site-group-${g.group}`} className="card space-y-4 p-5">
            <h2 id={`site-group-${g.group}`} className="text-lg font-semibold">
              {t(`types:site.group.${g.group}`)}
            </h2>
            {g.fields.map(({ field, localized, multiline, money, count }) =>
              count ? (
                <NumberField key={field} name={field} label={label(field)} hint={hint(field)} value={values[field] as number} maxLength={4} inputMode="numeric" onChange={(v) => set(field, v as never)} />
              ) : money ? (
                <MoneyField key={field} name={field} label={label(field)} hint={hint(field)} value={values[field] as number} maxLength={12} onChange={(v) => set(field, v as never)} />
              ) : localized ? (
                <div key={field}>
                  <LocalizedField
                    name={field}
                    label={label(field)}
                    value={values[field] as LocalizedText}
                    multiline={multiline}
                    maxLength={MAX[field]}
                    disabled={p.readOnly}
                    onChange={(v) => set(field, v as never)}
                  />
                  {hint(field) && <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{hint(field)}</p>}
                </div>
              ) : (
                <TextField
                  key={field}
                  name={field}
                  label={label(field)}
                  hint={hint(field)}
                  value={String(values[field] ?? '')}
                  type={typeOf(field)}
                  inputMode={field === 'whatsapp' ? 'numeric' : undefined}
                  autoComplete="off"
                  maxLength={MAX[field] ?? (field.endsWith('Url') || field === 'shareImage' ? 500 : 254)}
                  onChange={(v) => set(field, v as never)}
                />
              ),
            )}
            {g.group === 'contact' && (
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {t('types:site.placesNote')}{' '}
                <Link className="link" to="/manage/places">
                  {t('types:site.placesLink')}
                </Link>
              </p>
            )}
            {g.group === 'meta' && p.pickImage && !p.readOnly && (
              <button type="button" className="btn btn-ghost" data-testid="share-image-pick" onClick={() => p.pickImage!((path) => set('shareImage', path))}>
                {t('types:site.pickImage')}
              </button>
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
          <UnsavedNote dirty={form.dirty} />
          <FormButtons busy={form.busy} saveLabel={t('types:site.save')} className="flex justify-end gap-2" />
        </div>
      )}
    </Form>
  );
}
