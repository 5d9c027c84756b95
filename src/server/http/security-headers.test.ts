import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders, securityHeaders } from './security-headers.ts';

/** A page server shaped like main.ts: pages, a script, a stylesheet, an image, an SVG and the 404 page. */
function pageServer() {
  const server = new Hono();
  server.use('*', pageSecurityHeaders("default-src 'self'"));
  server.get('/', (c) => c.html('<h1>Saanjh</h1>'));
  server.get('/_astro/app.js', (c) => c.body('export {}', 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  server.get('/_astro/site.css', (c) => c.body('a{}', 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  server.get('/images/p.webp', (c) => c.body('RIFF', 200, { 'Content-Type': 'image/webp' }));
  server.get('/favicon.svg', (c) => c.body('<svg/>', 200, { 'Content-Type': 'image/svg+xml' }));
  server.notFound((c) => c.html('Not found', 404));
  return server;
}
const headersOf = (res: Response) => ({
  csp: res.headers.get('Content-Security-Policy'),
  hsts: res.headers.get('Strict-Transport-Security'),
  permissions: res.headers.get('Permissions-Policy') !== null,
  frame: res.headers.get('X-Frame-Options'),
  nosniff: res.headers.get('X-Content-Type-Options'),
});
const DOCUMENT = {
  csp: "default-src 'self'",
  hsts: 'max-age=31536000; includeSubDomains',
  permissions: true,
  frame: 'DENY',
  nosniff: 'nosniff',
};
const ASSET = { csp: null, hsts: null, permissions: false, frame: null, nosniff: 'nosniff' };

describe('pageSecurityHeaders', () => {
  it('sends the document headers with pages, the 404 page and SVG', async () => {
    const server = pageServer();
    for (const path of ['/', '/no-such-page', '/favicon.svg'])
      expect(headersOf(await server.request(path)), path).toEqual(DOCUMENT);
  });

  it('sends only nosniff with scripts, styles and images', async () => {
    const server = pageServer();
    for (const path of ['/_astro/app.js', '/_astro/site.css', '/images/p.webp'])
      expect(headersOf(await server.request(path)), path).toEqual(ASSET);
  });
});

describe('securityHeaders (API)', () => {
  it('sends every header with every reply, JSON included', async () => {
    const api = new Hono();
    api.use('*', securityHeaders("default-src 'none'"));
    api.get('/api/x', (c) => c.json({ success: true }));
    expect(headersOf(await api.request('/api/x'))).toEqual({ ...DOCUMENT, csp: "default-src 'none'" });
  });
});
