import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../../common/enum-labels';
import type { DealState } from '../../../../common/deal-rules';
import { StateBadge } from '../../../components/list/cells';

/** Colours by what the state asks of staff: WAIT stands out (to review), ACCEPT is done, the rest are quiet. */
const TONE: Record<DealState, string> = {
  CREATED: 'bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-100',
  WAIT: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  ACCEPT: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  REJECT: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  CANCELED: 'bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-300',
};

/** A deal's state as a badge (the label from common:enum.dealState). */
export function DealStateBadge({ state }: { state: DealState }) {
  const { t } = useTranslation();
  return (
    <StateBadge tone={TONE[state]} data-testid="deal-state" data-state={state}>
      {t(enumLabelKey('dealState', state))}
    </StateBadge>
  );
}
