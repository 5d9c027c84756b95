// /api/admin/*: the owner's console API (the /admin screens) and the operator's automation (`npm run shop`).
// Every route, its access (staff or owner token, or ADMIN_TOKEN), input, replies and refusals: the OpenAPI
// document, GET /api/openapi.json, read at /api/docs (the "Console: …" tags).
import { requireStaff } from '#/server/http/admin-auth.ts';
import { createRouter } from '#/server/openapi/router.ts';
import { adminGrievanceRoutes } from './grievances.routes.ts';
import { adminInboxRoutes } from './inbox.routes.ts';
import { adminNotificationRoutes } from './notifications.routes.ts';
import { adminOrderRoutes } from './orders.routes.ts';
import { adminReturnRoutes } from './returns.routes.ts';
import { adminProductRoutes } from './products.routes.ts';
import { adminStaffRoutes } from './staff.routes.ts';
import { adminStockRoutes } from './stock.routes.ts';
import { adminStoreRoutes } from './store.routes.ts';
import { adminVitalsRoutes } from './vitals.routes.ts';

/** The photo upload takes the upload body limit instead of the JSON one. */
export const isPhotoUpload = (method: string, path: string) =>
  method === 'POST' && /^\/api\/admin\/products\/[^/]+\/photos$/.test(path);

export function adminRoutes() {
  const router = createRouter();
  // Every path under /api/admin, known or not, needs a staff login (or ADMIN_TOKEN) before anything else.
  router.use('*', requireStaff);
  return router
    .route('/products', adminProductRoutes())
    .route('/products', adminStockRoutes())
    .route('/staff', adminStaffRoutes())
    .route('/', adminOrderRoutes())
    .route('/', adminReturnRoutes())
    .route('/', adminNotificationRoutes())
    .route('/', adminGrievanceRoutes())
    .route('/', adminInboxRoutes())
    .route('/', adminStoreRoutes())
    .route('/', adminVitalsRoutes());
}
