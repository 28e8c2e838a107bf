import { useCallback, useEffect, useState } from 'react';
import { errorMessage, isAbortError } from '@/lib/error-message';

export interface ApiQuery<T> {
  /** The last answer; kept while a reload is under way or after it fails. */
  data: T | null;
  /** The server's message or the screen's fallback text (spec §8). */
  error: string | null;
  loading: boolean;
  /** Fetch again (after the player changed something), keeping the current data on screen. */
  reload: () => void;
  /** Change the data in place, e.g. a balance taken from a purchase's answer. */
  setData: (update: (data: T) => T) => void;
}

interface QueryState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
}

/**
 * Loads a screen's data with `fetcher` (keep it stable with useCallback) and
 * cancels the request when the screen goes away.
 */
export function useApiQuery<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  fallbackError: string,
): ApiQuery<T> {
  const [state, setState] = useState<QueryState<T>>({ data: null, error: null, loading: true });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal)
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((err: unknown) => {
        if (isAbortError(err)) return;
        setState((s) => ({
          data: s.data,
          error: errorMessage(err, fallbackError),
          loading: false,
        }));
      });
    return () => controller.abort();
  }, [fetcher, fallbackError, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) =>
      setState((s) => (s.data === null ? s : { ...s, data: update(s.data) })),
    [],
  );

  return { ...state, reload, setData };
}
