// What the contract walk's steps share (contract-walk.ts puts them in order): the step types, the fixtures made
// before the walk, the shoppers and request builders its halves use, and small request helpers.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '#/server/db/schema/index.ts';
import { hashPassword } from '#/server/auth/password.ts';
import type { StoreApp } from '#/server/app.ts';
import type { captureMailer } from '#/server/test/auth-helpers.ts';
import type { CapturingSms } from '#/server/test/capture-sms.ts';
import { catalogLines, checkoutBody, createShopper, type Line, type Shopper } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import type { OrderStatus } from '#/domain/order-status.ts';
export type { Shopper };
import { hmacHex } from '#/server/adapters/payments/signatures.ts';

export type WalkRequest = {
  /** The route's own path when not given (a route without parameters); the method is always the route's. */
  path?: string;
  json?: unknown;
  /** A body sent as is (webhooks sign the exact bytes). */
  raw?: string;
  form?: FormData;
  headers?: Record<string, string>;
  /** The second app, configured with a real card provider (its webhooks can succeed). */
  app?: 'card';
  /** The expected status; 200 when not given. */
  status?: number;
};
// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely, as tests may
export type Reply = Record<string, any>;
export type WalkStep = {
  ok: () => Promise<WalkRequest> | WalkRequest;
  refusal: (() => Promise<WalkRequest> | WalkRequest) | string;
  /** Reads what later steps need from the successful reply. */
  keep?: (reply: Reply) => void;
};
/** A request, or what makes it when the step runs (ids an earlier step kept). */
type Lazy<T> = T | (() => T | Promise<T>);
/** What the refusal changes in the successful request, and the status it is refused with. */
export type Refusal = WalkRequest & { status: number };

/**
 * A route's step: the request that succeeds, then that request with `refusal`'s changes (another caller, body or
 * path), which must be refused. A route that can refuse nothing says why instead (`NOTHING_TO_REFUSE`).
 */
export function step(ok: Lazy<WalkRequest>, refusal: Lazy<Refusal> | string, keep?: WalkStep['keep']): WalkStep {
  const made = async <T>(lazy: Lazy<T>): Promise<T> => (typeof lazy === 'function' ? (lazy as () => T)() : lazy);
  let sent: WalkRequest = {};
  return {
    ok: async () => (sent = await made(ok)),
    refusal: typeof refusal === 'string' ? refusal : async () => ({ ...sent, ...(await made(refusal)) }),
    keep,
  };
}
export const NOTHING_TO_REFUSE = 'takes no input and needs no login';
/** The refusal of a route that needs a login: the same request without one. */
export const withoutLogin: Refusal = { headers: undefined, status: 401 };

export type WalkContext = {
  store: StoreApp;
  clock: { now: Date };
  mailer: ReturnType<typeof captureMailer>;
  sms: CapturingSms;
  adminToken: string;
  razorpayWebhookSecret: string;
  cardWebhookSecret: string;
};

export const COD_FEE = 49;
export const auth = (who: Shopper) => ({ Authorization: `Bearer ${who.token}` });
/** The token in the newest newsletter confirmation link mailed to `to`. */
export const newsletterToken = (ctx: WalkContext, to: string) => {
  const mail = [...ctx.mailer.sent].reverse().find((m) => m.to === to && m.text.includes('/newsletter/confirm'));
  return /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? 'none';
};
export const tokenForm = (token: string) => {
  const form = new FormData();
  form.set('token', token);
  return form;
};
export const tokenHeader = (who: Shopper) => ({ token: who.token });

