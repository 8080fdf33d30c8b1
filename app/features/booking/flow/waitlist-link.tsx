import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale';

/** Under the dates and times: when none suits, join the waiting list for this plan, place and therapist (My waiting lists, prefilled). */
export function WaitlistLink({ planId, placeId, therapistId }: { planId: number; placeId: number; therapistId: number | null }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const query = new URLSearchParams({ planId: String(planId), placeId: String(placeId), ...(therapistId ? { therapistId: String(therapistId) } : {}) });
  return (
    <p className="mt-4 text-sm text-stone-700 dark:text-stone-300">
      {t('booking:waitlist.flowPrompt')}{' '}
      <Link className="link" to={`${to('/user/waitlist')}?${query}`} data-testid="waitlist-from-flow">
        {t('booking:waitlist.flowLink')}
      </Link>
    </p>
  );
}
