// Stores that read localStorage (cart, coupon, listing filters, session token, and what is computed from
// them) hold in the browser what the static HTML could not know. While React hydrates an island it must
// render what the HTML was built with, or it throws a hydration mismatch (React error #418) and rebuilds
// the island's DOM; right after hydrating, React renders the stored value.
import type { ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';

/** `built`: the store's value when the pages were built (no storage), e.g. an empty cart, logged out. */
export function useStoredValue<T>(store: ReadableAtom<T>, built: T): T {
  return useStore(store, { ssr: () => built });
}
