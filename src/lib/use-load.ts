// A screen's own fetch as a load state (lib/load-state): starts when `enabled`, `retry` shows the skeleton
// again and refetches, `reload` refetches behind the data on screen. Only the newest fetch may set the state.
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterReload, LOADING, settle, type LoadState } from './load-state.ts';

export function useLoad<T>(
  fetch: () => Promise<T>,
  { enabled = true, onError }: { enabled?: boolean; onError?: (message: string) => void } = {},
): { state: LoadState<T>; retry: () => void; reload: () => Promise<void> } {
  const [state, setState] = useState<LoadState<T>>(LOADING);
  const latest = useRef(0);
  // The newest callbacks without refetching when a caller passes new closures each render.
  const fetchRef = useRef(fetch);
  const onErrorRef = useRef(onError);
  fetchRef.current = fetch;
  onErrorRef.current = onError;

  const reload = useCallback(async () => {
    const mine = ++latest.current;
    const next = await settle(() => fetchRef.current());
    if (next.status === 'failed') onErrorRef.current?.(next.message);
    if (mine === latest.current) setState((before) => afterReload(before, next));
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  const retry = useCallback(() => {
    setState(LOADING);
    void reload();
  }, [reload]);

  return { state, retry, reload };
}
