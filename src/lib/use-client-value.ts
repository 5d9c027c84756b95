// A value only the browser knows (the address, a media query) read during render without a hydration mismatch:
// while React hydrates an island it uses `built` (what the static HTML was rendered with), then the browser's
// value. The same rule as use-stored-value.ts, for values that are not in a store.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** `read` must return the same value for the same page (it is read on every render and compared). */
export function useClientValue<T>(read: () => T, built: T): T {
  return useSyncExternalStore(never, read, () => built);
}
