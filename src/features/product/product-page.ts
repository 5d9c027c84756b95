// Pure helpers for the product page.
import type { Product } from '#/lib/product.ts';
import { isInStock, productImages } from '#/lib/product.ts';
import type { Rating } from '#/server/build/catalog.ts';
import type { Declarations } from '#/lib/declarations.ts';

export const RELATED_LIMIT = 15;

/**
 * "You May also like": other products of the same category and subCategory, up to 15, in catalog order.
 * Grouped once, so the build stays linear in the catalog size (10,000 products → 10,000 lookups, not 10⁸ comparisons).
 */
export function relatedProductsIndex(all: readonly Product[], limit = RELATED_LIMIT): (product: Product) => Product[] {
  const groups = new Map<string, Product[]>();
  for (const p of all) {
    const key = `${p.category}\u0000${p.subCategory}`;
    const group = groups.get(key) ?? [];
    // One more than the limit, so dropping the product itself still leaves `limit` others.
    if (group.length <= limit) group.push(p);
    groups.set(key, group);
  }
  return (product) =>
    (groups.get(`${product.category}\u0000${product.subCategory}`) ?? [])
      .filter((p) => p._id !== product._id)
      .slice(0, limit);
}

/** schema.org Product + Offer for search engines, with the reviews' AggregateRating when there are reviews and the
 * country of origin the page declares (Legal Metrology). */
export function productJsonLd(
  product: Product,
  url: string,
  site: URL,
  rating?: Rating,
  declared?: Pick<Declarations, 'countryOfOrigin'>,
) {
  const inStock = isInStock(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: productImages(product).map((src) => new URL(src, site).toString()),
    sku: product._id,
    category: product.category,
    ...(declared?.countryOfOrigin ? { countryOfOrigin: { '@type': 'Country', name: declared.countryOfOrigin } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: product.price.toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** "4.5 out of 5 stars, 12 reviews": what the stars near the title say to a screen reader. */
export function ratingLabel({ average, count }: Rating): string {
  return `${average.toFixed(1)} out of 5 stars, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}
