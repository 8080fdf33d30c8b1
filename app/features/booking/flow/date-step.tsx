import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '../api';
import { DatePicker } from '../date-picker';

/** The date step: the member window's days with free times, or a way back when there are none. */
export function DateStep({ availability, win, value, onPick, onChangeTherapist }: { availability: Availability; win: { from: number; to: number }; value?: number; onPick: (d: number) => void; onChangeTherapist: () => void }) {
  const { t } = useTranslation();
  const open = useMemo(() => new Set(availability.dates.filter((d) => d.times.length > 0).map((d) => d.date)), [availability]);
  if (open.size === 0) {
    return (
      <div className="rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-100" role="status">
        <p>{t('booking:date.none')}</p>
        <button type="button" className="btn btn-ghost mt-3" onClick={onChangeTherapist}>{t('booking:date.tryOther')}</button>
      </div>
    );
  }
  return <DatePicker window={win} available={open} value={value} onChange={onPick} testId="date-picker" />;
}
