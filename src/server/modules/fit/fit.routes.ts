// /api/product/fit/{productId} and /api/product/fits: how a product fits, from shoppers' reviews, size exchanges and
// size returns (docs/product/fit.md). The product page asks for its own live; the build reads every product's.
import { z } from 'zod';
import { createRouter, replies, routesFor, success } from '#/server/openapi/router.ts';
import { ok, productFit } from '#/server/openapi/shapes.ts';

const route = routesFor({ tags: ['Catalog'] });

const one = route.get('/fit/{productId}', {
  summary: "How a product fits: its verdict (from 5 signals on), the signals' count and each pick's count",
  request: { params: z.object({ productId: z.string().trim().min(1, 'is required').max(64) }) },
  responses: replies(z.object({ success: ok, fit: productFit }), { 404: 'Product not found' }),
});

const every = route.get('/fits', {
  summary: 'The fit summary of every product with at least one signal, by product id (read at build time)',
  responses: success(z.object({ success: ok, fits: z.record(z.string(), productFit) })),
});

export function fitRoutes() {
  return createRouter()
    .openapi(one, async (c) => {
      const fit = await c.var.services.fit.forProduct(c.req.valid('param').productId);
      c.header('Cache-Control', 'no-cache');
      return c.json({ success: true as const, fit }, 200);
    })
    .openapi(every, async (c) => c.json({ success: true as const, fits: await c.var.services.fit.all() }, 200));
}
