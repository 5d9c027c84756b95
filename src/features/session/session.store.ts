// The shopper's session: the token (kept in localStorage under "token", docs/product/accounts.md#session), how it
// changed in this tab, and the account.
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { setTokenSource } from '#/lib/api.ts';
import { LOADING, type LoadState } from '#/lib/load-state.ts';

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** A stored token that is not JWT-shaped is dropped rather than sent. */
export const $token = persistentAtom<string>('token', '', {
  encode: (t) => t,
  decode: (raw) => (JWT_SHAPE.test(raw) ? raw : ''),
});

// Every authenticated API call reads the token through here, once this module is loaded.
setTokenSource(() => $token.get());

export const $isLoggedIn = computed($token, (t) => t !== '');

/**
 * How the session last changed in this tab: 'resumed' (a page opened signed in, once it has loaded), 'login' (a
 * sign-in here) or 'logout'. The features that keep a shopper's things (cart, wishlist) subscribe to it instead of
 * being called from here. A token that arrives from another tab is no change here: that tab merges its guest cart,
 * and the result reaches this tab through localStorage; merging it again here would count every piece twice.
 */
export type SessionChange = 'resumed' | 'login' | 'logout';
export const $sessionChange = atom<SessionChange | undefined>(undefined);

export type Account = {
  name: string;
  email: string;
  /** Her mobile number, given on the account page (null or absent: none). */
  phone?: string | null;
  wallet: number;
  /** Each unexpired store credit: what is left of it, and its expiry (ISO; null = none). */
  credits?: { id: string; remaining: number; expiresAt: string | null }[];
};
/** The account as a load state: screens show a skeleton, the failure with a retry, or the account. */
export const $accountState = atom<LoadState<Account>>(LOADING);
/** undefined = not loaded yet; null = none (logged out or failed). */
export const $account = computed($accountState, (s): Account | null | undefined =>
  s.status === 'ready' ? s.data : s.status === 'failed' ? null : undefined,
);

export function setToken(token: string): void {
  $token.set(JWT_SHAPE.test(token) ? token : '');
}
