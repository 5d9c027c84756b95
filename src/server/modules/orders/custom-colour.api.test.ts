// The customised colour through the API: a product lists the colours it can be made in, checkout refuses any
// other and charges PUBLIC_CUSTOM_COLOUR_CHARGE a piece through the one pricing rule, the order item records
// the colour, the invoice bills the charge, and the item is not returnable (the policy), as My Orders says.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post, testEnv } from '#/server/test/test-app.ts';
import { bearer } from '#/server/test/auth-helpers.ts';
import { pdfText } from '#/server/test/pdf-text.ts';
import { call, checkoutShop, createShopper, type Line } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { orderItems, orders, products } from '#/server/db/schema/index.ts';
import { priceOrder } from '#/lib/pricing.ts';
import type { Product } from '#/lib/product.ts';

const CHARGE = 299_00; // the default PUBLIC_CUSTOM_COLOUR_CHARGE
const admin = { Authorization: 'Bearer operator-secret-token' };
const shop = checkoutShop({ env: { ADMIN_TOKEN: 'operator-secret-token' }, start: '2026-11-20T10:00:00Z' });
/** A size of Amaltas Yellow Maxi Dress (₹1,450; Rani Pink, Indigo, Ivory) and of a product with no colours. */
let amaltas: Line;
let plain: Line;
let shoppers = 0;

beforeAll(async () => {
  const [offering] = await shop.db.select().from(products).where(eq(products.name, 'Amaltas Yellow Maxi Dress'));
  const lines = await shop.lines();
  amaltas = lines.find((l) => l.productId === offering!.id && l.size === 'M')!;
  const [none] = await shop.db.select().from(products).where(eq(products.name, 'Gulmohar Tiered Maxi Dress'));
  plain = lines.find((l) => l.productId === none!.id && l.size === 'M')!;
  for (const l of [amaltas, plain]) await shop.setStock(l, 100);
});

/** A checkout body with `customColour` on the first line, its amount the items + the charge for its pieces. */
async function colouredBody(lines: [Line, number][], colour: string, chargePaise = CHARGE) {
  const body = await shop.checkoutBody(lines);
  const [first, ...rest] = body.items;
  const pieces = lines[0]![1];
  const subtotalPaise = lines.reduce((sum, [l, q]) => sum + l.pricePaise * q, 0);
  const price = priceOrder({
    subtotalPaise,
    extraPaise: chargePaise * pieces,
    shipping: 'standard',
    rules: testEnv().delivery,
  });
  return { ...body, items: [{ ...first!, customColour: colour }, ...rest], amount: price.totalPaise / 100 };
}

async function place(body: object, ip = `198.51.100.${++shoppers}`) {
  const who = await shop.shopper();
  const r = await shop.call('/api/order/razorpay', body, who, ip);
  return { who, ip, ...r };
}

