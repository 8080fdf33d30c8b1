import { useTranslation } from 'react-i18next';
import { noindex, requireSignedIn } from '../../features/account/session';
import { MedicalRecord } from '../../features/account/medical-record';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';
import { pageMeta } from '../../features/shell/seo';
import { TaskPage } from '../../features/shell/task-page-header';
import type { Route } from './+types/medical-record';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { t } = await pageContext(args);
  return { seo: { title: t('account:medical.title') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

/** "My medical record": the link to the clinic's medical-record system (docs/privacy.md). Loads in the browser. */
export default function MedicalRecordPage() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <TaskPage back={{ to: to('/user/profile'), label: t('account:profile.title') }} title={t('account:medical.title')} lead={t('account:medical.lead')}>
      <MedicalRecord />
    </TaskPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
