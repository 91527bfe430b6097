import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from './api-error';

export interface QueryState<T> {
  data: T | undefined;
  error: ApiError | null;
  isLoading: boolean;
  /** Runs the request again (a retry button); the last data stays on screen meanwhile. */
  reload: () => void;
}

interface Settled<T> {
  key: string;
  attempt: number;
  data: T | undefined;
  error: ApiError | null;
}

/**
 * Runs `fetcher` whenever `key` changes (null: wait) and aborts it on unmount
 * or key change. A cancelled request never becomes an error.
 * Feature hooks wrap this one: `useServices()`, `useHistory(userId)`.
 */
export function useApiQuery<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): QueryState<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, data, error: null });
      },
      (raw: unknown) => {
        const error = toApiError(raw);
        if (controller.signal.aborted || error.isCanceled) return;
        setSettled((previous) => ({ key, attempt, data: previous?.key === key ? previous.data : undefined, error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const sameKey = settled !== null && settled.key === key;
  const current = sameKey && settled.attempt === attempt;
  return {
    data: sameKey ? settled.data : undefined,
    error: current ? settled.error : null,
    isLoading: key !== null && !current,
    reload,
  };
}
