import type { Clock } from '../../server/domain/shared/clock';

/**
 * A clock that runs with the machine's but can be moved forward at once: the app under test sees
 * a scheduled moment pass without the test waiting for it (ADR 0019).
 */
export function movableClock(): Clock & { advance(ms: number): void; offsetMs(): number } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
