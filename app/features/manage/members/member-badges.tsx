import { useTranslation } from 'react-i18next';
import { pickText, type Lng, type LocalizedText } from '../../../../common/i18n-config';

/** A member's tags as badges (a switched-off tag keeps its name, dimmed). */
export function TagBadges({ tags, lng, empty }: { tags: readonly { id: number; name: LocalizedText; isEnabled: boolean }[]; lng: Lng; empty?: string }) {
  if (!tags.length) return <>{empty ?? null}</>;
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((x) => (
        <span key={x.id} className={`badge ${x.isEnabled ? '' : 'opacity-70'}`}>
          {pickText(x.name, lng)}
        </span>
      ))}
    </span>
  );
}

/** Whether the membership is in effect (spec §5 isGood), and locked or deleted accounts. */
export function GoodBadge({ member: m }: { member: { isGood: boolean; isLocked: boolean; deletedAt: string | null } }) {
  const { t } = useTranslation('cms');
  return (
    <span className="flex flex-wrap gap-1" data-testid="member-good">
      {m.isGood ? (
        <span className="text-emerald-800 dark:text-emerald-300">{t('cms:member.good')}</span>
      ) : (
        <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100">{t('cms:member.notGood')}</span>
      )}
      {m.isLocked && <span className="badge">{t('cms:member.locked')}</span>}
      {m.deletedAt && <span className="badge">{t('cms:member.deleted')}</span>}
    </span>
  );
}
