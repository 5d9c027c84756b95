// The operator API's part of the contract walk (see contract-walk.ts): a success and a refusal per route.
import type { Fixtures, WalkContext, WalkStep } from './contract-walk.ts';

export async function adminWalk(ctx: WalkContext, f: Fixtures): Promise<Record<string, WalkStep>> {
  const admin = { Authorization: `Bearer ${ctx.adminToken}` };
  const wrong = { Authorization: 'Bearer not-the-operator-token' };
  const who = await f.shopper();
  const shipped = await f.deliveredOrder(who);
  const returned = await f.deliveredOrder(who);
  await ctx.store.services.returns.requestReturn(who.id, { orderId: returned, reason: 'Too small' });
  const [request] = (await ctx.store.services.returns.openRequests()).filter((r) => r.orderId === returned);
  return {
    'GET /api/admin/orders': {
      ok: () => ({ method: 'GET', path: '/api/admin/orders?limit=5', headers: admin }),
      refusal: () => ({ method: 'GET', path: '/api/admin/orders', headers: wrong, status: 401 }),
    },
    'POST /api/admin/orders/{orderId}/status': {
      ok: () => ({
        path: `/api/admin/orders/${shipped}/status`,
        json: { status: 'Shipped', awb: 'AWB-9' },
        headers: admin,
      }),
      refusal: () => ({
        path: '/api/admin/orders/ord_nope/status',
        json: { status: 'Shipped' },
        headers: admin,
        status: 404,
      }),
    },
    'GET /api/admin/returns': {
      ok: () => ({ method: 'GET', path: '/api/admin/returns', headers: admin }),
      refusal: () => ({ method: 'GET', path: '/api/admin/returns', status: 401 }),
    },
    'POST /api/admin/returns/{id}/complete': {
      ok: () => ({ path: `/api/admin/returns/${request!.id}/complete`, json: {}, headers: admin }),
      refusal: () => ({ path: `/api/admin/returns/${request!.id}/complete`, json: {}, headers: admin, status: 404 }),
    },
  };
}
