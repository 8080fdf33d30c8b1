import { useTranslation } from 'react-i18next';
import { noindex, signedInPage } from '../../features/account/session';
import { useLocale } from '../../features/i18n/use-locale';
import { QrScanner } from '../../features/qr/qr-scanner';
import type { RouteHandle } from '../../features/shell/layout-settings';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/scan';

/** The scanner covers the whole screen: no site header, footer, tab bar or contact button under it. */
export const handle: RouteHandle = { layout: { hasHeader: false, hasNavHolder: false, hasLeftMenu: false, hasFooter: false, hasFooterBar: false, hasContactButton: false } };

/** /user/scan — a signed-in member scans a QR code (a page of the site, a member code). */
export async function loader(args: Route.LoaderArgs) {
  return signedInPage(args, 'account:scan.title');
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

export default function MemberScan() {
  const { t } = useTranslation('account');
  const { lng, to } = useLocale();
  return (
    <main id="main">
      <QrScanner title={t('account:scan.title')} description={t('account:scan.description')} backTo={to('/user')} siteLng={lng} />
    </main>
  );
}
