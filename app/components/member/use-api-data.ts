import { useCallback, useEffect, useRef, useState } from 'react';
import { showHttpError } from '../../features/errors/api-client';
import { HttpError } from '../../features/errors/http-error';
import { reportError } from '../../features/errors/report-error';

export interface ApiData<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data in the browser after hydration and again when `deps` change; `load` null means
 * nothing to load. The previous data stays on screen while a new request runs (no layout jump),
 * and a late answer to an old request is ignored. Failures show the spec §8 popup (a 401 signs
 * out) unless `quietStatus` lists the status (the caller shows it, e.g. 404).
 */
export function useApiData<T>(load: (() => Promise<T>) | null, deps: readonly unknown[], quietStatus: readonly number[] = []): ApiData<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: load !== null });
  const [version, setVersion] = useState(0);
  const seq = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const enabled = load !== null;

  useEffect(() => {
    const fn = loadRef.current;
    if (!fn) {
      setState({ data: null, error: null, loading: false });
      return;
    }
    const mine = ++seq.current;
    setState((s) => ({ ...s, error: null, loading: true }));
    fn().then(
      (data) => {
        if (mine === seq.current) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (mine !== seq.current) return;
        setState((s) => ({ ...s, error, loading: false }));
        const quiet = error instanceof HttpError && error.status !== undefined && quietStatus.includes(error.status);
        if (quiet) return;
        if (error instanceof HttpError) void showHttpError(error);
        else void reportError('unhandled', error);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, version, ...deps]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
