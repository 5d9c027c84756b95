// The wishlist lives on the server (login needed, spec §5).
import { atom, computed } from 'nanostores';
import { toast } from '#/lib/toast.ts';
import type { Product } from '#/lib/product.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { $token } from '#/features/session/session.store.ts';

/** undefined until loaded. */
export const $wishlist = atom<Product[] | undefined>(undefined);
export const $wishlistIds = computed($wishlist, (list) => new Set((list ?? []).map((p) => p._id)));

export async function loadWishlist(): Promise<void> {
  if (!$token.get()) return $wishlist.set([]);
  try {
    const r = await api('/api/user/wishlist', { method: 'GET' });
    if (!r.success) throw new Error(r.message);
    $wishlist.set(r.wishlist);
  } catch (error) {
    console.error('Failed to load wishlist', error); // spec §7: only logged
    $wishlist.set([]);
  }
}

export function clearWishlist(): void {
  $wishlist.set(undefined);
}

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
    $wishlist.set(r.wishlist.items);
    toast.success(kind === 'add' ? 'Item added to wishlist' : 'Item removed from wishlist');
    return true;
  } catch (error) {
    toast.error(errorMessage(error)); // spec §8: the raw error message
    return false;
  }
}

export const addToWishlist = (productId: string) => change('add', productId);
export const removeFromWishlist = (productId: string) => change('remove', productId);
