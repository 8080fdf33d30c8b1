import { useTranslation } from 'react-i18next';
import { CheckboxField } from './fields';
import type { FieldErrors } from './form';

type Choice = { marketingSms: boolean; marketingEmail: boolean };

/**
 * Direct-marketing consent, one box per channel under the wording it is given to (issue 14; the
 * wording's version is stored with each choice, common/privacy.ts). Registration and the profile
 * show the same fieldset, so giving and withdrawing consent are equally easy.
 */
export function MarketingConsentFields({ values, onChange, errors, testId }: {
  values: Choice;
  onChange: (patch: Partial<Choice>) => void;
  errors?: FieldErrors;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2" data-testid={testId}>
      <legend className="text-sm font-medium">{t('account:marketing.title')}</legend>
      <p className="text-xs text-stone-600 dark:text-stone-400">{t('account:marketing.wording')}</p>
      <CheckboxField name="marketingSms" checked={values.marketingSms} onChange={(x) => onChange({ marketingSms: x })} errors={errors} testId={`${testId}-sms`}>
        {t('account:marketing.sms')}
      </CheckboxField>
      <CheckboxField name="marketingEmail" checked={values.marketingEmail} onChange={(x) => onChange({ marketingEmail: x })} errors={errors} testId={`${testId}-email`}>
        {t('account:marketing.email')}
      </CheckboxField>
    </fieldset>
  );
}
