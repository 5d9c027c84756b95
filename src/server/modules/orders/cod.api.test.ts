// Cash on delivery through the API: who may pay in cash, the order held with its stock and coupon, the code
// sent to the delivery phone (5 tries, 10 minutes, 30 s between resends, 5 sends an order, single use), the
// operator's Delivered and Returned to Origin. The PostgreSQL run proves the code's tries, sends and single use
// hold under parallel requests.
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { post } from '#/server/test/test-app.ts';
import { bearer } from '#/server/test/auth-helpers.ts';
import { pdfText } from '#/server/test/pdf-text.ts';
import { ADDRESS, checkoutShop, type Line, midPriced } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { createCapturingSms } from '#/server/test/capture-sms.ts';
import { codCodes, orders, productSizes } from '#/server/db/schema/index.ts';
import { COD_MAX_SENDS, TOO_MANY_SENDS } from '#/server/modules/orders/cod.service.ts';

const FEE = 49;
// One phone and address serve every test here, so the hourly code caps and the unpaid-cash limits are raised out of
// the way; cod-limits.api.test.ts proves them at their defaults.
const roomy = {
  COD_CODES_PER_PHONE_PER_HOUR: '100',
  COD_MAX_OUTSTANDING_ORDERS: '100',
  COD_MAX_OUTSTANDING_TOTAL: '1000000',
};
const sms = createCapturingSms();
const shop = checkoutShop({
  env: { ADMIN_TOKEN: 'operator-secret-token', ...roomy },
  sms,
  start: '2026-11-20T10:00:00Z',
});
let line: Line;
const admin = { Authorization: 'Bearer operator-secret-token' };

beforeEach(async () => {
  await shop.nextHour();
  line = await shop.stockedLine(100, midPriced);
});

/** A COD checkout body: the browser shows and sends the total with the COD fee line. */
async function codBody(quantity = 1, address = ADDRESS) {
  const body = await shop.checkoutBody([[line, quantity]]);
  return { ...body, address, amount: body.amount + FEE };
}
const tick = (ms: number) => {
  shop.clock = new Date(shop.clock.getTime() + ms);
};
const sendsOf = async (id: string) => (await shop.db.select().from(codCodes).where(eq(codCodes.orderId, id)))[0]?.sends;
const orderOf = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const setStatus = (id: string, status: string) =>
  shop.store.app.request(`/api/admin/orders/${id}/status`, post({ status }, admin));

async function startCod(quantity = 1) {
  const s = await shop.shopper();
  const r = await shop.call('/api/order/cod', await codBody(quantity), s);
  expect(r.status).toBe(200);
  return { s, orderId: r.body.orderId as string, body: r.body };
}

describe('placing a COD order', () => {
  it('holds the stock, texts a code, and the code places the order that My Orders shows', async () => {
    const { s, orderId, body } = await startCod(2);
    expect(body).toEqual({ success: true, orderId, message: 'We sent a code to your phone ••••••3210' });
    expect(await shop.stockOf(line)).toBe(98);
    const text = sms.sent.at(-1)!;
    expect(text.to).toBe(ADDRESS.phone);
    expect(text.text).toMatch(/^Your Saanjh COD code is \d{6}\b/);
    expect(text.vars?.otp).toBe(sms.lastCode(ADDRESS.phone));
    const pending = await orderOf(orderId);
    expect([pending.paymentState, pending.paymentMethod, pending.codFeePaise]).toEqual(['pending', 'COD', FEE * 100]);
    expect((await shop.call('/api/order/userorders', {}, s)).body.orders).toEqual([]);

    const ok = await shop.call('/api/order/cod/confirm', { orderId, otp: sms.lastCode(ADDRESS.phone) }, s);
    expect(ok.body).toMatchObject({ success: true, message: 'Order placed successfully!' });
    const placed = await orderOf(orderId);
    expect([placed.paymentState, placed.status, placed.paidAt]).toEqual(['cod', 'Order Placed', null]);
    expect(placed.amountPaise).toBe(Math.round((await codBody(2)).amount * 100));
    const [size] = await shop.db.select().from(productSizes).where(eq(productSizes.id, line.sizeId));
    expect(size?.stock).toBe(98);
    const mine = (await shop.call('/api/order/userorders', {}, s)).body.orders;
    expect(mine.map((o: { _id?: string; orderId?: string }) => o._id ?? o.orderId)).toContain(orderId);
    // Not paid until the door: My Orders says so and shows the fee in the break-up.
    expect(mine.find((o: { _id: string }) => o._id === orderId)).toMatchObject({
      payment: false,
      paymentMethod: 'COD',
      charges: { codFee: 49 },
    });
    // Single use: the same code again does not place anything twice.
    const again = await shop.call('/api/order/cod/confirm', { orderId, otp: sms.lastCode(ADDRESS.phone) }, s);
    expect(again.status).toBe(422);
  });

  it('charges the COD fee: the amount without it is refused as a changed total', async () => {
    const s = await shop.shopper();
    const withoutFee = await shop.checkoutBody([[line, 1]]);
    const r = await shop.call('/api/order/cod', withoutFee, s);
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('Prices have changed');
    expect(await shop.stockOf(line)).toBe(100);
  });
});

