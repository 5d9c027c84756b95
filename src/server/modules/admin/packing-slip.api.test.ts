// The packing slip (GET /api/admin/orders/:id/packing-slip): a PDF for the parcel, read back with pdftotext. It
// names the store and its address, the order and its date, who it goes to (with the phone), every item with its size,
// colour and quantity, what the courier collects for a cash order or that a paid one is prepaid, the courier and AWB
// once shipped, and how to return; never a price (a prepaid slip holds no "₹" at all). Staff only; a cancelled
// order has none. PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createCapturingSms } from '#/server/test/capture-sms.ts';
import { ADDRESS, checkoutShop, type Line, type Shopper } from '#/server/test/checkout.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import { TEST_AWB, TEST_COURIER, walkOrderTo } from '#/server/test/order-steps.ts';
import { pdfText } from '#/server/test/pdf-text.ts';
import { orderItems, orders } from '#/server/db/schema/index.ts';
import { formatPaise } from '#/domain/money.ts';

const sms = createCapturingSms();
const shop = checkoutShop({ sms, start: '2026-11-20T10:00:00Z' });
let lines: Line[];
let staff: Caller;

const slip = (orderId: string, who: { headers: Record<string, string> } = staff) =>
  shop.store.app.request(`/api/admin/orders/${orderId}/packing-slip`, { headers: who.headers });
const slipText = async (orderId: string) => {
  const res = await slip(orderId);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  expect(res.headers.get('Content-Disposition')).toContain(`packing-slip-${orderId}.pdf`);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
};

/** A Razorpay order of two lines (two pieces of the first), paid. */
const paidOrder = async (who: Shopper) =>
  shop.paidOrder(
    who,
    await shop.checkoutBody([
      [lines[0]!, 2],
      [lines[1]!, 1],
    ]),
  );

/** A cash order of one unit, its code confirmed. */
const cashOrder = async (who: Shopper) => shop.cashOrder(who, await shop.checkoutBody([[lines[0]!, 1]]));

beforeAll(async () => {
  lines = (await shop.lines()).filter((l, i, all) => all.findIndex((o) => o.productId === l.productId) === i);
  for (const line of lines.slice(0, 2)) await shop.setStock(line, 20);
  staff = await createCaller(shop.store, 'staff', shop.clock);
});

describe('packing slip', () => {
  it('a prepaid order: store, order, ship-to, items (size, colour, quantity), no price; AWB once shipped', async () => {
    const orderId = await paidOrder(await shop.shopper());
    // The second line was made in a colour the shopper chose.
    const [, second] = await shop.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    await shop.db.update(orderItems).set({ customColour: 'Wine' }).where(eq(orderItems.id, second!.id));
    const items = await shop.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

    const text = await slipText(orderId);
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain('Saanjh');
    expect(text).toContain('Gurugram');
    expect(text).toContain(`Order no. ${orderId}`);
    expect(text).toContain('Order date 20 Nov 2026');
    expect(text).toContain(`${ADDRESS.firstName} ${ADDRESS.lastName}`);
    expect(text).toContain(ADDRESS.street);
    expect(text).toContain(`${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.zipcode}`);
    expect(text).toContain(`Phone: ${ADDRESS.phone}`);
    for (const item of items) {
      expect(text).toContain(item.name);
      const colour = item.customColour ?? 'As pictured';
      expect(text).toMatch(new RegExp(`${item.size} ${colour} ${item.quantity}\\n`));
    }
    expect(text).toContain('3 pieces in this parcel');
    expect(text).toContain('Prepaid: nothing to collect');
    expect(text).toContain('within 7 days of delivery');
    // No price, no total: not one rupee sign, nor any item's price as the invoice prints it.
    expect(text).not.toContain('₹');
    for (const item of items) expect(text).not.toContain(formatPaise(item.pricePaise).slice(1));
    expect(text).not.toContain('AWB');

    await walkOrderTo(shop.store, orderId, 'Shipped');
    const shipped = await slipText(orderId);
    expect(shipped).toContain(`Courier ${TEST_COURIER}`);
    expect(shipped).toContain(`AWB ${TEST_AWB}`);
  });

  it('a cash order says what the courier collects: the order total', async () => {
    const orderId = await cashOrder(await shop.shopper());
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    const text = await slipText(orderId);
    expect(text).toContain(`Cash on delivery: collect ${formatPaise(order!.amountPaise)}`);
    expect(text).not.toContain('Prepaid');
    // The one amount on the slip is the one to collect.
    expect(text.match(/₹/g)).toHaveLength(1);
  });

  it('is staff only, and a cancelled or unknown order has none', async () => {
    const orderId = await paidOrder(await shop.shopper());
    const shopper = await createCaller(shop.store, 'shopper', shop.clock);
    expect((await slip(orderId, { headers: {} })).status).toBe(401);
    const refused = await slip(orderId, shopper);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false });
    expect((await slip('ord_none')).status).toBe(404);

    const cancelled = await admin(shop.store, 'POST', `/orders/${orderId}/status`, staff, {
      status: 'Cancelled',
      reason: 'Out of fabric',
    });
    expect(cancelled.status).toBe(200);
    const res = await slip(orderId);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ success: false, message: `Order ${orderId} was cancelled: it is not sent.` });
  });
});
