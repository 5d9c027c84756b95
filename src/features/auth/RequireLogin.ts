import { useEffect } from 'react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { $isLoggedIn, $sessionChange } from '#/features/session/index.ts';
import { loginUrl } from './redirect.ts';

/** Screens that need a token send a guest to /login, remembering where they were (docs/product/accounts.md#session). */
export function useRequireLogin(): boolean {
  const loggedIn = useStoredValue($isLoggedIn, false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checks the store each time the rendered value changes
  useEffect(() => {
    // The store, not `loggedIn`: while hydrating, `loggedIn` is the built page's logged-out value. A sign-out in this
    // tab (logout, an erased account) is already on its way to /: not to be sent to /login instead.
    if (!$isLoggedIn.get() && $sessionChange.get() !== 'logout')
      window.location.replace(loginUrl(window.location.pathname + window.location.search));
  }, [loggedIn]);
  return loggedIn;
}
