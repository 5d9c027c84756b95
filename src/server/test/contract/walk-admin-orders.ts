// The console's orders, messages and returns in the contract walk (contract-walk-admin.ts places these steps
// between the coupons and the inboxes): an order it ships, and three delivered ones whose return, refusal and
// exchange it walks, each step a success and a refusal.
import { eq } from 'drizzle-orm';
import { creditNotes } from '#/server/db/schema/index.ts';
import { walkRequest } from '#/server/test/return-steps.ts';
import { type Fixtures, type Shopper, step, type WalkContext, type WalkStep, withoutLogin } from './walk-kit.ts';

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

  const asStaff = { headers: staff };
  const order = (id: string, tail = '') => `/api/admin/orders/${id}${tail}`;
  const returnStep = (id: string, action: string) => `/api/admin/returns/${id}/${action}`;
  return {
    'GET /api/admin/orders': step(
      { path: '/api/admin/orders?limit=5&method=Razorpay', headers: admin },
      { path: '/api/admin/orders', headers: wrong, status: 401 },
    ),
    'GET /api/admin/orders/{orderId}': step(
      { path: order(shipped), ...asStaff },
      { path: order('ord_nope'), status: 404 },
    ),
    'POST /api/admin/orders/{orderId}/status': step(
      {
        path: order(shipped, '/status'),
        json: { status: 'Shipped', awb: 'AWB-9', courier: 'Blue Dart' },
        headers: admin,
      },
      // Shipped now: back to Packing is not one of its next steps.
      { json: { status: 'Packing' }, status: 422 },
    ),
    'GET /api/admin/orders/{orderId}/invoice': step(
      { path: order(shipped, '/invoice'), ...asStaff },
      { path: order('ord_nope', '/invoice'), status: 404 },
    ),
    'GET /api/admin/orders/{orderId}/packing-slip': step(
      { path: order(shipped, '/packing-slip'), ...asStaff },
      { path: order(owing, '/packing-slip'), status: 422 },
    ),
    'POST /api/admin/orders/{orderId}/notes': step(
      { path: order(shipped, '/notes'), json: { text: 'Gift wrap it' }, ...asStaff },
      { json: { text: ' ' }, status: 400 },
    ),
    'POST /api/admin/orders/{orderId}/refund-paid': step(
      { path: order(owing, '/refund-paid'), json: { reference: 'UTR-WALK-1' }, ...asStaff },
      // Paid just above: nothing is owed any more.
      { json: { reference: 'UTR-WALK-2' }, status: 409 },
    ),
    'GET /api/admin/notifications': step(
      // The walk's orders were told: their messages list (queued or sent), masked.
      { path: '/api/admin/notifications?status=all&limit=5', ...asStaff },
      { path: '/api/admin/notifications?status=sent', status: 400 },
    ),
    'POST /api/admin/notifications/retry': step(
      { json: { ids: ['ntf_walk'] }, headers: admin },
      { json: {}, headers: shopper, status: 403 },
    ),
    // The operator token acts as an owner; staff may not run the daily job.
    'POST /api/admin/notifications/daily': step({ headers: admin }, { ...asStaff, status: 403 }),
    'GET /api/admin/returns': step(
      { path: '/api/admin/returns?state=all', headers: admin },
      { path: '/api/admin/returns', ...withoutLogin },
    ),
    'POST /api/admin/returns/{id}/approve': step(
      { path: returnStep(returnedRequest, 'approve'), json: { pickupAwb: 'PK-1001' }, ...asStaff },
      // Approved just above: not a step it can take again.
      { json: undefined, status: 422 },
    ),
    'POST /api/admin/returns/{id}/receive': step(
      { path: returnStep(returnedRequest, 'receive'), ...asStaff },
      { path: returnStep('ret_nope', 'receive'), status: 404 },
    ),
    'POST /api/admin/returns/{id}/ship-replacement': step(
      { path: returnStep(exchangedRequest, 'ship-replacement'), json: { awb: 'RPL-1001' }, ...asStaff },
      // A return, not an exchange: it has no replacement to ship.
      { path: returnStep(returnedRequest, 'ship-replacement'), json: { awb: 'RPL-1002' }, status: 422 },
    ),
    'POST /api/admin/returns/{id}/complete': step(
      { path: returnStep(returnedRequest, 'complete'), json: {}, headers: admin },
      // Completed just above.
      { status: 422 },
    ),
    'GET /api/admin/orders/{orderId}/credit-note/{creditNoteId}': step(
      // The return completed just above issued it.
      async () => {
        const [note] = await store.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, returned));
        return { path: order(returned, `/credit-note/${note!.id}`), ...asStaff };
      },
      { path: order(shipped, '/credit-note/cn_nope'), status: 404 },
    ),
    'POST /api/admin/returns/{id}/refuse': step(
      { path: returnStep(refusedRequest, 'refuse'), json: { reason: 'Worn' }, ...asStaff },
      { json: { reason: '' }, status: 400 },
    ),
  };
}
