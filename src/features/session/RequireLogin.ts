import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $isLoggedIn } from './session.store';
import { loginUrl } from '~/features/auth/redirect';

/** Screens that need a token send a guest to /login, remembering where they were (spec §5). */
export function useRequireLogin(): boolean {
  const loggedIn = useStore($isLoggedIn);
  useEffect(() => {
    if (!loggedIn) window.location.replace(loginUrl(window.location.pathname + window.location.search));
  }, [loggedIn]);
  return loggedIn;
}
