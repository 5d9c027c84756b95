import type { APIRequestContext } from '@playwright/test';

export type ApiProduct = { _id: string; name: string; price: number; category: string; subCategory: string; sizes: { size: string; stock: number; _id: string }[] };

export async function catalog(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/product/list');
  return ((await res.json()) as { products: ApiProduct[] }).products;
}

export const pathOf = (p: { name: string }) => `/product/${p.name.toLowerCase().replace(/ /g, '-')}`;

/** A product with at least two sizes in stock. */
export async function productWithTwoSizes(request: APIRequestContext): Promise<ApiProduct & { inStock: string[] }> {
  const p = (await catalog(request)).find((x) => x.sizes.filter((s) => s.stock > 2).length >= 2)!;
  return { ...p, inStock: p.sizes.filter((s) => s.stock > 2).map((s) => s.size) };
}
