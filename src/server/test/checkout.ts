// Checkout through HTTP in API tests: signed-in shoppers made directly (a user row, a session and a token
// signed with the test secret, as a login makes them; no OTP mail or password hash, so dozens are cheap),
// a JSON caller that sets the client address, and checkout bodies priced like the server prices them; checkoutShop()
// binds them to the one app a test file checks out against.
import { priceOrder } from '#/lib/pricing.ts';
import type { DeliveryRules, ShippingChoice } from '#/lib/delivery.ts';
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreateAppOptions, StoreApp } from '#/server/app.ts';
import type { Env } from '#/server/env.ts';
import { signToken } from '#/server/auth/tokens.ts';
import { createPayments } from '#/server/adapters/payments/index.ts';
import { consents, coupons, productSizes, products, sessions, users } from '#/server/db/schema/index.ts';
import { newId } from '#/domain/ids.ts';
import { discountFor } from '#/lib/coupon-discount.ts';
import { bearer } from './auth-helpers.ts';
import { appForTests, post, testEnv } from './test-app.ts';

import { ADDRESS } from './sample-address.ts';
import type { CapturingSms } from './capture-sms.ts';

export { ADDRESS };

export type Shopper = { id: string; token: string };
export type Line = { productId: string; sizeId: string; size: string; pricePaise: number };
/** A line priced ₹500 to ₹2,000: paid online or in cash, a few of it stay under every limit. */
export const midPriced = (line: Line) => line.pricePaise >= 500_00 && line.pricePaise <= 2_000_00;
// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely (r.body.order.id), as *.test.ts files may
type Body = Record<string, any>;
type Reply = { status: number; body: Body };

export async function createShopper(store: StoreApp, at: Date): Promise<Shopper> {
  const id = `usr_${randomBytes(6).toString('hex')}`;
  const sid = `ses_${randomBytes(6).toString('hex')}`;
  const expiresAt = new Date(at.getTime() + 7 * 86_400_000);
  const { db } = store.database;
  await db.insert(users).values({ id, name: 'Asha Rao', email: `${id}@example.com`, passwordHash: 'unused' });
  await db.insert(sessions).values({ id: sid, userId: id, createdAt: at, expiresAt });
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  const claims = { sub: id, sid, iat: seconds(at), exp: seconds(expiresAt) };
  return { id, token: signToken(claims, testEnv().JWT_SECRET ?? '') };
}

/** The shopper opted in to WhatsApp order updates at checkout (her consent row, as the checkout box records it). */
export const optInWhatsApp = (store: StoreApp, userId: string) =>
  store.database.db.insert(consents).values({
    id: newId('cns'),
    userId,
    purpose: 'whatsapp',
    granted: 1,
    source: 'checkout',
    noticeVersion: 'test',
  });

/** POST as a shopper from a client address (the app must trust X-Forwarded-For: TRUST_PROXY=true). */
export async function call(store: StoreApp, path: string, body: unknown, who?: Shopper, ip = '203.0.113.1') {
  const headers = { 'X-Forwarded-For': ip, ...(who ? bearer(who.token) : {}) };
  const res = await store.app.request(path, post(body, headers));
  return { status: res.status, body: (await res.json()) as Body } satisfies Reply;
}

