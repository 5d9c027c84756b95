// Product page paths: the name lowercased with spaces as hyphens (spec §2).
export function productSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export function productPath(name: string): string {
  return `/product/${encodeURIComponent(productSlug(name))}`;
}

/** Finds a product by its path segment: names compared case-insensitively, hyphens read as spaces. */
export function findByPathName<T extends { name: string }>(products: readonly T[], segment: string): T | undefined {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    /* keep the raw segment */
  }
  const wanted = decoded.replace(/-/g, ' ').trim().toLowerCase();
  return products.find((p) => p.name.replace(/-/g, ' ').trim().toLowerCase() === wanted);
}
