// Apart from the search code (search.ts), which loads only when a shopper searches: every page's header needs this.
/** The listing URL for a search text; undefined for blank text (spec: submitting blank does nothing). */
export function searchUrl(text: string): string | undefined {
  const q = text.trim();
  return q ? `/products?q=${encodeURIComponent(q)}` : undefined;
}
