// Loads one admin resource for a screen: the reply, the error to show, and a reload after a change.
import { useCallback, useEffect, useState } from 'react';
import { adminApi, messageOf } from './admin-api.ts';

export type Loaded<T> = { data: T | undefined; error: string | undefined; loading: boolean; reload: () => void };

/** `path` null = nothing to load yet (e.g. no id in the address). */
export function useAdminData<T>(path: string | null): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(path !== null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the reload trigger
  useEffect(() => {
    if (path === null) return;
    const abort = new AbortController();
    setLoading(true);
    adminApi<T>(path, { signal: abort.signal })
      .then((reply) => {
        setData(reply);
        setError(undefined);
      })
      .catch((e: unknown) => {
        if (!abort.signal.aborted) setError(messageOf(e));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [path, round]);

  return { data, error, loading, reload };
}
