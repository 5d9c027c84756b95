import type { APIRoute } from 'astro';

// The cart is left crawlable: its page is the same static shell for everyone (docs/decisions.md#budgets holds it to SEO
// ≥ 95).
const PRIVATE = ['/checkout', '/account', '/orders', '/wishlist', '/login', '/forgot-password', '/api/'];

export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      ...PRIVATE.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${new URL('/sitemap.xml', site)}`,
      '',
    ].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain' },
    },
  );
