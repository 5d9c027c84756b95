// Loads a paged console list (replies carry `nextCursor`): the first page for the path and query, then "Load
// more" appends the next page after the last row shown. The server pages by (time, id), so rows that arrive
// meanwhile never repeat or push a row out; they show on the next reload.
import { useCallback, useRef, useState } from 'react';
import { accepted, type ApiOptions, type ApiPath, type ApiSuccess, apiGet, errorMessage } from '#/lib/api.ts';
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

/** The console's paged lists: GET routes whose query takes `cursor`. */
type PagedPath = {
  [P in ApiPath<'GET'>]: [NonNullable<ApiOptions<P, 'GET'>['query']>] extends [never]
    ? never
    : 'cursor' extends keyof NonNullable<ApiOptions<P, 'GET'>['query']>
      ? P
      : never;
}[ApiPath<'GET'>];

/** `nextCursor` of a page: null on the last one. */
const cursorOf = (reply: object): string | null =>
  'nextCursor' in reply && typeof reply.nextCursor === 'string' ? reply.nextCursor : null;

/** `rows` picks the list out of a page (`(r) => r.orders`). */
export function useAdminPages<P extends PagedPath, T>(
  path: P | null,
  options: ApiOptions<P, 'GET'>,
  rows: (page: ApiSuccess<P, 'GET'>) => readonly T[],
): Pages<T> {
  const first = useAdminData<P>(path, options);
  // The pages loaded after `base`, the first page they follow: a new first page (another filter, a reload)
  // starts the list again, and an answer for an older first page is dropped.
  const [loaded, setLoaded] = useState<{ base: object; items: T[]; next: string | null }>();
  const [busy, setBusy] = useState<{ base: object; error?: string; loading: boolean }>();
  const inFlight = useRef<AbortController>(undefined);
  // The latest request and list picker, for "Load more" (the options and the picker are new each render).
  const latest = useRef({ options, rows });
  latest.current = { options, rows };

  const base = first.data;
  const more = loaded && loaded.base === base ? loaded : undefined;
  const state = busy && busy.base === base ? busy : undefined;
  const firstItems = base ? [...rows(base)] : undefined;
  const next = more ? more.next : base ? cursorOf(base) : null;

  const loadMore = useCallback(() => {
    if (!path || !base || !next || state?.loading) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy({ base, loading: true });
    const { options: given, rows: pick } = latest.current;
    apiGet(path, given, { signal: controller.signal, query: { cursor: next } })
      .then(accepted)
      .then((page) => {
        setLoaded((m) => ({
          base,
          items: [...(m && m.base === base ? m.items : []), ...pick(page)],
          next: cursorOf(page),
        }));
        setBusy({ base, loading: false });
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setBusy({ base, loading: false, error: errorMessage(e) });
      });
  }, [path, base, next, state?.loading]);

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
