import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { getCatalog } from '#/server/build/catalog.ts';
import { productPath } from '#/lib/product-path.ts';

// Only the shop's public pages: the console (/admin), the account screens and checkout are left out on purpose.
export const GET: APIRoute = async ({ site }) => {
  const products = await getCatalog();
  const policies = await getCollection('policies');
  const paths = [
    '/',
    '/products',
    '/contact',
    ...policies.map((p) => `/${p.id}`),
    ...products.map((p) => productPath(p.name)),
  ];
  const urls = paths.map((p) => `<url><loc>${new URL(p, site).toString().replace(/&/g, '&amp;')}</loc></url>`).join('');
  const urlset = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>${urlset}`, {
    headers: { 'Content-Type': 'application/xml' },
  });
};
