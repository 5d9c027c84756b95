// The wishlist lives on the server (login needed, docs/product/cart-and-coupons.md#wishlist).
import { atom, computed } from 'nanostores';
import { toast } from '#/lib/toast.ts';
import type { Product } from '#/lib/product.ts';
import { afterReload, LOADING, ok, settle, type LoadState } from '#/lib/load-state.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { $sessionChange, $token } from '#/features/session/index.ts';

/** The wishlist as a load state: a failed fetch is never shown as an empty wishlist. */
export const $wishlistState = atom<LoadState<Product[]>>(LOADING);
/** The list once loaded; undefined while loading or after a failed fetch. */
export const $wishlist = computed($wishlistState, (s) => (s.status === 'ready' ? s.data : undefined));
export const $wishlistIds = computed($wishlist, (list) => new Set((list ?? []).map((p) => p._id)));

let inFlight: Promise<void> | undefined;
/** Loads the wishlist (once at a time: the session start and the wishlist screen may both ask). */
export function loadWishlist(): Promise<void> {
  inFlight ??= fetchWishlist().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function fetchWishlist(): Promise<void> {
  if (!$token.get()) return $wishlistState.set({ status: 'ready', data: [] });
  if ($wishlistState.get().status === 'failed') $wishlistState.set(LOADING); // a retry shows the skeleton again
  const state = await settle(async () => ok(await api('/api/user/wishlist', { method: 'GET' })).wishlist);
  // docs/product/api-contract.md#handling-answers: only logged
  if (state.status === 'failed') console.error('Failed to load wishlist', state.message);
  $wishlistState.set(afterReload($wishlistState.get(), state));
}

function clearWishlist(): void {
  $wishlistState.set(LOADING);
}

// The wishlist follows the session: loaded once the session resumes or a login happens here, forgotten at logout.
$sessionChange.subscribe((change) => {
  if (change === 'logout') clearWishlist();
  else if (change) void loadWishlist();
});

async function change(kind: 'add' | 'remove', productId: string): Promise<boolean> {
  if (!$token.get()) {
    toast.error('Login to add items to wishlist');
    return false;
  }
  try {
    const r = await api(`/api/user/wishlist/${kind}`, {
      body: { itemId: productId },
    });
    if (!r.success) throw new Error(r.message);
    $wishlistState.set({ status: 'ready', data: r.wishlist.items });
    toast.success(kind === 'add' ? 'Item added to wishlist' : 'Item removed from wishlist');
    return true;
  } catch (error) {
    toast.error(errorMessage(error)); // docs/product/cart-and-coupons.md#messages: the raw error message
    return false;
  }
}

export const addToWishlist = (productId: string) => change('add', productId);
export const removeFromWishlist = (productId: string) => change('remove', productId);
