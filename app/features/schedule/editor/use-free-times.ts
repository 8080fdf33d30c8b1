import { useEffect, useState } from 'react';
import { scheduleFetch } from '../schedule-api';

/** Free start times (HHmm) of the chosen plan, place and therapist on the chosen date, from the availability API. */
export function useFreeTimes(q: { planId: number | null; placeId: number | null; therapistId: number | null; date: number | null }): { status: 'incomplete' | 'loading' | 'failed' | 'ready'; times: number[] } {
  const [state, setState] = useState<{ key: string; times: number[] | null; failed: boolean }>({ key: '', times: null, failed: false });
  const key = q.planId && q.placeId && q.date ? `${q.planId}|${q.placeId}|${q.therapistId ?? ''}|${q.date}` : '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    scheduleFetch<{ dates: { date: number; times: number[] }[] }>('/api/booking/availability', {
      query: { planId: q.planId!, placeId: q.placeId!, therapistId: q.therapistId ?? undefined, from: q.date!, to: q.date!, horizon: 'staff' },
    }).then(
      (res) => live && setState({ key, times: res.dates.find((d) => d.date === q.date)?.times ?? [], failed: false }),
      () => live && setState({ key, times: null, failed: true }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!key) return { status: 'incomplete', times: [] };
  if (state.key !== key) return { status: 'loading', times: [] };
  if (state.failed) return { status: 'failed', times: [] };
  return { status: 'ready', times: state.times ?? [] };
}
