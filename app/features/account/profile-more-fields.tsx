import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKGROUND_MAX, SOCIAL_HANDLE_MAX, SOCIAL_KEYS, type SocialKey } from '../../../common/member-manage.schema';
import { ErrorText, Field, inputClass, labelClass } from './fields';
import type { FieldErrors } from './form';

/** An industry a member may choose (the enabled ones, plus any already chosen). */
export type IndustryChoice = { id: number; name: string };
export type MoreValues = { social: Partial<Record<SocialKey, string>>; favIndustries: number[]; background: string };

/**
 * The profile fields spec §3 adds (shown to staff, editable by the member): social handles,
 * favourite industries and background, with the same rules as the back office's member form.
 */
export function ProfileMoreFields(p: { values: MoreValues; industries: readonly IndustryChoice[]; errors: FieldErrors; onChange: (patch: Partial<MoreValues>) => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const v = p.values;
  return (
    <>
      <fieldset className="space-y-3">
        <legend className={labelClass}>{t('account:profile.social')}</legend>
        {SOCIAL_KEYS.map((k) => (
          <Field key={k} name={`social.${k}`} label={t(`account:field.social.${k}`)} optional errors={p.errors}>
            {(c) => (
              <input {...c} type="text" autoComplete="off" maxLength={SOCIAL_HANDLE_MAX} className={inputClass} value={v.social[k] ?? ''} onChange={(e) => p.onChange({ social: { ...v.social, [k]: e.target.value } })} data-testid={`profile-social-${k}`} />
            )}
          </Field>
        ))}
      </fieldset>
      {p.industries.length > 0 && (
        <fieldset aria-describedby={p.errors.favIndustries ? `${uid}-ind-error` : undefined}>
          <legend className={labelClass}>{t('account:field.favIndustries')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {p.industries.map((o) => (
              <label key={o.id} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="favIndustries"
                  value={o.id}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700 dark:accent-emerald-500"
                  checked={v.favIndustries.includes(o.id)}
                  onChange={(e) => p.onChange({ favIndustries: e.target.checked ? [...v.favIndustries, o.id] : v.favIndustries.filter((x) => x !== o.id) })}
                />
                <span>{o.name}</span>
              </label>
            ))}
          </div>
          <ErrorText id={`${uid}-ind-error`} name="favIndustries" error={p.errors.favIndustries} />
        </fieldset>
      )}
      <Field name="background" label={t('account:field.background')} hint={t('account:profile.backgroundHint')} optional errors={p.errors}>
        {(c) => <textarea {...c} rows={3} maxLength={BACKGROUND_MAX} className={`${inputClass} resize-y`} value={v.background} onChange={(e) => p.onChange({ background: e.target.value })} data-testid="profile-background" />}
      </Field>
    </>
  );
}
