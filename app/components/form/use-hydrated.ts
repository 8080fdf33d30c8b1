import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => undefined;

/** False while the server renders and the browser hydrates, true afterwards (what differs between the two waits for true). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
