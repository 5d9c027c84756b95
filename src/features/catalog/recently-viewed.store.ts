// Recently viewed products (ids, newest first), kept in this browser only: the product page records each view
// and shows the others; the empty cart offers them as a way back. Validated on read (lib/persist).
import { persistentJson } from '#/lib/browser/persistent-json.ts';

export const RECENT_LIMIT = 12;

/** Keeps only string ids of a sane length, without repeats, at most `RECENT_LIMIT`. */
export function validRecent(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64);
  return [...new Set(ids)].slice(0, RECENT_LIMIT);
}

/** `id` first, then the earlier views without it. */
export const withViewed = (ids: readonly string[], id: string): string[] =>
  [id, ...ids.filter((x) => x !== id)].slice(0, RECENT_LIMIT);

export const $recentlyViewed = persistentJson<string[]>('recentlyViewed', 1, [], validRecent);

export function rememberViewed(id: string): void {
  $recentlyViewed.set(withViewed($recentlyViewed.get(), id));
}
