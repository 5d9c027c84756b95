// Product page paths: the name lowercased with spaces as hyphens (docs/product/catalog-and-search.md#product-page),
// never ending in punctuation (a path ending in "." is lost by some hosts and cut short by mail clients' links). Names
// end in a letter or digit (product-name.ts); this keeps older names' paths clean too. The console's name check repeats
// this in SQL (services/admin/products.service.ts).
export function productSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}]+$/u, '');
}

export function productPath(name: string): string {
  return `/product/${encodeURIComponent(productSlug(name))}`;
}

/**
 * A draft's preview page (docs/product/console.md#drafts-and-previews): its id and a secret token, so only the console
 * that shows the link finds it; the build renders it noindex and lists it nowhere.
 */
export const previewKey = (id: string, token: string) => `${id}-${token}`;
export const previewPath = (id: string, token: string) => `/preview/${previewKey(id, token)}`;
