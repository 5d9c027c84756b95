import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_DATA_DIR } from '../playwright.config.ts';
import { productPath } from '#/lib/product-path.ts';
import { deliveryRules, type ShippingChoice } from '#/lib/delivery.ts';
import { priceOrder } from '#/lib/pricing.ts';

export type ApiProduct = {
  _id: string;
  name: string;
  price: number;
  category: string;
  subCategory: string;
  sizes: { size: string; stock: number; _id: string }[];
};

export async function catalog(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/product/list');
  return ((await res.json()) as { products: ApiProduct[] }).products;
}

export const pathOf = (p: { name: string }) => productPath(p.name);

/** The delivery rules the build and the server were given (the same environment as these tests). */
export const DELIVERY_RULES = deliveryRules(process.env);

/** A cart or checkout total as the page shows it (₹1,23,456.00): items, delivery by the rules. */
export function totalText(itemsRupees: number, shipping: ShippingChoice = 'standard'): string {
  const { totalPaise } = priceOrder({ subtotalPaise: Math.round(itemsRupees * 100), shipping, rules: DELIVERY_RULES });
  return `₹${(totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The delivery address of orders placed through the API (the journeys type their own in the page). */
export const API_ADDRESS = {
  firstName: 'Meera',
  lastName: 'Nair',
  email: 'meera@example.com',
  street: '7 Marine Drive',
  city: 'Kochi',
  state: 'Kerala',
  zipcode: '682031',
  country: 'India',
  phone: '9876543210',
};

/**
 * A paid order of one unit through the API and the sandbox payment (what checkout does in the page), priced
 * exactly as the server prices it; returns the order's id. `coupon` names the code and the discount it gives.
 */
export async function buyThroughApi(
  request: APIRequestContext,
  token: string,
  product: StockedProduct,
  coupon?: { code: string; discountRupees: number },
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const items = [{ _id: product._id, size: product.inStock[0]!, quantity: 1 }];
  const { totalPaise } = priceOrder({
    subtotalPaise: Math.round(product.price * 100),
    discountPaise: Math.round((coupon?.discountRupees ?? 0) * 100),
    shipping: 'standard',
    rules: DELIVERY_RULES,
  });
  const data = { address: API_ADDRESS, items, amount: totalPaise / 100, couponCode: coupon?.code };
  const created = await request.post('/api/order/razorpay', { headers, data });
  if (!created.ok()) throw new Error(`Proceed to Pay: ${await created.text()}`);
  const { order } = (await created.json()) as { order: { id: string; receipt: string } };
  const paid = await request.post('/api/order/sandbox/pay', { headers, data: { razorpay_order_id: order.id } });
  const { response } = (await paid.json()) as { response: unknown };
  const verified = await request.post('/api/order/verifyrazorpay', { headers, data: response });
  if (!verified.ok()) throw new Error(`verify: ${await verified.text()}`);
  return order.receipt;
}

/** A product and its sizes in stock (more than two left, so journeys running beside it cannot sell them out). */
export type StockedProduct = ApiProduct & { inStock: string[] };

/** The first product of the catalogue that passes `where` with at least `sizes` sizes in stock. */
export async function stockedProduct(
  request: APIRequestContext,
  { where = () => true, sizes = 1 }: { where?: (p: ApiProduct) => boolean; sizes?: number } = {},
): Promise<StockedProduct> {
  const inStock = (p: ApiProduct) => p.sizes.filter((s) => s.stock > 2).map((s) => s.size);
  const p = (await catalog(request)).find((x) => where(x) && inStock(x).length >= sizes);
  if (!p) throw new Error(`No product of the catalogue passes ${where} with ${sizes} sizes in stock`);
  return { ...p, inStock: inStock(p) };
}

/** A product with at least two sizes in stock. */
export const productWithTwoSizes = (request: APIRequestContext) => stockedProduct(request, { sizes: 2 });

/** Which files of the outbox a journey waits for: by name, by text, written at `after` (ms) or later. */
type OutboxQuery = { name: (file: string) => boolean; text?: (text: string) => boolean; after?: number };

/** A mail of the outbox (SMS and WhatsApp messages are .txt files). */
const isMail = (file: string) => file.endsWith('.eml');

/**
 * The text of the newest file of the server's offline outbox that `query` asks for (each file is named from the time
 * it was written). Polled: the server writes it after it has answered the page, its queue's worker later (every 2 s).
 */
export async function fromOutbox({ name, text = () => true, after = 0 }: OutboxQuery): Promise<string> {
  const dir = join(E2E_DATA_DIR, 'outbox');
  let found: string | undefined;
  await expect(async () => {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => name(f) && Number(f.split('-')[0]) >= after) : [];
    found = files
      .sort()
      .reverse()
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .find(text);
    expect(found, 'the file in the outbox').toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return found!;
}

/** The newest mail of the outbox that mentions `about`, and is addressed `to` when given. */
export const mailAbout = (about: string, to?: string) =>
  fromOutbox({ name: isMail, text: (m) => m.includes(about) && (to === undefined || m.includes(`To: ${to}`)) });

/** The newest one-time code mailed to `email` (at `after` or later), read from the server's outbox. */
export async function otpFromOutbox(email: string, after = 0): Promise<string> {
  const code = (mail: string) => /code is: (\d{6})/.exec(mail)?.[1];
  const mail = await fromOutbox({ name: isMail, text: (m) => m.includes(`To: ${email}`) && !!code(m), after });
  return code(mail)!;
}

/** The password of every account the journeys make, and the name of their shoppers. */
export const PASSWORD = 'monsoon-evenings';
export const SHOPPER_NAME = 'Asha Rao';

export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A store account made through the API with the code from the outbox; returns its token. */
export async function register(request: APIRequestContext, email: string, name: string): Promise<string> {
  const started = Date.now() - 1000;
  expect((await request.post('/api/user/register/otp', { data: { email } })).status()).toBe(200);
  const otp = await otpFromOutbox(email, started);
  const res = await request.post('/api/user/register', { data: { name, email, password: PASSWORD, otp } });
  const body = (await res.json()) as { success: boolean; token?: string; message?: string };
  expect(body.success, body.message).toBe(true);
  return body.token!;
}

export async function admin(request: APIRequestContext, path: string, body?: unknown) {
  const res =
    body === undefined
      ? await request.get(`/api/admin${path}`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } })
      : await request.post(`/api/admin${path}`, {
          headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
          data: body,
        });
  return res.json();
}

/**
 * Moves an order one real step at a time, as staff do through the console API, until it is `to`: the target as soon
 * as it is one of the order's next steps, else the first of them; Shipped with the AWB and courier given (or a test
 * pair).
 */
export async function walkOrder(
  request: APIRequestContext,
  orderId: string,
  to: string,
  shipping: { awb?: string; courier?: string } = {},
) {
  const { awb = 'E2EAWB12345', courier = 'Delhivery' } = shipping;
  for (let moves = 0; moves < 5; moves++) {
    type Order = { status: string; nextSteps: string[] };
    const { order } = (await admin(request, `/orders/${orderId}`)) as { order: Order };
    if (order.status === to) return;
    const step = order.nextSteps.includes(to) ? to : order.nextSteps[0];
    if (!step) throw new Error(`Order ${orderId} is ${order.status} and cannot move on to ${to}`);
    const body = step === 'Shipped' ? { status: step, awb, courier } : { status: step };
    const moved = (await admin(request, `/orders/${orderId}/status`, body)) as { success: boolean; message?: string };
    expect(moved.success, moved.message).toBe(true);
  }
  throw new Error(`Order ${orderId} did not reach ${to}`);
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core (WCAG 2.2 A/AA) on the page or a part of it: serious and critical violations fail, listed by rule
 * and target.
 */
export async function expectAccessible(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
  expect(serious, what).toEqual([]);
}
