// /api/admin/products/{id}/stock…: a product's stock (staff and owners): one size by a number of units, several sizes
// at once (added to or set), and the history of every movement.
import { z } from 'zod';
import { stockAdjustment, stockRestock } from '#/lib/admin.ts';
import { MOVEMENT_KINDS } from '#/domain/stock-movement.ts';
import { pageQuery } from '#/server/http/page-query.ts';
import { staffEmail } from '#/server/http/admin-auth.ts';
import { createRouter, jsonBody, replies, routesFor, staffOnly } from '#/server/openapi/router.ts';
import { productReply, stockHistoryReply } from './admin-shapes.ts';
import { productNow } from './products.routes.ts';

const route = routesFor({ tags: ['Console: products'], ...staffOnly });
const idParams = z.object({ id: z.string().trim().min(1).max(80) });
const limits = { 404: 'No such product or size', 422: 'The stock would go below 0 or above 100,000' } as const;

const adjustStock = route.post('/{id}/stock', {
  summary: 'Adjust the stock of a size, with a reason',
  request: { params: idParams, body: jsonBody(stockAdjustment) },
  responses: replies(productReply, limits),
});
const restockSizes = route.post('/{id}/restock', {
  summary: 'Add to, or set, the stock of several sizes at once, with one reason: all of them or none',
  request: { params: idParams, body: jsonBody(stockRestock) },
  responses: replies(productReply, limits),
});
const historyQuery = z.object({
  kind: z.enum(MOVEMENT_KINDS, { error: 'Kind is not one the history knows' }).optional(),
  ...pageQuery(200),
});
const stockHistory = route.get('/{id}/stock-history', {
  summary: 'Every stock movement (sales, holds released, cancellations, returns, exchanges, staff), newest first',
  request: { params: idParams, query: historyQuery },
  responses: replies(stockHistoryReply, { 404: 'No product with this id' }),
});

export function adminStockRoutes() {
  return createRouter()
    .openapi(adjustStock, async (c) => {
      const { id: productId } = c.req.valid('param');
      await c.var.services.stock.adjust(staffEmail(c), productId, c.req.valid('json'));
      return productNow(c, productId);
    })
    .openapi(restockSizes, async (c) => {
      const { id: productId } = c.req.valid('param');
      await c.var.services.stock.restock(staffEmail(c), productId, c.req.valid('json'));
      return productNow(c, productId);
    })
    .openapi(stockHistory, async (c) => {
      const { id: productId } = c.req.valid('param');
      await c.var.services.adminProducts.get(productId); // 404 for an unknown product
      const page = await c.var.services.stock.history(productId, c.req.valid('query'));
      return c.json({ success: true as const, ...page }, 200);
    });
}