/** Every product size of the catalog with its price, in a stable order. */
export async function catalogLines(store: StoreApp): Promise<Line[]> {
  return store.database.db
    .select({
      productId: products.id,
      sizeId: productSizes.id,
      size: productSizes.size,
      pricePaise: products.pricePaise,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .orderBy(productSizes.id);
}

/** Another size of `line`'s product, as a line of its own. */
export async function otherSizeOf(store: StoreApp, line: Line): Promise<Line> {
  const [size] = await store.database.db
    .select()
    .from(productSizes)
    .where(and(eq(productSizes.productId, line.productId), ne(productSizes.id, line.sizeId)))
    .limit(1);
  if (!size) throw new Error(`otherSizeOf: ${line.productId} has one size`);
  return { ...line, sizeId: size.id, size: size.size };
}

export const setStock = (store: StoreApp, line: Line, stock: number) =>
  store.database.db.update(productSizes).set({ stock }).where(eq(productSizes.id, line.sizeId));

export async function stockOf(store: StoreApp, line: Line): Promise<number> {
  const [row] = await store.database.db.select().from(productSizes).where(eq(productSizes.id, line.sizeId));
  return row?.stock ?? 0;
}

/**
 * A checkout body whose amount is what the server will charge: coupon applied, delivery by the shipping choice
 * (standard when not given, and then not sent, as older clients do) under the delivery rules the test app was
 * made with (the defaults unless the test says otherwise).
 */
export async function checkoutBody(
  store: StoreApp,
  lines: [Line, number][],
  couponCode?: string,
  options: { shipping?: ShippingChoice; rules?: DeliveryRules } = {},
) {
  const { shipping, rules = testEnv().delivery } = options;
  const subtotal = lines.reduce((sum, [line, quantity]) => sum + line.pricePaise * quantity, 0);
  let discount = 0;
  if (couponCode) {
    const [coupon] = await store.database.db.select().from(coupons).where(eq(coupons.code, couponCode));
    discount = coupon ? discountFor(coupon, subtotal) : 0;
  }
  return {
    address: ADDRESS,
    items: lines.map(([line, quantity]) => ({ _id: line.productId, size: line.size, quantity })),
    amount:
      priceOrder({
        subtotalPaise: subtotal,
        discountPaise: discount,
        shipping: shipping ?? 'standard',
        rules,
      }).totalPaise / 100,
    ...(couponCode ? { couponCode } : {}),
    ...(shipping ? { shipping } : {}),
  };
}

export type CheckoutBody = Awaited<ReturnType<typeof checkoutBody>>;

/**
 * A cash order of this checkout body (its amount with the cash fee, `feePaise`: the default unless the app was made
 * with another), placed and confirmed with the code texted to its phone, which `sms` kept: the order's id.
 */
export async function placeCashOrder(
  store: StoreApp,
  sms: CapturingSms,
  who: Shopper,
  body: CheckoutBody,
  feePaise = testEnv().cod.feePaise,
): Promise<string> {
  const started = await call(store, '/api/order/cod', { ...body, amount: body.amount + feePaise / 100 }, who);
  expect(started.status).toBe(200);
  const { orderId } = started.body as { orderId: string };
  const otp = sms.lastCode(body.address.phone);
  expect((await call(store, '/api/order/cod/confirm', { orderId, otp }, who)).status).toBe(200);
  return orderId;
}

/**
 * The shopper pays in the provider's window and the browser sends the verification. Like Razorpay, the payment
 * is signed whatever our side thinks of the order (it may have expired or been replaced meanwhile). Then the
 * queue's worker runs, as it would right after: the confirmation mail is sent (and the invoice numbered).
 */
export async function pay(store: StoreApp, who: Shopper, providerOrderId: string, ip?: string): Promise<Reply> {
  const signed = createPayments(testEnv()).razorpay?.sandboxPay?.(providerOrderId);
  const reply = await call(store, '/api/order/verifyrazorpay', signed, who, ip);
  await store.services.notifications.deliverDue();
  return reply;
}

export type ShopOptions = Pick<CreateAppOptions, 'mailer' | 'sms' | 'whatsapp'> & {
  /** Configuration beside TRUST_PROXY=true (the client addresses `call` sets count only then). */
  env?: Partial<Record<keyof Env, string>>;
  /** The clock's first reading (ISO); now when not given. */
  start?: string;
};
export type CheckoutShop = ReturnType<typeof checkoutShop>;

/**
 * The app a checkout test file runs against, made before its tests (beforeAll) and closed after them (afterAll),
 * with the helpers above bound to it. `shop.clock` is the app's clock: a test moves it by setting it.
 */
export function checkoutShop(options: ShopOptions = {}) {
  const { mailer, sms, whatsapp } = options;
  const app = appForTests({ TRUST_PROXY: 'true', ...options.env }, { now: () => shop.clock, mailer, sms, whatsapp });
  const shop = {
    clock: options.start ? new Date(options.start) : new Date(),
    get store(): StoreApp {
      return app.store;
    },
    get db() {
      return shop.store.database.db;
    },
    call: (path: string, body: unknown, who?: Shopper, ip?: string) => call(shop.store, path, body, who, ip),
    /** A signed-in shopper, as of the clock. */
    shopper: () => createShopper(shop.store, shop.clock),
    lines: () => catalogLines(shop.store),
    checkoutBody: (lines: [Line, number][], couponCode?: string, options?: Parameters<typeof checkoutBody>[3]) =>
      checkoutBody(shop.store, lines, couponCode, options),
    pay: (who: Shopper, providerOrderId: string, ip?: string) => pay(shop.store, who, providerOrderId, ip),
    setStock: (line: Line, stock: number) => setStock(shop.store, line, stock),
    /** The first catalog line `pick` takes (the first of all without one), its stock set to `stock`. */
    async stockedLine(stock: number, pick: (line: Line) => boolean = () => true): Promise<Line> {
      const line = (await shop.lines()).find(pick);
      if (!line) throw new Error('stockedLine: no catalog line fits');
      await shop.setStock(line, stock);
      return line;
    },
    stockOf: (line: Line) => stockOf(shop.store, line),
    /** A Razorpay order of this checkout body, placed and paid (its confirmation sent): the order's id. */
    async paidOrder(who: Shopper, body: object, ip?: string): Promise<string> {
      const placed = await shop.call('/api/order/razorpay', body, who, ip);
      expect(placed.status).toBe(200);
      expect((await shop.pay(who, placed.body.order.id, ip)).status).toBe(200);
      return placed.body.order.receipt;
    },
    /** A cash order of this checkout body, confirmed (placeCashOrder; the shop's SMS sender must capture). */
    cashOrder: (who: Shopper, body: CheckoutBody) =>
      placeCashOrder(shop.store, options.sms as CapturingSms, who, body, testEnv(options.env).cod.feePaise),
    /** An hour later: earlier tests' unpaid checkouts expire, giving back their stock, coupon uses and credit. */
    async nextHour() {
      shop.clock = new Date(shop.clock.getTime() + 60 * 60_000);
      await shop.store.services.orders.expireReservations();
    },
  };
  return shop;
}
