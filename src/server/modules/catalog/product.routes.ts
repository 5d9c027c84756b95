// /api/product/*: the catalog (ETag-cached) and the live figures of one product (reviews: reviews.routes.ts).
import { z } from 'zod';
import { AppError } from '#/server/errors.ts';
import { preferredEncoding, versionedJson } from '#/server/http/versioned-json.ts';
import type { Product } from '#/lib/product.ts';
import { createRouter, replies, routesFor, success } from '#/server/openapi/router.ts';
import { ok, product } from '#/server/openapi/shapes.ts';

const route = routesFor({ tags: ['Catalog'] });
const productList = z.object({ success: ok, products: z.array(product) });

const list = route.get('/list', {
  summary: 'The product list, newest first',
  description: 'Send the ETag back as If-None-Match to get 304 while the catalog is unchanged.',
  responses: {
    ...success(productList),
    304: { description: 'Not modified: the catalog has not changed since the ETag sent' },
  },
});

const live = route.get('/live/{productId}', {
  summary: "One product's current price, MRP and stock per size",
  request: { params: z.object({ productId: z.string().trim().min(1, 'is required').max(64) }) },
  responses: replies(
    z.object({ success: ok, product: product.pick({ _id: true, price: true, mrp: true, sizes: true }) }),
    { 404: 'Product not found' },
  ),
});

export function productRoutes() {
  const listReply = versionedJson((products: Product[]) => ({ success: true, products }));

  return (
    createRouter()
      .openapi(list, async (c): Promise<Response> => {
        const { version, products } = await c.var.services.catalog.list();
        const snapshot = listReply(version, products);
        c.header('ETag', snapshot.etag);
        c.header('Cache-Control', 'no-cache');
        c.header('Vary', 'Accept-Encoding');
        if (c.req.header('If-None-Match') === snapshot.etag) return c.body(null, 304);
        const json = { 'Content-Type': 'application/json; charset=utf-8' };
        // The body is the snapshot's prebuilt bytes (cached per catalog version, compressed once per encoding);
        // its type, for the API client, is the route's declared reply.
        const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
        const body = encoding ? snapshot.encoded(encoding) : snapshot.body;
        const headers = encoding ? { ...json, 'Content-Encoding': encoding } : json;
        return c.body(body, 200, headers);
      })
      // The product page's live price, MRP and stock: its built HTML may show the last publish's (one product, so
      // a page in a 10,000-product catalog does not download the whole list for it).
      .openapi(live, async (c) => {
        const { productId } = c.req.valid('param');
        const found = (await c.var.services.catalog.list()).products.find((p) => p._id === productId);
        if (!found) throw new AppError('not_found', 'Product not found');
        c.header('Cache-Control', 'no-cache');
        const { _id, price, mrp, sizes } = found;
        return c.json(
          { success: true as const, product: { _id, price, ...(mrp !== undefined ? { mrp } : {}), sizes } },
          200,
        );
      })
  );
}
