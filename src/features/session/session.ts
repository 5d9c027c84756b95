// Session actions shared by the islands: start-up loading, login and logout (spec §4 "Session").
import { api } from '#/lib/api.ts';
import { LOADING, ok, settle } from '#/lib/load-state.ts';
import { $accountState, $token, setToken, type Account } from './session.store.ts';
import { clearCart, loadServerCart, mergeGuestCart } from '#/features/cart/cart.store.ts';
import { loadWishlist, clearWishlist } from '#/features/wishlist/wishlist.store.ts';

let started = false;
/** Once per page: with a token, load the cart and wishlist from the server. */
export function startSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if ($token.get()) {
    void loadServerCart();
    void loadWishlist();
  }
}

let accountLoad: Promise<Account | null> | undefined;
/** Loads the account (once at a time: the side menu and the account screen may both ask). */
export function loadAccount(): Promise<Account | null> {
  accountLoad ??= fetchAccount().finally(() => {
    accountLoad = undefined;
  });
  return accountLoad;
}

async function fetchAccount(): Promise<Account | null> {
  if ($accountState.get().status === 'failed') $accountState.set(LOADING); // a retry shows the skeleton again
  const state = await settle(async () => {
    // A guest is answered `data: null`: here the token is not a session of ours, so she is not signed in.
    const account = ok(await api('/api/user/account', { method: 'GET' })).data;
    if (!account) throw new Error('Please login to continue');
    return account;
  });
  if (state.status === 'failed') console.error('account', state.message);
  $accountState.set(state);
  return state.status === 'ready' ? state.data : null;
}

/** After a successful login or sign-up: store the token, merge the guest cart, load the wishlist. */
export async function completeLogin(token: string): Promise<void> {
  setToken(token);
  await mergeGuestCart();
  void loadWishlist();
}

/** Logout: revoke on the server, then clear the token, cart, stored cart and account; go to /. */
export async function logout(): Promise<void> {
  try {
    if ($token.get()) await api('/api/user/logout');
  } catch {
    /* offline: the token is dropped locally anyway */
  }
  $token.set('');
  clearCart();
  clearWishlist();
  $accountState.set(LOADING);
  window.location.assign('/');
}
