import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINUTE_MS } from '../../../common/constants';
import { formatInstant } from '../../../common/date-format';
import { formatAgo } from '../../../common/relative-time';
import { useLocale } from '../i18n/use-locale';

/**
 * The current time, or null until the component has mounted: what depends on "now" is drawn only
 * in the browser after hydration, so the server's HTML and the first client render always agree.
 * Ticks every `everyMs` afterwards.
 */
export function useNow(everyMs = MINUTE_MS / 2): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

/**
 * When something happened, relative to now ("just now", "5 minutes ago", "3 天前"), in a <time>
 * holding the exact instant; the exact date and time is the tooltip, and the text until mounted.
 */
export function RelativeTime({ at, className }: { at: number; className?: string }) {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const now = useNow();
  const exact = formatInstant(at, lng);
  return (
    <time dateTime={new Date(at).toISOString()} title={exact} className={className} data-testid="relative-time">
      {now === null ? exact : formatAgo(at, now, lng, t('common:time.justNow'))}
    </time>
  );
}
