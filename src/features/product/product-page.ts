// Pure helpers for the product page.
import type { Product } from '~/lib/product';
import { productImages } from '~/lib/product';

export const RELATED_LIMIT = 15;

/** "You May also like": other products of the same category and subCategory, up to 15. */
export function relatedProducts(all: readonly Product[], product: Product, limit = RELATED_LIMIT): Product[] {
  return all
    .filter((p) => p._id !== product._id && p.category === product.category && p.subCategory === product.subCategory)
    .slice(0, limit);
}

/** schema.org Product + Offer for search engines. */
export function productJsonLd(product: Product, url: string, site: URL) {
  const inStock = product.sizes.some((s) => s.stock > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: productImages(product).map((src) => new URL(src, site).toString()),
    sku: product._id,
    category: product.category,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: product.price.toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
