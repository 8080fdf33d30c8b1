import { useTranslation } from 'react-i18next';
import type { DealState } from '../../common/deal-rules';
import { enumLabelKey } from '../../common/enum-labels';
import { ToneBadge, type Tone } from './member/tone-badge';

const STATE_TONE: Record<DealState, Tone> = { CREATED: 'amber', WAIT: 'sky', ACCEPT: 'emerald', REJECT: 'red', CANCELED: 'stone' };

/** A deal's state with its one name (common:enum.dealState.*): the same pill for the member and the clinic. */
export function DealStateBadge({ state }: { state: DealState }) {
  const { t } = useTranslation();
  return (
    <ToneBadge tone={STATE_TONE[state]} state={state} testId="deal-state">
      {t(enumLabelKey('dealState', state))}
    </ToneBadge>
  );
}
