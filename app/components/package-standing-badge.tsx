import { useTranslation } from 'react-i18next';
import { packageStanding, type PackageStanding } from '../../common/package-rules';
import type { PackageSummary } from '../../common/package.schema';
import { enumLabelKey } from '../../common/enum-labels';
import { ToneBadge, type Tone } from './member/tone-badge';

const TONE: Record<PackageStanding, Tone> = { CREATED: 'amber', PAID: 'emerald', CANCELED: 'stone', REPLACED: 'sky', EXPIRED: 'stone', USED_UP: 'stone' };

/**
 * A package's state with its one name (common:enum.subscriptionState.*), or, for one in effect,
 * "Expired" / "All sessions used" when it can draw no more: the same pill for the member and the clinic.
 */
export function PackageStandingBadge({ pkg, now }: { pkg: Pick<PackageSummary, 'state' | 'sessions' | 'carried' | 'used' | 'expiresAt'>; now: Date }) {
  const { t } = useTranslation();
  const standing = packageStanding(pkg, now);
  const label = standing === 'EXPIRED' || standing === 'USED_UP' ? t(`package.standing.${standing}`) : t(enumLabelKey('subscriptionState', standing));
  return (
    <ToneBadge tone={TONE[standing]} state={standing} testId="package-state">
      {label}
    </ToneBadge>
  );
}
