import type { APIRoute } from 'astro';

const PRIVATE = ['/cart', '/checkout', '/account', '/orders', '/wishlist', '/login', '/forgot-password', '/api/'];

export const GET: APIRoute = ({ site }) =>
  new Response(['User-agent: *', ...PRIVATE.map((p) => `Disallow: ${p}`), '', `Sitemap: ${new URL('/sitemap.xml', site)}`, ''].join('\n'), {
    headers: { 'Content-Type': 'text/plain' },
  });
