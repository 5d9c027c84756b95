import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';

export function productRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/list', async (c) => {
    const { body, etag } = await c.var.services.catalog.list();
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });

  return r;
}
