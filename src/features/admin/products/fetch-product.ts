// One product by id for the edit and stock screens, and the id in the address.
import { accepted, api } from '#/lib/api.ts';
import type { AdminProduct } from './admin-product.ts';

export async function fetchProduct(id: string): Promise<AdminProduct> {
  return accepted(await api('/api/admin/products/:id', { method: 'GET', params: { id } })).product;
}

/** The `?id=` of the address, when there is one. */
export function idFromAddress(): string | null {
  return typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('id');
}
