// The cart: kept in localStorage under "cartItems" (guests too), mirrored to the server when logged in.
// Local changes apply at once; the server call follows (docs/product/cart-and-coupons.md#the-cart: add/update answers
// are not read).
import { computed, task } from 'nanostores';
import { toast } from '#/lib/toast.ts';
import { persistentJson } from '#/lib/browser/persistent-json.ts';
import { api, type ApiAnswer, errorMessage } from '#/lib/api.ts';
import { $sessionChange, $token } from '#/features/session/index.ts';
import { $productsByName } from '#/features/catalog/index.ts';
import {
  addItem,
  cartCount,
  cartLines,
  cartSubtotal,
  decodeCart,
  mergeCarts,
  setQuantity,
  type CartItems,
} from './cart.ts';

export const $cartItems = persistentJson<CartItems>('cartItems', 1, {}, decodeCart);
export const $cartCount = computed($cartItems, cartCount);
export const $cartLines = computed([$cartItems, $productsByName], cartLines);
/** The lines of an empty cart, as the pages are built. */
export const NO_CART_LINES: ReturnType<typeof cartLines> = [];
export const $cartSubtotal = computed($cartLines, cartSubtotal);

/**
 * A local change mirrored to the server; its answer is not read (docs/product/api-contract.md#handling-answers), only
 * logged when refused.
 */
function mirror(request: () => Promise<ApiAnswer<object>>, path: string): void {
  if (!$token.get()) return;
  request().then(
    (r) => {
      if (!r.success) console.error(`${path}: ${r.message}`);
    },
    (e) => console.error(`${path}: ${errorMessage(e)}`),
  );
}

export function addToCart(name: string, size: string): void {
  $cartItems.set(addItem($cartItems.get(), name, size));
  mirror(() => api('/api/cart/add', { body: { itemId: name, size } }), 'cart add');
}

export function updateQuantity(name: string, size: string, quantity: number): void {
  $cartItems.set(setQuantity($cartItems.get(), name, size, quantity));
  mirror(() => api('/api/cart/update', { body: { itemId: name, size, quantity } }), 'cart update');
}

export const removeFromCart = (name: string, size: string) => updateQuantity(name, size, 0);

export function clearCart(): void {
  $cartItems.set({});
}

/** Logged in at start: the server's cart is the truth. */
async function loadServerCart(): Promise<void> {
  try {
    const r = await api('/api/cart/get', { body: {} });
    if (!r.success) throw new Error(r.message);
    $cartItems.set(decodeCart(r.cartData) ?? {});
  } catch (error) {
    // docs/product/cart-and-coupons.md#messages: cart-fetch errors show the raw message
    toast.error(errorMessage(error));
  }
}

/** Right after login: the guest cart is merged into the saved one, so nothing added as a guest is lost. */
async function mergeGuestCart(): Promise<void> {
  const guest = $cartItems.get();
  try {
    const r = await api('/api/cart/merge', { body: { cartData: guest } });
    if (!r.success) throw new Error(r.message);
    $cartItems.set(decodeCart(r.cartData) ?? guest);
  } catch (error) {
    // Keep the guest cart locally; the next change is mirrored item by item.
    $cartItems.set(mergeCarts({}, guest));
    console.error('cart merge failed', error);
  }
}

// The cart follows the session instead of being called by it: a page opened signed in loads the saved cart, a login
// here merges the guest cart into it (as a task: the login waits for it before leaving the page), a logout empties
// it.
$sessionChange.subscribe((change) => {
  if (change === 'logout') clearCart();
  else if (change) void task(change === 'login' ? mergeGuestCart : loadServerCart);
});
