// The live product list (GET /api/product/list), loaded once per page by the islands that need it:
// the pages were built from the same list, so this only brings stock and prices up to date.
import { atom, computed, onMount } from 'nanostores';
import type { Product } from '#/lib/product.ts';
import { api } from '#/lib/api.ts';

export const $products = atom<Product[] | undefined>(undefined);
export const $productsError = atom<string | undefined>(undefined);

export async function loadProducts(): Promise<void> {
  try {
    const r = await api('/api/product/list', { method: 'GET', auth: false });
    if (!r.success) throw new Error(r.message);
    $products.set(r.products);
    $productsError.set(undefined);
  } catch (error) {
    // docs/product/api-contract.md#handling-answers: a failed stock refresh is only logged.
    console.error('Failed to load products', error);
    $productsError.set(error instanceof Error ? error.message : String(error));
  }
}

onMount($products, () => {
  // Only in the browser: islands also render once at build time, where there is no API to call.
  if (typeof window !== 'undefined' && $products.get() === undefined) void loadProducts();
});

/** Products by lowercased name (the cart is keyed by name, docs/product/cart-and-coupons.md#the-cart). */
export const $productsByName = computed(
  $products,
  (list) => new Map((list ?? []).map((p) => [p.name.toLowerCase(), p])),
);
export const $productsById = computed($products, (list) => new Map((list ?? []).map((p) => [p._id, p])));
