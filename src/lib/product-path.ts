// Product page paths: the name lowercased with spaces as hyphens (spec §2).
export function productSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export function productPath(name: string): string {
  return `/product/${encodeURIComponent(productSlug(name))}`;
}