describe('the code', () => {
  it('allows 5 tries, then refuses even the right code', async () => {
    const { s, orderId } = await startCod();
    const right = sms.lastCode(ADDRESS.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const r = await shop.call('/api/order/cod/confirm', { orderId, otp: wrong }, s);
      expect(r.body.message).toBe('Invalid code');
    }
    const fifth = await shop.call('/api/order/cod/confirm', { orderId, otp: wrong }, s);
    expect(fifth.body.message).toBe('Too many wrong codes. Please request a new one.');
    const late = await shop.call('/api/order/cod/confirm', { orderId, otp: right }, s);
    expect(late.status).toBe(422);
    expect((await orderOf(orderId)).paymentState).toBe('pending');
  });

  it('expires after 10 minutes', async () => {
    const { s, orderId } = await startCod();
    tick(10 * 60_000 + 1);
    const r = await shop.call('/api/order/cod/confirm', { orderId, otp: sms.lastCode(ADDRESS.phone) }, s);
    expect(r.body).toEqual({ success: false, message: 'The code has expired. Please request a new one.' });
  });

  it('is resent only after 30 seconds, and only the new code works', async () => {
    const { s, orderId } = await startCod();
    const first = sms.lastCode(ADDRESS.phone);
    const soon = await shop.call('/api/order/cod/resend', { orderId }, s);
    expect(soon.status).toBe(429);
    tick(30_000);
    const resent = await shop.call('/api/order/cod/resend', { orderId }, s);
    expect(resent.body.message).toBe('We sent a code to your phone ••••••3210');
    const second = sms.lastCode(ADDRESS.phone);
    if (first !== second) {
      const old = await shop.call('/api/order/cod/confirm', { orderId, otp: first }, s);
      expect(old.body.message).toBe('Invalid code');
    }
    const ok = await shop.call('/api/order/cod/confirm', { orderId, otp: second }, s);
    expect(ok.status).toBe(200);
  });

  it('is sent at most 5 times per order; then the shopper is told to start checkout again, which works', async () => {
    const { s, orderId } = await startCod();
    for (let i = 0; i < 4; i++) {
      tick(30_000);
      const r = await shop.call('/api/order/cod/resend', { orderId }, s);
      expect(r.status).toBe(200);
    }
    const texts = sms.sent.length;
    tick(30_000);
    const sixth = await shop.call('/api/order/cod/resend', { orderId }, s);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ success: false, message: TOO_MANY_SENDS });
    expect(sms.sent.length).toBe(texts);
    // The last code sent still confirms, and a new checkout starts a new count.
    const again = await shop.call('/api/order/cod', await codBody(), s);
    expect(again.status).toBe(200);
    expect(again.body.orderId).not.toBe(orderId);
    const ok = await shop.call(
      '/api/order/cod/confirm',
      { orderId: again.body.orderId, otp: sms.lastCode(ADDRESS.phone) },
      s,
    );
    expect(ok.status).toBe(200);
  });

  it("is only the shopper's own: another account cannot confirm the order", async () => {
    const { orderId } = await startCod();
    const other = await shop.shopper();
    const r = await shop.call('/api/order/cod/confirm', { orderId, otp: sms.lastCode(ADDRESS.phone) }, other);
    expect(r.status).toBe(404);
  });
});

describe('who may pay in cash', () => {
  it('refuses a PIN code COD does not serve', async () => {
    const s = await shop.shopper();
    const remote = { ...ADDRESS, zipcode: '744101' }; // Andaman & Nicobar: a remote zone
    const r = await shop.call('/api/order/cod', await codBody(1, remote), s);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Cash on Delivery is not available for this PIN code. Please pay online.');
    expect(await shop.stockOf(line)).toBe(100);
  });

  it('refuses a total over the limit', async () => {
    const s = await shop.shopper();
    const r = await shop.call('/api/order/cod', await codBody(Math.ceil(5_000_00 / line.pricePaise) + 1), s);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Cash on Delivery is available for orders up to ₹5,000. Please pay online.');
  });

  it('refuses an account with 2 refused parcels; a refusal puts the stock back and is never paid', async () => {
    const s = await shop.shopper();
    // Its own phone and address: refusals count against them too, and the other tests use ADDRESS.
    const own = { ...ADDRESS, phone: '9000000002', street: '12 Refusal Lane' };
    for (let i = 0; i < 2; i++) {
      const r = await shop.call('/api/order/cod', await codBody(3, own), s);
      const { orderId } = r.body;
      await shop.call('/api/order/cod/confirm', { orderId, otp: sms.lastCode(own.phone) }, s);
      expect(await shop.stockOf(line)).toBe(97);
      await walkOrderTo(shop.store, orderId, 'Shipped');
      expect((await setStatus(orderId, 'Returned to Origin')).status).toBe(200);
      expect(await shop.stockOf(line)).toBe(100);
      const back = await orderOf(orderId);
      expect([back.status, back.paymentState, back.paidAt]).toEqual(['Returned to Origin', 'cod', null]);
      expect((await setStatus(orderId, 'Returned to Origin')).status).toBe(422); // stock comes back once
      expect(await shop.stockOf(line)).toBe(100);
      tick(60_000);
    }
    const third = await shop.call('/api/order/cod', await codBody(1), s);
    expect(third.status).toBe(422);
    expect(third.body.message).toBe(
      'Cash on Delivery is not available for your account because earlier parcels were refused. Please pay online.',
    );
  });
});

