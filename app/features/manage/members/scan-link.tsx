import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconScan } from '../../shell/icons';
import { MANAGE_HOME } from '../section-tree';

/** The back office's QR scanner. */
export const MANAGE_SCAN = `${MANAGE_HOME}/scan`;

/** The way from the member screens to the QR scanner (/manage/scan): "Scan a member's QR code", or "Scan the next member" on a card. */
export function ScanLink({ next = false }: { next?: boolean }) {
  const { t } = useTranslation('desk');
  return (
    <Link to={MANAGE_SCAN} className="btn btn-ghost" data-testid="members-scan">
      <IconScan width={20} height={20} />
      {next ? t('desk:scan.next') : t('desk:scan.title')}
    </Link>
  );
}