describe('customised colour at checkout', () => {
  it('the product list names the colours of the products that offer them, and only those', async () => {
    const list = (await (await shop.store.app.request('/api/product/list')).json()) as { products: Product[] };
    const byId = new Map(list.products.map((p) => [p._id, p]));
    expect(byId.get(amaltas.productId)?.customColours).toEqual(['Rani Pink', 'Indigo', 'Ivory']);
    expect(byId.get(plain.productId)).not.toHaveProperty('customColours');
  });

  it('refuses a colour the product does not offer, and any colour on a product that offers none', async () => {
    const before = await shop.stockOf(amaltas);
    const red = await place(await colouredBody([[amaltas, 1]], 'Red'));
    expect(red.status).toBe(422);
    expect(red.body).toEqual({
      success: false,
      message: 'Amaltas Yellow Maxi Dress cannot be made in Red. Please choose one of its colours.',
    });
    const none = await place(await colouredBody([[plain, 1]], 'Rani Pink'));
    expect(none.status).toBe(422);
    expect(none.body.message).toMatch(/cannot be made in Rani Pink/);
    expect(await shop.stockOf(amaltas)).toBe(before);
  });

  it('refuses a total without the charge, one size asked in two colours, and a colour name too long', async () => {
    const unpriced = { ...(await colouredBody([[amaltas, 1]], 'Indigo')) };
    unpriced.amount -= CHARGE / 100;
    const r = await place(unpriced);
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/^Prices have changed: your order total is now ₹1,849/);
    const twice = await colouredBody([[amaltas, 1]], 'Indigo');
    twice.items.push({ ...twice.items[0]!, customColour: 'Ivory' });
    expect((await place(twice)).status).toBe(400);
    const long = await place(await colouredBody([[amaltas, 1]], 'x'.repeat(41)));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/colour/);
  });

  it('charges ₹299 a customised piece on top of the items (free delivery judged on the items alone)', async () => {
    // 2 × ₹1,450 in rani pink (any case) + 1 plain dress: ₹2,900 + ₹2,490 of items, delivery free, + ₹598.
    const body = await colouredBody(
      [
        [amaltas, 2],
        [plain, 1],
      ],
      'rani pink',
    );
    expect(body.amount).toBe(1450 * 2 + 2490 + 598);
    const placed = await place(body);
    expect(placed.status).toBe(200);
    expect(placed.body.order.amount).toBe(body.amount * 100);
    const orderId = placed.body.order.receipt as string;
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    expect([order?.extraPaise, order?.deliveryPaise, order?.amountPaise]).toEqual([598_00, 0, body.amount * 100]);
    const items = await shop.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const colours = Object.fromEntries(items.map((i) => [i.productId, i.customColour]));
    expect(colours).toEqual({ [amaltas.productId]: 'Rani Pink', [plain.productId]: null });

    // Paid: the invoice bills the colour as its own service line and names it on the item.
    expect((await shop.pay(placed.who, placed.body.order.id, placed.ip)).status).toBe(200);
    const invoice = await shop.store.app.request(`/api/order/${orderId}/invoice`, {
      headers: bearer(placed.who.token),
    });
    const text = pdfText(new Uint8Array(await invoice.arrayBuffer()));
    // The description wraps in its column: read it with the lines joined.
    expect(text.replace(/\s+/g, ' ')).toContain('Amaltas Yellow Maxi Dress (size M, made in Rani Pink)');
    expect(text).toMatch(/Customised colour charge 999799 1 598\.00 0\.00 506\.78 18% 91\.22 598\.00/);
    expect(text).toContain(`Grand total (₹) ${new Intl.NumberFormat('en-IN').format(body.amount)}.00`);

    // Delivered: the customised item is not returnable, and My Orders says why; the plain one is.
    await walkOrderTo(shop.store, orderId, 'Shipped');
    expect(
      (await shop.store.app.request(`/api/admin/orders/${orderId}/status`, post({ status: 'Delivered' }, admin)))
        .status,
    ).toBe(200);
    const mine = (await shop.call('/api/order/userorders', {}, placed.who)).body.orders;
    const mineItems = mine.find((o: { _id: string }) => o._id === orderId).items;
    const customised = mineItems.find((i: { productId: string }) => i.productId === amaltas.productId);
    const asPictured = mineItems.find((i: { productId: string }) => i.productId === plain.productId);
    expect(customised).toMatchObject({
      customColour: 'Rani Pink',
      canReturn: false,
      canExchange: false,
      reason: 'Customised items cannot be returned or exchanged',
    });
    expect(asPictured).toMatchObject({ canReturn: true, canExchange: true });
    expect(asPictured).not.toHaveProperty('customColour');
    const refused = await shop.call(
      '/api/order/return-order',
      { orderId, productId: amaltas.productId, reason: 'Colour not as expected' },
      placed.who,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Customised items cannot be returned or exchanged/);
  });

  it('charges what PUBLIC_CUSTOM_COLOUR_CHARGE says', async () => {
    const other = await createTestApp(
      { TRUST_PROXY: 'true', PUBLIC_CUSTOM_COLOUR_CHARGE: '450' },
      { now: () => shop.clock },
    );
    try {
      const who = await createShopper(other, shop.clock);
      const body = await colouredBody([[amaltas, 1]], 'Ivory', 450_00);
      expect(body.amount).toBe(1450 + 450 + 100);
      const r = await call(other, '/api/order/razorpay', body, who);
      expect(r.status).toBe(200);
      expect(r.body.order.amount).toBe(2000_00);
    } finally {
      await other.close();
    }
  });
});
