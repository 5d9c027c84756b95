// The contract test's walk (contract.api.test.ts): for every documented route, a request that succeeds and one
// that is refused, run in this order against one store (later steps use what earlier ones made). A route that
// can refuse nothing (no input, no login) says why in `refusal` instead; the test checks it documents no refusal.
// The steps live in walk-shop.ts, walk-account.ts and walk-orders.ts (the console's in contract-walk-admin.ts);
// walk-kit.ts has what they share.
import { type Fixtures, type WalkContext, type WalkStep, walkState } from './walk-kit.ts';
import { orderSteps } from './walk-orders.ts';
import { shopSteps } from './walk-shop.ts';
import { accountSteps } from './walk-account.ts';

export async function storeWalk(ctx: WalkContext, f: Fixtures): Promise<Record<string, WalkStep>> {
  const state = await walkState(f);
  // An item whose return is under way (approved, with a pickup AWB): My Orders' reply carries its `request`.
  const { returns } = ctx.store.services;
  const underWay = await f.deliveredOrder(state.returner);
  await returns.requestReturn(state.returner.id, { orderId: underWay, reason: 'Too long' });
  const request = (await returns.openRequests()).find((r) => r.orderId === underWay)!;
  await returns.approve(request.id, { pickupAwb: 'PK-1001' });
  return { ...shopSteps(ctx, f, state), ...accountSteps(ctx, state), ...orderSteps(ctx, f, state) };
}