/** Everything the walk makes along the way. */
export async function walkFixtures(ctx: WalkContext) {
  const { store } = ctx;
  const shopper = () => createShopper(store, ctx.clock.now);
  const lines = await catalogLines(store);
  const list = (await (await store.app.request('/api/product/list')).json()) as Reply;
  const product = (list.products as Reply[]).find((p) => p.sizes.length >= 2)!;
  const lineOf = (productId: string, size: string) => lines.find((l) => l.productId === productId && l.size === size)!;
  const line: Line = lineOf(product._id, product.sizes[0].size);
  const otherSize: string = product.sizes[1].size;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#9e3d52' } })
    .png()
    .toBuffer();

  /** A paid order of one unit of `line`, walked to `status` (Shipped with an AWB and a courier). */
  async function paidOrder(who: Shopper, status: OrderStatus = 'Order Placed'): Promise<string> {
    const { orders } = store.services;
    const created = await orders.createRazorpayOrder(who.id, await checkoutBody(store, [[line, 1]]), `ip-${who.id}`);
    await orders.verifyRazorpay(who.id, await orders.sandboxRazorpayPay(who.id, created.order.id));
    await walkOrderTo(store, created.order.receipt, status);
    return created.order.receipt;
  }
  const deliveredOrder = (who: Shopper) => paidOrder(who, 'Delivered');
  const checkout = () => checkoutBody(store, [[line, 1]]);
  return { shopper, product, line, otherSize, png, paidOrder, deliveredOrder, checkout };
}

export type Fixtures = Awaited<ReturnType<typeof walkFixtures>>;

/** The shoppers, orders and request builders both halves of the walk share. */
export async function walkState(f: Fixtures) {
  const [buyer, guestless, paidBuyer, codBuyer, cardBuyer, walletBuyer, returner] = (await Promise.all(
    Array.from({ length: 7 }, () => f.shopper()),
  )) as [Shopper, Shopper, Shopper, Shopper, Shopper, Shopper, Shopper];
  const deliveredId = await f.deliveredOrder(returner);
  const exchangedId = await f.deliveredOrder(returner);
  const kept: Record<string, string> = {};
  const newEmail = 'walker@example.com';
  const password = 'walk the contract';
  const form = (fields: Record<string, string>, photo = true) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    if (photo) data.append('images', new File([new Uint8Array(f.png)], 'a.png', { type: 'image/png' }));
    return data;
  };
  const review = { productId: f.product._id, user: 'Asha', rating: '4', comment: 'Fits well' };
  const razorpayHook = (body: object, secret: string) => ({
    path: '/api/order/razorpay/webhook',
    raw: JSON.stringify(body),
    headers: { 'X-Razorpay-Signature': hmacHex(secret, JSON.stringify(body)), 'X-Razorpay-Event-Id': 'evt_walk' },
  });
  const cardEvent = JSON.stringify({
    id: 'evt_walk',
    type: 'checkout.session.completed',
    data: { object: { id: 'x' } },
  });
  const cardSignature = (secret: string) => {
    const t = Math.floor(Date.now() / 1000);
    return `t=${t},v1=${hmacHex(secret, `${t}.${cardEvent}`)}`;
  };
  return {
    buyer,
    guestless,
    paidBuyer,
    codBuyer,
    cardBuyer,
    walletBuyer,
    returner,
    deliveredId,
    exchangedId,
    kept,
    newEmail,
    password,
    form,
    review,
    razorpayHook,
    cardEvent,
    cardSignature,
  };
}
export type WalkState = Awaited<ReturnType<typeof walkState>>;

/** A shopper of her own with `password`, for a step that changes or ends her account (the walk's buyer lives on). */
export async function shopperWithPassword(ctx: WalkContext, password: string): Promise<Shopper> {
  const shopper = await createShopper(ctx.store, new Date());
  const passwordHash = await hashPassword(password);
  await ctx.store.database.db.update(users).set({ passwordHash }).where(eq(users.id, shopper.id));
  return shopper;
}

/** The sign-up and reset mails are sent without waiting: wait for the n-th one. */
export async function expectMail(ctx: WalkContext, to: string, count = 1) {
  for (let i = 0; i < 100 && ctx.mailer.sent.filter((m) => m.to === to).length < count; i++)
    await new Promise((resolve) => setImmediate(resolve));
}