describe('after the code', () => {
  it('an unconfirmed order gives its stock back when its reservation ends', async () => {
    const { s, orderId } = await startCod(2);
    expect(await shop.stockOf(line)).toBe(98);
    tick(16 * 60_000);
    await shop.store.services.orders.expireReservations();
    expect(await shop.stockOf(line)).toBe(100);
    expect((await orderOf(orderId)).paymentState).toBe('expired');
    const r = await shop.call('/api/order/cod/resend', { orderId }, s);
    expect(r.status).toBe(422);
  });

  it('Delivered marks a cash order paid', async () => {
    const { s, orderId } = await startCod();
    await shop.call('/api/order/cod/confirm', { orderId, otp: sms.lastCode(ADDRESS.phone) }, s);
    await walkOrderTo(shop.store, orderId, 'Out for Delivery');
    expect((await setStatus(orderId, 'Delivered')).status).toBe(200);
    const paid = await orderOf(orderId);
    expect(paid.paymentState).toBe('paid');
    expect(paid.paidAt?.getTime()).toBe(shop.clock.getTime());
    const list = await (await shop.store.app.request('/api/admin/orders?limit=5', { headers: admin })).json();
    expect(list.orders.find((o: { _id: string }) => o._id === orderId)).toMatchObject({ paymentMethod: 'COD' });
    // Paid on delivery: its invoice bills the ₹49 fee as its own service line (₹41.53 + 18% = ₹7.47).
    const invoice = await shop.store.app.request(`/api/order/${orderId}/invoice`, { headers: bearer(s.token) });
    expect(invoice.status).toBe(200);
    const text = pdfText(new Uint8Array(await invoice.arrayBuffer()));
    expect(text).toMatch(/\n\d Cash on delivery fee 996812 1 49\.00 0\.00 41\.53 18% 7\.47 49\.00\n/);
    expect(text).toContain('Payment COD (paid)');
  });

  it('the payment methods list offers Cash on Delivery', async () => {
    const res = await (await shop.store.app.request('/api/order/payment-methods')).json();
    expect(res.methods).toContainEqual({ id: 'cod', label: 'Cash on Delivery', sandbox: false });
  });
});

describe('parallel resends', () => {
  it('10 at once after the cooldown send one code; with one send left, 10 at once never pass the cap', async () => {
    const { s, orderId } = await startCod();
    const resendAll = () =>
      Promise.all(Array.from({ length: 10 }, () => shop.call('/api/order/cod/resend', { orderId }, s)));
    tick(30_000);
    let before = sms.sent.length;
    let replies = await resendAll();
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200)) expect(r.status).toBe(429);
    expect(sms.sent.length).toBe(before + 1);
    expect(await sendsOf(orderId)).toBe(2);
    // Two more sends, one at a time, leave one: ten parallel requests use it once and find the cap.
    for (let i = 0; i < 2; i++) {
      tick(30_000);
      expect((await shop.call('/api/order/cod/resend', { orderId }, s)).status).toBe(200);
    }
    tick(30_000);
    before = sms.sent.length;
    replies = await resendAll();
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(sms.sent.length).toBe(before + 1);
    expect(await sendsOf(orderId)).toBe(COD_MAX_SENDS);
    tick(30_000);
    replies = await resendAll();
    for (const r of replies) expect(r.body).toEqual({ success: false, message: TOO_MANY_SENDS });
    expect(sms.sent.length).toBe(before + 1);
  });
});

describe('parallel confirms', () => {
  it('10 confirms with the right code place exactly one order and sell the stock once', async () => {
    const { s, orderId } = await startCod(2);
    const otp = sms.lastCode(ADDRESS.phone);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => shop.call('/api/order/cod/confirm', { orderId, otp }, s)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies) expect(r.status).toBeLessThan(500);
    expect((await orderOf(orderId)).paymentState).toBe('cod');
    expect(await shop.stockOf(line)).toBe(98);
  });

  it('20 parallel wrong guesses use at most 5 tries', async () => {
    const { s, orderId } = await startCod();
    const right = sms.lastCode(ADDRESS.phone);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(right) + i + 1) % 1_000_000).padStart(6, '0'));
    const replies = await Promise.all(guesses.map((otp) => shop.call('/api/order/cod/confirm', { orderId, otp }, s)));
    expect(replies.filter((r) => r.body.message === 'Invalid code').length).toBeLessThanOrEqual(4);
    const late = await shop.call('/api/order/cod/confirm', { orderId, otp: right }, s);
    expect(late.status).toBe(422);
  });
});
