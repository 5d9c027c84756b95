import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it('sends Strict-Transport-Security with pages and with the 404 page, as main.ts serves them', async () => {
    const server = new Hono();
    server.use('*', securityHeaders("default-src 'self'"));
    server.get('/', (c) => c.html('<h1>Saanjh</h1>'));
    server.notFound((c) => c.html('Not found', 404));
    for (const path of ['/', '/no-such-page']) {
      const res = await server.request(path);
      expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
