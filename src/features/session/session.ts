// Session actions shared by the islands: start-up loading, login and logout (spec §4 "Session").
import { api, errorMessage } from '#/lib/api.ts';
import { $account, $token, setToken, type Account } from './session.store.ts';
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

export async function loadAccount(): Promise<Account | null> {
  try {
    const r = await api('/api/user/account', { method: 'GET' });
    if (!r.success) throw new Error(r.message);
    $account.set(r.data);
    return r.data;
  } catch (error) {
    console.error('account', errorMessage(error));
    $account.set(null);
    return null;
  }
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
  $account.set(null);
  window.location.assign('/');
}
