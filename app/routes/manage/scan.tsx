import { useTranslation } from 'react-i18next';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import { MANAGE_HOME } from '../../features/manage/section-tree';
import { manageMeta } from '../../features/manage/meta';
import { QrScanner } from '../../features/qr/qr-scanner';
import type { Route } from './+types/scan';

/** manage/scan — any staff member scans a member's QR code (`/@{code}`) and lands on the member card. */
export async function loader(args: Route.LoaderArgs) {
  const { t } = await manageContext(args);
  return { title: t('desk:scan.title') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function ManageScan({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('desk');
  return <QrScanner title={d.title} description={t('desk:scan.description')} backTo={MANAGE_HOME} />;
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
