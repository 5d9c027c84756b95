// /api/product/*: the catalog (ETag-cached) and the live figures of one product (reviews: reviews.routes.ts).
import { Hono, type TypedResponse } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { parseWith } from '#/server/http/validate.ts';
import { AppError } from '#/server/errors.ts';
import { preferredEncoding, versionedJson } from '#/server/http/versioned-json.ts';
import type { Product } from '#/lib/product.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { ok, product } from '#/server/openapi/shapes.ts';

const productId = z.string().trim().min(1, 'is required').max(64);
const tag = 'Catalog';

export function productRoutes() {
  const listReply = versionedJson((products: Product[]) => ({ success: true, products }));

  // One chain, so the routes' types reach the browser's API client. The list's body is prebuilt bytes (cached
  // per catalog version), so its type is declared: the product list the pages and islands read.
  return (
    new Hono<AppEnv>()
      .get(
        '/list',
        doc({
          tag,
          summary: 'The product list, newest first',
          description: 'Send the ETag back as If-None-Match to get 304 while the catalog is unchanged.',
          reply: z.object({ success: ok, products: z.array(product) }),
          empty: { 304: 'Not modified: the catalog has not changed since the ETag sent' },
        }),
        async (c): Promise<TypedResponse<{ success: true; products: Product[] }, 200, 'json'> | Response> => {
          const { version, products } = await c.var.services.catalog.list();
          const snapshot = listReply(version, products);
          c.header('ETag', snapshot.etag);
          c.header('Cache-Control', 'no-cache');
          c.header('Vary', 'Accept-Encoding');
          if (c.req.header('If-None-Match') === snapshot.etag) return c.body(null, 304);
          const json = { 'Content-Type': 'application/json; charset=utf-8' };
          // Served from the snapshot's cached compressed bytes rather than compressed again per request.
          const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
          if (!encoding) return c.body(snapshot.body, 200, json);
          return c.body(snapshot.encoded(encoding), 200, { ...json, 'Content-Encoding': encoding });
        },
      )
      // The product page's live price, MRP and stock: its built HTML may show the last publish's (one product, so
      // a page in a 10,000-product catalog does not download the whole list for it).
      .get(
        '/live/:productId',
        doc({
          tag,
          summary: "One product's current price, MRP and stock per size",
          params: z.object({ productId }),
          reply: z.object({ success: ok, product: product.pick({ _id: true, price: true, mrp: true, sizes: true }) }),
          refusals: { 404: 'Product not found' },
        }),
        async (c) => {
          const id = parseWith(productId, c.req.param('productId'));
          const found = (await c.var.services.catalog.list()).products.find((p) => p._id === id);
          if (!found) throw new AppError('not_found', 'Product not found');
          c.header('Cache-Control', 'no-cache');
          const { _id, price, mrp, sizes } = found;
          return c.json({
            success: true as const,
            product: { _id, price, ...(mrp !== undefined ? { mrp } : {}), sizes },
          });
        },
      )
  );
}
