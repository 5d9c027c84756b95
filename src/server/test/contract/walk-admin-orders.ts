// The console's orders, messages and returns in the contract walk (contract-walk-admin.ts places these steps
// between the coupons and the inboxes): an order it ships, and three delivered ones whose return, refusal and
// exchange it walks, each step a success and a refusal.
import { eq } from 'drizzle-orm';
import { creditNotes } from '#/server/db/schema/index.ts';
import { walkRequest } from '#/server/test/return-steps.ts';
import type { Fixtures, Shopper, WalkContext, WalkStep } from './walk-kit.ts';

type Headers = Record<string, string>;

export async function adminOrderSteps(
  ctx: WalkContext,
  f: Fixtures,
  callers: { admin: Headers; wrong: Headers; staff: Headers; shopper: Headers },
  who: Shopper,
): Promise<Record<string, WalkStep>> {
  const { store } = ctx;
  const { admin, wrong, staff, shopper } = callers;
  // Packed: the walk ships it.
  const shipped = await f.paidOrder(who, 'Packing');
  // Cancelled after it was paid: it owes the payment back until the walk marks the refund paid.
  const owing = await f.paidOrder(who, 'Packing');
  await store.services.orderStatus.setStatus(owing, { to: 'Cancelled', reason: 'Out of fabric' });
  const returned = await f.deliveredOrder(who);
  const refused = await f.deliveredOrder(who);
  const exchanged = await f.deliveredOrder(who);
  await store.services.returns.requestReturn(who.id, { orderId: returned, reason: 'Too small' });
  await store.services.returns.requestReturn(who.id, { orderId: refused, reason: 'Changed my mind' });
  await store.services.returns.requestExchange(who.id, { orderId: exchanged, newSize: f.otherSize });
  const requestOf = async (orderId: string) =>
    (await store.services.returns.openRequests()).find((r) => r.orderId === orderId)!.id;
  const returnedRequest = await requestOf(returned);
  const refusedRequest = await requestOf(refused);
  // The exchange's parcel is back: the walk ships its replacement.
  const exchangedRequest = await requestOf(exchanged);
  await walkRequest(store, exchangedRequest, 'received');

  return {
    'GET /api/admin/orders': {
      ok: () => ({ method: 'GET', path: '/api/admin/orders?limit=5&method=Razorpay', headers: admin }),
      refusal: () => ({ method: 'GET', path: '/api/admin/orders', headers: wrong, status: 401 }),
    },
    'GET /api/admin/orders/{orderId}': {
      ok: () => ({ method: 'GET', path: `/api/admin/orders/${shipped}`, headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/orders/ord_nope', headers: staff, status: 404 }),
    },
    'POST /api/admin/orders/{orderId}/status': {
      ok: () => ({
        path: `/api/admin/orders/${shipped}/status`,
        json: { status: 'Shipped', awb: 'AWB-9', courier: 'Blue Dart' },
        headers: admin,
      }),
      // Shipped now: back to Packing is not one of its next steps.
      refusal: () => ({
        path: `/api/admin/orders/${shipped}/status`,
        json: { status: 'Packing' },
        headers: admin,
        status: 422,
      }),
    },
    'GET /api/admin/orders/{orderId}/invoice': {
      ok: () => ({ method: 'GET', path: `/api/admin/orders/${shipped}/invoice`, headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/orders/ord_nope/invoice', headers: staff, status: 404 }),
    },
    'GET /api/admin/orders/{orderId}/packing-slip': {
      ok: () => ({ method: 'GET', path: `/api/admin/orders/${shipped}/packing-slip`, headers: staff }),
      refusal: () => ({ method: 'GET', path: `/api/admin/orders/${owing}/packing-slip`, headers: staff, status: 422 }),
    },
    'POST /api/admin/orders/{orderId}/notes': {
      ok: () => ({ path: `/api/admin/orders/${shipped}/notes`, json: { text: 'Gift wrap it' }, headers: staff }),
      refusal: () => ({ path: `/api/admin/orders/${shipped}/notes`, json: { text: ' ' }, headers: staff, status: 400 }),
    },
    'POST /api/admin/orders/{orderId}/refund-paid': {
      ok: () => ({ path: `/api/admin/orders/${owing}/refund-paid`, json: { reference: 'UTR-WALK-1' }, headers: staff }),
      // Paid just above: nothing is owed any more.
      refusal: () => ({
        path: `/api/admin/orders/${owing}/refund-paid`,
        json: { reference: 'UTR-WALK-2' },
        headers: staff,
        status: 409,
      }),
    },
    'GET /api/admin/notifications': {
      // The walk's orders were told: their messages list (queued or sent), masked.
      ok: () => ({ method: 'GET', path: '/api/admin/notifications?status=all&limit=5', headers: staff }),
      refusal: () => ({ method: 'GET', path: '/api/admin/notifications?status=sent', headers: staff, status: 400 }),
    },
    'POST /api/admin/notifications/retry': {
      ok: () => ({ path: '/api/admin/notifications/retry', json: { ids: ['ntf_walk'] }, headers: admin }),
      refusal: () => ({ path: '/api/admin/notifications/retry', json: {}, headers: shopper, status: 403 }),
    },
    // The operator token acts as an owner; staff may not run the daily job.
    'POST /api/admin/notifications/daily': {
      ok: () => ({ path: '/api/admin/notifications/daily', headers: admin }),
      refusal: () => ({ path: '/api/admin/notifications/daily', headers: staff, status: 403 }),
    },
    'GET /api/admin/returns': {
      ok: () => ({ method: 'GET', path: '/api/admin/returns?state=all', headers: admin }),
      refusal: () => ({ method: 'GET', path: '/api/admin/returns', status: 401 }),
    },
    'POST /api/admin/returns/{id}/approve': {
      ok: () => ({
        path: `/api/admin/returns/${returnedRequest}/approve`,
        json: { pickupAwb: 'PK-1001' },
        headers: staff,
      }),
      refusal: () => ({ path: `/api/admin/returns/${returnedRequest}/approve`, headers: staff, status: 422 }),
    },
    'POST /api/admin/returns/{id}/receive': {
      ok: () => ({ path: `/api/admin/returns/${returnedRequest}/receive`, headers: staff }),
      refusal: () => ({ path: '/api/admin/returns/ret_nope/receive', headers: staff, status: 404 }),
    },
    'POST /api/admin/returns/{id}/ship-replacement': {
      ok: () => ({
        path: `/api/admin/returns/${exchangedRequest}/ship-replacement`,
        json: { awb: 'RPL-1001' },
        headers: staff,
      }),
      refusal: () => ({
        path: `/api/admin/returns/${returnedRequest}/ship-replacement`,
        json: { awb: 'RPL-1002' },
        headers: staff,
        status: 422,
      }),
    },
    'POST /api/admin/returns/{id}/complete': {
      ok: () => ({ path: `/api/admin/returns/${returnedRequest}/complete`, json: {}, headers: admin }),
      refusal: () => ({
        path: `/api/admin/returns/${returnedRequest}/complete`,
        json: {},
        headers: admin,
        status: 422,
      }),
    },
    'GET /api/admin/orders/{orderId}/credit-note/{creditNoteId}': {
      // The return completed just above issued it.
      ok: async () => {
        const [note] = await store.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, returned));
        return { method: 'GET', path: `/api/admin/orders/${returned}/credit-note/${note!.id}`, headers: staff };
      },
      refusal: () => ({
        method: 'GET',
        path: `/api/admin/orders/${shipped}/credit-note/cn_nope`,
        headers: staff,
        status: 404,
      }),
    },
    'POST /api/admin/returns/{id}/refuse': {
      ok: () => ({ path: `/api/admin/returns/${refusedRequest}/refuse`, json: { reason: 'Worn' }, headers: staff }),
      refusal: () => ({
        path: `/api/admin/returns/${refusedRequest}/refuse`,
        json: { reason: '' },
        headers: staff,
        status: 400,
      }),
    },
  };
}
