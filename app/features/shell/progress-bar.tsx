import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR_START, PROGRESS_BAR_STOP_DELAY_MS, PROGRESS_BAR_TRICKLE_SPEED_MS } from '../../../common/constants';

/** Thin bar on route change: starts at 30 %, trickles, completes 200 ms after the route settles. No spinner. */
export function ProgressBar() {
  const navigation = useNavigation();
  const [value, setValue] = useState<number | null>(null);
  const trickle = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => {
    if (navigation.state !== 'idle') {
      setValue((v) => (v === null ? PROGRESS_BAR_START : v));
      clearInterval(trickle.current);
      trickle.current = setInterval(() => setValue((v) => (v === null ? v : Math.min(0.95, v + (1 - v) * 0.05))), PROGRESS_BAR_TRICKLE_SPEED_MS);
      return;
    }
    clearInterval(trickle.current);
    if (value === null) return;
    setValue(1);
    const done = setTimeout(() => setValue(null), PROGRESS_BAR_STOP_DELAY_MS);
    return () => clearTimeout(done);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigation.state]);

  if (value === null) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5" role="progressbar" aria-hidden="true" data-testid="progress-bar" data-value={value}>
      <div className="h-full origin-left bg-emerald-500 transition-transform duration-200" style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}
