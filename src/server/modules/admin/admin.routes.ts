// /api/admin/*: the owner's console API (the /admin screens) and the operator's automation (`npm run shop`).
//
// CONTRACT (shared with the console screens; extend, never rename silently)
// Access: a store account's token (POST /api/user/login) whose role is `staff` or `owner`, or ADMIN_TOKEN (acts
// as owner; audit actor "automation"). No or invalid token 401; a shopper 403; staff on owner-only routes 403;
// 10 wrong ADMIN_TOKEN guesses in 15 minutes lock that (address group, token's first 8 characters) pair (429);
// 403s and wrong or locked tokens are audited with the client address. Replies `{ success: true, ... }` or
// `{ success: false, message }` (4xx); dates ISO 8601; money in rupees. Input schemas and AdminProduct,
// AdminCoupon, PublishStatus: src/lib/admin.ts (the console's forms import the same schemas). The shop's product
// list also carries `mrp` and `imageAlt` (alt text per image) when set here.
// Paged lists (marked "paged") take `?cursor=&limit=` and answer `nextCursor` (null on the last page): pass it
// back as `cursor` for the next page, which starts after the last row shown (newest first, by time then id).
//   GET    /me                          → { staff: { email, name, role } }
//   GET    /dashboard                   → { today: { orders, revenue }, days: [{ date, orders, revenue,
//                                           averageOrderValue }] (30, India dates), bestSellers: [{ productId,
//                                           name, sold }], lowStock: [{ productId, name, size, stock }],
//                                           openRequests, codAwaitingDispatch }
//   GET    /products?q=&category=&status=active|archived → { products: AdminProduct[] } (paged, 500)
//   GET    /products/:id               → { product }
//   POST   /products  { name, price, mrp?, category, subCategory, description, sizes: [{ size, stock }] }
//                                       → { product }  (409 when another product has the name's page path)
//   PATCH  /products/:id (any of those; mrp: null clears it; sizes = the full list) → { product }
//   POST   /products/:id/archive { archived } → { product }
//   POST   /products/:id/photos (multipart: 1–4 `photos` files, optional `alt`) → { product }
//   PATCH  /products/:id/photos { order: photoId[] (all of them), alt?: { [photoId]: string } } → { product }
//   DELETE /products/:id/photos/:photoId → { product }
//   POST   /products/:id/stock { size, delta, reason } → { product }  (422 below 0)
//   GET    /products/:id/stock-history → { history: [{ at, size, delta, stockAfter, reason, actor }] }
//   GET    /coupons → { coupons: AdminCoupon[] }; POST /coupons (CouponInput) → { coupon } (409 duplicate);
//   PATCH  /coupons/:code (CouponPatch) → { coupon }
//          AdminCoupon: { code, kind: percent|fixed, value (percent or ₹), minSubtotal, maxDiscount, expiresAt,
//          usageLimit, perShopperLimit, firstOrderOnly, active, used, held }
//   GET    /orders?status=&method=Razorpay|Card|Store credit|COD&q= → { orders } (placed orders only; paged, 50)
//   GET    /orders/:id → { order } (with address, charges, requests, invoiceNumber)
//   POST   /orders/:id/status { status, awb? } → { message }
//   GET    /orders/:id/invoice → application/pdf (404 until paid)
//   GET    /returns?state=open|all (paged, 500) → { requests: [{ id, orderId, orderItemId,
//                                           kind: return|exchange, state: requested|approved|completed|refused,
//                                           reason, newSize, fee, refusalReason, requestedAt, approvedAt,
//                                           completedAt, refusedAt, item: { productId, name, size, quantity,
//                                           image }, customer }] }
//   POST   /returns/:id/approve → { message }; POST /returns/:id/complete → { kind, creditPaise }
//   POST   /returns/:id/refuse { reason } → { message } (My Orders shows "Your … request was refused: reason")
//   GET    /custom-requests → { requests }; GET /contact-messages → { messages } (both paged, 500)
//   GET    /newsletter → { subscribers: [{ email, at }] } (paged, 500; ?format=csv → text/csv of all of them)
//   GET    /staff → { staff: [{ email, name, role }] }; POST /staff { email, role } → { staff };
//   DELETE /staff/:email → { message }  (owner only; the last owner cannot be removed or demoted: 422)
//   GET    /audit?actor=&action=&target= → { entries: [{ id, at, actor, action, target, detail }] } (paged, 100;
//                                           filters match exactly; refusals: access.refused, token.wrong,
//                                           token.locked, actor "anonymous" for a token, detail.address)
//   GET    /vitals → { days: 7, since, rows: [{ page, metric: LCP|INP|CLS, p75, samples, rating }] } (field data)
//   POST   /publish → { publish }; GET /publish → { publish: { state: idle|queued|building|live|failed,
//                                           startedAt, finishedAt, durationMs, error, queued } }
import { Hono } from 'hono';
import type { AppEnv } from '#/server/http/context.ts';
import { requireStaff } from '#/server/http/admin-auth.ts';
import { adminOrderRoutes } from './orders.routes.ts';
import { adminProductRoutes } from './products.routes.ts';
import { adminStaffRoutes } from './staff.routes.ts';
import { adminStoreRoutes } from './store.routes.ts';
import { adminVitalsRoutes } from './vitals.routes.ts';

/** The photo upload takes the upload body limit instead of the JSON one. */
export const isPhotoUpload = (method: string, path: string) =>
  method === 'POST' && /^\/api\/admin\/products\/[^/]+\/photos$/.test(path);

export function adminRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireStaff);
  r.route('/products', adminProductRoutes());
  r.route('/staff', adminStaffRoutes());
  r.route('/', adminOrderRoutes());
  r.route('/', adminStoreRoutes());
  r.route('/', adminVitalsRoutes());
  return r;
}
