// Loads a paged admin list (replies carry `nextCursor`): the first page for `path`, then "Load more" appends
// the next page after the last row shown. The server pages by (time, id), so rows that arrive meanwhile never
// repeat or push a row out; they show on the next reload.
import { useCallback, useRef, useState } from 'react';
import { adminApi, messageOf } from './admin-api.ts';
import { useAdminData } from './use-admin-data.ts';

export type Pages<T> = {
  items: T[] | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
  /** There are more rows after the last one shown. */
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | undefined;
  loadMore: () => void;
};

type Reply = { nextCursor?: string | null } & Record<string, unknown>;

const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

/** `field` names the reply's list (`orders`, `entries`…). */
export function useAdminPages<T>(path: string | null, field: string): Pages<T> {
  const first = useAdminData<Reply>(path);
  // The pages loaded after `base`, the first page they follow: a new first page (another filter, a reload)
  // starts the list again, and an answer for an older first page is dropped.
  const [loaded, setLoaded] = useState<{ base: Reply; items: T[]; next: string | null }>();
  const [busy, setBusy] = useState<{ base: Reply; error?: string; loading: boolean }>();
  const inFlight = useRef<AbortController>(undefined);

  const base = first.data;
  const more = loaded && loaded.base === base ? loaded : undefined;
  const state = busy && busy.base === base ? busy : undefined;
  const firstItems = base ? ((base[field] as T[] | undefined) ?? []) : undefined;
  const next = more ? more.next : (base?.nextCursor ?? null);

  const loadMore = useCallback(() => {
    if (!path || !base || !next || state?.loading) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy({ base, loading: true });
    adminApi<Reply>(withCursor(path, next), { signal: controller.signal })
      .then((reply) => {
        const items = (reply[field] as T[] | undefined) ?? [];
        setLoaded((m) => ({
          base,
          items: [...(m && m.base === base ? m.items : []), ...items],
          next: reply.nextCursor ?? null,
        }));
        setBusy({ base, loading: false });
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setBusy({ base, loading: false, error: messageOf(e) });
      });
  }, [path, base, next, state?.loading, field]);

  return {
    items: firstItems && [...firstItems, ...(more?.items ?? [])],
    error: first.error,
    loading: first.loading,
    reload: first.reload,
    hasMore: next !== null,
    loadingMore: state?.loading ?? false,
    moreError: state?.error,
    loadMore,
  };
}
