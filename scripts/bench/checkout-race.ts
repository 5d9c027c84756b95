// The checkout race of `npm run bench:api` (api.ts): shoppers racing over HTTP for the last units of one size,
// through "Proceed to Pay", the sandbox's Pay and verification, must end with exactly that many paid orders.
import { ADDRESS } from '#/server/test/sample-address.ts';
import type { Row } from './table.ts';

export type Product = { _id: string; name: string; price: number; sizes: { size: string; stock: number }[] };
export type Shopper = { email: string; token: string; ip: string };

async function stockOf(base: string, productId: string, size: string): Promise<number> {
  const list = (await (await fetch(`${base}/api/product/list`)).json()) as { products: Product[] };
  return list.products.find((p) => p._id === productId)!.sizes.find((s) => s.size === size)!.stock;
}

/** One shopper's "Proceed to Pay" → sandbox Pay → verify, over HTTP; returns the statuses it met. */
export async function buy(
  base: string,
  shopper: Shopper,
  product: Product,
  size: string,
): Promise<{ paid: boolean; statuses: number[] }> {
  const headers = {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${shopper.token}`,
    'X-Forwarded-For': shopper.ip,
  };
  const call = (path: string, body: unknown) =>
    fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  const created = await call('/api/order/razorpay', {
    address: ADDRESS,
    items: [{ _id: product._id, size, quantity: 1 }],
    amount: product.price + 100,
  });
  if (!created.ok) return { paid: false, statuses: [created.status] };
  const { order } = (await created.json()) as { order: { id: string } };
  const pay = await call('/api/order/sandbox/pay', { razorpay_order_id: order.id });
  const { response } = (await pay.json()) as { response: unknown };
  const verified = await call('/api/order/verifyrazorpay', response);
  return { paid: verified.ok, statuses: [created.status, pay.status, verified.status] };
}

/** DESIGN §6: shoppers racing for the last units of one size end with exactly that many paid orders. */
export async function race(base: string, shoppers: Shopper[]): Promise<Row[]> {
  const list = (await (await fetch(`${base}/api/product/list`)).json()) as { products: Product[] };
  const product =
    list.products.find((p) => p.sizes.some((s) => s.stock === 5)) ??
    list.products.find((p) => p.sizes.some((s) => s.stock > 0 && s.stock < shoppers.length))!;
  const size = product.sizes.find((s) => s.stock === 5)?.size ?? product.sizes.find((s) => s.stock > 0)!.size;
  const units = await stockOf(base, product._id, size);
  const started = performance.now();
  const outcomes = await Promise.all(shoppers.map((s) => buy(base, s, product, size)));
  const raceMs = Math.round(performance.now() - started);
  const rows: Row[] = [
    {
      scenario: `${shoppers.length} shoppers race for the last ${units}`,
      paid: outcomes.filter((o) => o.paid).length,
      expected: units,
      'stock left': await stockOf(base, product._id, size),
      '5xx': outcomes.flatMap((o) => o.statuses).filter((s) => s >= 500).length,
      ms: raceMs,
    },
  ];

  // The same shopper presses Proceed to Pay in two tabs at once, then pays in both.
  const other = list.products.find((p) => p._id !== product._id && p.sizes.some((s) => s.stock >= 3))!;
  const otherSize = other.sizes.find((s) => s.stock >= 3)!.size;
  const before = await stockOf(base, other._id, otherSize);
  const shopper = shoppers[0]!;
  const t0 = performance.now();
  const tabs = await Promise.all([buy(base, shopper, other, otherSize), buy(base, shopper, other, otherSize)]);
  const mine = (await (
    await fetch(`${base}/api/order/userorders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shopper.token}` },
      body: '{}',
    })
  ).json()) as { orders: { items: { _id: string }[] }[] };
  rows.push({
    scenario: 'one shopper, Proceed to Pay in two tabs',
    paid: mine.orders.filter((o) => JSON.stringify(o).includes(other.name)).length,
    expected: 1,
    'stock left': `${await stockOf(base, other._id, otherSize)} of ${before}`,
    '5xx': tabs.flatMap((o) => o.statuses).filter((s) => s >= 500).length,
    ms: Math.round(performance.now() - t0),
  });
  return rows;
}
