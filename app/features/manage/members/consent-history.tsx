import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '../../../../server/domain/members/get-member';
import { formatDateTime } from '../format';

/** A member's direct-marketing choices, newest first: given or withdrawn, when, how, under which wording. */
export function ConsentHistory({ consents }: { consents: MemberProfile['consents'] }) {
  const { t } = useTranslation('cms');
  if (!consents.length) return <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="consent-history-empty">{t('cms:member.marketing.none')}</p>;
  return (
    <ul className="space-y-1 text-sm" data-testid="consent-history" aria-label={t('cms:member.marketing.history')}>
      {[...consents].reverse().map((c, i) => (
        <li key={i} data-channel={c.channel} data-granted={c.granted}>
          {t(c.granted ? 'cms:member.marketing.given' : 'cms:member.marketing.withdrawn', {
            channel: t(`cms:member.marketing.channel.${c.channel}`),
            at: formatDateTime(c.at),
            version: c.wordingVersion,
            source: t(`cms:member.marketing.source.${c.source}`),
          })}
        </li>
      ))}
    </ul>
  );
}
