import { CLINIC_TIME_ZONE } from '../../../common/constants';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { can, canAny } from '../../../common/permissions';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { SiteSettingsForm } from '../../features/settings/site-settings-form';
import { openImagePicker } from '../../features/cms/image-picker';
import { useLocale } from '../../features/i18n/use-locale';

/** manage/site-settings — the clinic's contact details, addresses, social links and default meta. */
export async function loader(args: LoaderFunctionArgs) {
  const { services, actor, t } = await manageContext(args, (p) => canAny(p, 'SITE_SETTING', 'VIEW,EDIT'));
  const { updatedAt, ...settings } = await services.siteSettings.get();
  return { title: t('types:site.title'), settings, updatedAt, canEdit: can(actor.permissions, 'SITE_SETTING_EDIT'), canPick: canAny(actor.permissions, 'ALBUM', 'VIEW,EDIT'), canUpload: can(actor.permissions, 'ALBUM_EDIT') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => manageMeta(data?.title);

export default function SiteSettingsScreen() {
  const d = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation('types');
  const revalidator = useRevalidator();
  const { lng } = useLocale();
  const pickImage = d.canPick ? (use: (path: string) => void) => openImagePicker({ title: t('types:site.pickImage'), lng, canUpload: d.canUpload, onPick: use }) : undefined;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: CLINIC_TIME_ZONE }).format(new Date(d.updatedAt));
  return (
    <section aria-labelledby="site-settings-title" className="space-y-4">
      <div>
        <h1 id="site-settings-title" className="text-2xl font-semibold">
          {t('types:site.title')}
        </h1>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('types:site.lead')}</p>
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-400" suppressHydrationWarning>{t('types:site.updatedAt', { time: when })}</p>
      </div>
      {!d.canEdit && (
        <p role="note" className="rounded-xl border border-stone-300 bg-stone-50 p-3 text-sm dark:border-stone-700 dark:bg-stone-900">
          {t('types:site.readOnly')}
        </p>
      )}
      {/* Re-mounted after a save so the form starts from what the server stored. */}
      <SiteSettingsForm key={d.updatedAt} initial={d.settings} readOnly={!d.canEdit} pickImage={pickImage} onSaved={() => void revalidator.revalidate()} />
    </section>
  );
}
