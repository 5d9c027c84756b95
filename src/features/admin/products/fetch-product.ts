// One product by id for the edit and stock screens, and the id in the address.
import { adminApi } from '#/features/admin/admin-api.ts';
import type { AdminProduct } from './admin-product.ts';

export async function fetchProduct(id: string): Promise<AdminProduct> {
  return (await adminApi<{ product: AdminProduct }>(`/products/${encodeURIComponent(id)}`)).product;
}

/** The `?id=` of the address, when there is one. */
export function idFromAddress(): string | null {
  return typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('id');
}
