// One product by id for the edit and stock screens. The contract lists products (active or archived) rather
// than answering one by id, so the two lists are searched.
import { adminApi } from '#/features/admin/admin-api.ts';
import type { AdminProduct } from './admin-product.ts';

export async function fetchProduct(id: string): Promise<AdminProduct | undefined> {
  for (const status of ['active', 'archived']) {
    const { products } = await adminApi<{ products: AdminProduct[] }>(`/products?status=${status}`);
    const found = products.find((p) => p._id === id);
    if (found) return found;
  }
  return undefined;
}

/** The `?id=` of the address, when there is one. */
export function idFromAddress(): string | null {
  return typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('id');
}
