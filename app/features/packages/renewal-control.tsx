import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { RENEWAL_LEAD_DAYS } from '../../../common/package-rules';
import { useLocale } from '../i18n/use-locale';
import { confirmBox } from '../overlays/dialogs';
import { toast } from '../overlays/overlay-store';
import { packagesApi, type MemberPackage } from './api';

/**
 * A subscription's renewal on the member's package card: what happens (the next period ordered
 * RENEWAL_LEAD_DAYS before this one ends) and "Stop renewing" (confirmed: a next period already
 * ordered and unpaid is canceled) or, once stopped while the plan still renews, "Renew automatically".
 */
export function RenewalControl({ pkg: p, onChanged }: { pkg: MemberPackage; onChanged: () => void }) {
  const { t } = useTranslation('site');
  const { lng } = useLocale();
  const [busy, setBusy] = useState(false);
  const change = async (renews: boolean) => {
    if (!renews && !(await confirmBox({ titleKey: 'site:myPackages.renewal.stopTitle', message: t('myPackages.renewal.stopMessage', { title: pickText(p.title, lng) }) }))) return;
    setBusy(true);
    try {
      await packagesApi.setRenewal(p.id, renews);
      toast(t(renews ? 'myPackages.renewal.resumed' : 'myPackages.renewal.stopped'));
      onChanged();
    } catch {
      // The API client said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-100 px-4 py-3 dark:bg-stone-800" data-testid="package-renewal" data-renews={p.renews}>
      <p className="min-w-0 text-sm text-stone-700 dark:text-stone-300">{p.renews ? t('myPackages.renewal.on', { days: RENEWAL_LEAD_DAYS }) : t('myPackages.renewal.off')}</p>
      <button type="button" className="btn btn-ghost min-h-11" disabled={busy} onClick={() => void change(!p.renews)} data-testid="package-renewal-toggle">
        {p.renews ? t('myPackages.renewal.stop') : t('myPackages.renewal.resume')}
      </button>
    </div>
  );
}
