// Loads one console resource for a screen: the reply (typed by the route, src/lib/api.ts), the error to show,
// and a reload after a change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { accepted, apiGet, type ApiPath, type ApiSuccess, errorMessage, type GetArgs } from '#/lib/api.ts';

export type Loaded<T> = { data: T | undefined; error: string | undefined; loading: boolean; reload: () => void };

/** The same request: path, parameters and query. */
const requestKey = (path: string | null, options: object | undefined) =>
  path === null ? null : JSON.stringify([path, options ?? {}]);

/** `path` null = nothing to load yet (e.g. no id in the address). */
export function useAdminData<P extends ApiPath<'GET'>>(
  path: P | null,
  ...[options]: GetArgs<P>
): Loaded<ApiSuccess<P, 'GET'>> {
  const [data, setData] = useState<ApiSuccess<P, 'GET'>>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(path !== null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  // A new request when the path, its parameters or its query change (the options are a new object each render).
  const key = requestKey(path, options);
  const latest = useRef({ path, options });
  latest.current = { path, options };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the request (in `latest`); `round` reloads
  useEffect(() => {
    const { path: current, options: given } = latest.current;
    if (current === null) return;
    const abort = new AbortController();
    setLoading(true);
    apiGet(current, given, { signal: abort.signal })
      .then(accepted)
      .then((reply) => {
        setData(reply);
        setError(undefined);
      })
      .catch((e: unknown) => {
        if (!abort.signal.aborted) setError(errorMessage(e));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [key, round]);

  return { data, error, loading, reload };
}
