import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../common/booking-rules';
import { enumLabelKey } from '../../common/enum-labels';
import { ToneBadge, type Tone } from './member/tone-badge';

const STATUS_TONE: Record<BookingStatus, Tone> = {
  WAIT: 'amber',
  CONFIRM: 'sky',
  ACCEPT: 'emerald',
  ATTEND: 'emerald',
  DONE: 'stone',
  REJECT: 'red',
  MISS: 'red',
  CANCEL: 'stone',
};

/** A booking state with its one name (common:enum.bookingStatus.*), the same the clinic reads. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <ToneBadge tone={STATUS_TONE[status]} state={status} testId="booking-status">
      {t(enumLabelKey('bookingStatus', status))}
    </ToneBadge>
  );
}

