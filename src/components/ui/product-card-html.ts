// A static product card's HTML, rendered once per product and build. Product pages show up to 15 related cards each,
// so a 10,000-product build would otherwise run React's renderer (and Astro's per-component work around it) 150,000
// times for 10,000 distinct cards. Keyed by the product object: a catalog read again (dev, publish) renders afresh.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CardProduct } from '#/lib/product.ts';
import { ProductCard } from './ProductCard.tsx';

const cache = new WeakMap<CardProduct, string>();

export function productCardHtml(product: CardProduct): string {
  let html = cache.get(product);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(ProductCard, { product }));
    cache.set(product, html);
  }
  return html;
}
