// Malformed-input sweep (docs/decisions.md#budgets: 0 server errors): every route the app has — read from the app
// itself, so a new endpoint is swept without touching this file — gets broken JSON, wrong types, huge
// and NUL-laden strings, prototype-pollution keys, missing and forged auth, garbage path parameters and
// other shoppers' ids; then a seeded fuzz run. Every answer must be < 500, and every refusal exactly
// { success: false, message } with a plain message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreApp } from '#/server/app.ts';
import { createTestApp, post } from '#/server/test/test-app.ts';
import { bearer, captureMailer, registerUser } from '#/server/test/auth-helpers.ts';
import { ADDRESS } from '#/server/test/sample-address.ts';
import { registeredRoutes } from '#/server/test/contract/registered-routes.ts';

type Route = { method: string; path: string };
type Probe = { label: string; body?: string; contentType?: string };

const ADMIN_TOKEN = 'sweep-operator-token-long-enough';
const FIELDS = [
  'email',
  'password',
  'name',
  'otp',
  'newPassword',
  'items',
  '_id',
  'productId',
  'size',
  'quantity',
  'couponCode',
  'shipping',
  'code',
  'amount',
  'address',
  'orderId',
  'itemId',
  'reason',
  'newSize',
  'pincode',
  'rating',
  'comment',
  'message',
  'status',
  'awb',
  'specialRequest',
  'cartData',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'success',
  'subject',
  'phone',
];
const WRONG_TYPES: unknown[] = [12345, -1e308, true, null, [], {}, ['x'], { $ne: null }, '1e309', 'NaN', -0, 0.5];

const wrongTypes = () => Object.fromEntries(FIELDS.map((f, i) => [f, WRONG_TYPES[i % WRONG_TYPES.length]]));
const filled = (value: string) => Object.fromEntries(FIELDS.map((f) => [f, value]));

const PROBES: Probe[] = [
  { label: 'invalid JSON', body: '{"email": "a@example.com", "items": [' },
  { label: 'a JSON array', body: '[1, 2, 3]' },
  { label: 'a JSON string', body: '"hello"' },
  { label: 'a JSON number', body: '42' },
  { label: 'JSON null', body: 'null' },
  { label: 'an empty body', body: '' },
  { label: 'wrong field types', body: JSON.stringify(wrongTypes()) },
  {
    label: 'huge strings (under the body limit)',
    body: JSON.stringify({ email: 'a'.repeat(20_000), name: 'ब'.repeat(8_000), items: 'x'.repeat(20_000) }),
  },
  { label: 'a body over the 64 KB limit', body: JSON.stringify({ comment: 'x'.repeat(70_000) }) },
  {
    label: 'prototype-pollution keys',
    body: [
      '{"__proto__":{"polluted":"yes","success":true},"constructor":{"prototype":{"polluted":"yes"}},',
      '"items":[{"__proto__":{"polluted":"yes"}}],"address":{"__proto__":{"city":"x"}}}',
    ].join(''),
  },
  { label: 'NUL and control characters', body: JSON.stringify(filled('ab\u0000c\u0007\u001b[31m')) },
  {
    label: 'lone surrogates and RTL marks',
    body: '{"email":"\\ud800@example.com","name":"\\u202eevil","comment":"\\udfff"}',
  },
  { label: 'deep nesting', body: '['.repeat(5_000) + ']'.repeat(5_000) },
  {
    label: 'JSON sent as text/plain',
    body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    contentType: 'text/plain',
  },
  {
    label: 'a multipart form',
    body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
];

const AUTHS: { label: string; headers: () => Record<string, string> }[] = [
  { label: 'no auth', headers: () => ({}) },
  {
    label: 'a forged token',
    headers: () => ({ Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', token: 'x'.repeat(5_000) }),
  },
  { label: 'another shopper', headers: () => bearer(otherToken) },
  // From its own address: the sweep's forged tokens lock theirs (operator-token rate limit).
  { label: 'the operator', headers: () => ({ ...bearer(ADMIN_TOKEN), 'X-Forwarded-For': '203.0.113.7' }) },
];

let store: StoreApp;
let ownerToken = '';
let otherToken = '';
const owned: Record<string, string> = {};
let requests = 0;

/** Path parameters: garbage, huge, unicode and traversal values, plus the owner's real ids. */
function paramValues(): string[] {
  return ['x', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(2_000), '%F0%9F%91%97', '%00', owned.orderId ?? 'ord_missing'];
}

function concrete(path: string): string[] {
  if (!path.includes(':')) return [path];
  return paramValues().map((v) => path.replace(/:[A-Za-z]+/g, v));
}

async function send(route: Route, path: string, probe: Probe | undefined, headers: Record<string, string>) {
  requests++;
  const init: RequestInit = { method: route.method, headers: { ...headers } };
  if (route.method !== 'GET' && probe) {
    init.body = probe.body;
    (init.headers as Record<string, string>)['Content-Type'] = probe.contentType ?? 'application/json';
  }
  const res = await store.app.request(
    route.method === 'GET' && probe ? `${path}?q=${encodeURIComponent(probe.body ?? '')}` : path,
    init,
  );
  const text = await res.text();
  return { status: res.status, type: res.headers.get('Content-Type') ?? '', text };
}

/** Words of a validator, not of a shop: a refusal is written for the shopper who reads it. */
const SCHEMA_JARGON =
  /\bexpected\b|\bstring\b|<=|>=|invalid_type|too_big|too_small|Invalid input|\bNaN\b|\bundefined\b/i;

/** The contract every answer must keep; returns what went wrong, or nothing. */
function breach(answer: { status: number; type: string; text: string }): string | undefined {
  if (answer.status >= 500) return `server error ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return undefined;
  if (!answer.type.includes('application/json')) return `refusal ${answer.status} is not JSON (${answer.type})`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `refusal ${answer.status} is not valid JSON`;
  }
  const b = body as Record<string, unknown>;
  if (b.success !== false || typeof b.message !== 'string' || !b.message.trim())
    return `refusal ${answer.status} off contract: ${answer.text.slice(0, 200)}`;
  if (Object.keys(b).some((k) => k !== 'success' && k !== 'message'))
    return `refusal ${answer.status} carries extra keys: ${Object.keys(b).join(', ')}`;
  if (/\n\s+at |Error:|node_modules|\.ts:\d/.test(b.message))
    return `refusal ${answer.status} leaks internals: ${b.message}`;
  if (SCHEMA_JARGON.test(b.message)) return `refusal ${answer.status} speaks schema jargon: ${b.message}`;
  return undefined;
}

beforeAll(async () => {
  const mailer = captureMailer();
  store = await createTestApp({ ADMIN_TOKEN, TRUST_PROXY: 'true' }, { mailer });
  ownerToken = await registerUser(store.app, mailer, { email: 'owner@example.com' });
  otherToken = await registerUser(store.app, mailer, { email: 'other@example.com' });

  // The owner's data: a wishlist entry, a cart line, a paid order. The other shopper must not reach any of it.
  const list = (await (await store.app.request('/api/product/list')).json()) as {
    products: { _id: string; name: string; price: number; sizes: { size: string; stock: number }[] }[];
  };
  const product = list.products.find((p) => p.sizes.some((s) => s.stock > 2))!;
  const size = product.sizes.find((s) => s.stock > 2)!.size;
  owned.productId = product._id;
  await store.app.request('/api/user/wishlist/add', post({ itemId: product._id }, bearer(ownerToken)));
  await store.app.request('/api/cart/add', post({ itemId: product.name, size }, bearer(ownerToken)));
  const address = { ...ADDRESS, email: 'owner@example.com' };
  const created = (await (
    await store.app.request(
      '/api/order/razorpay',
      post(
        { address, items: [{ _id: product._id, size, quantity: 1 }], amount: product.price + 100 },
        bearer(ownerToken),
      ),
    )
  ).json()) as { order: { id: string } };
  const paid = (await (
    await store.app.request('/api/order/sandbox/pay', post({ razorpay_order_id: created.order.id }, bearer(ownerToken)))
  ).json()) as { response: Record<string, string> };
  await store.app.request('/api/order/verifyrazorpay', post(paid.response, bearer(ownerToken)));
  const mine = (await (await store.app.request('/api/order/userorders', post({}, bearer(ownerToken)))).json()) as {
    orders: { _id: string; items: { _id: string }[] }[];
  };
  owned.orderId = mine.orders[0]!._id;
  owned.itemId = mine.orders[0]!.items[0]!._id;
  owned.razorpayOrderId = created.order.id;
  owned.size = size;
});
afterAll(() => store?.close());

describe('malformed-input sweep', () => {
  const routes = (): Route[] => {
    const seen = new Set<string>();
    return store.app.routes
      .filter((r) => r.method !== 'ALL')
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
      .map((r) => ({ method: r.method, path: r.path }));
  };

  it('finds every route of every feature', () => {
    const paths = routes().map((r) => r.path);
    for (const prefix of [
      '/api/product/',
      '/api/user/',
      '/api/cart/',
      '/api/order/',
      '/api/admin/',
      '/api/custom-box',
      '/api/contact',
      '/api/newsletter',
      '/api/uploads/',
    ]) {
      expect(
        paths.some((p) => p.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(paths.length).toBeGreaterThanOrEqual(39);
  });

  it('answers every malformed request below 500 with { success: false, message } refusals', async () => {
    const problems: string[] = [];
    for (const route of routes()) {
      for (const path of concrete(route.path)) {
        for (const auth of AUTHS) {
          for (const probe of [undefined, ...PROBES]) {
            const problem = breach(await send(route, path, probe, auth.headers()));
            if (problem)
              problems.push(
                `${route.method} ${path.slice(0, 80)} with ${probe?.label ?? 'no body'}, ${auth.label}: ${problem}`,
              );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(requests).toBeGreaterThan(2_000);
  }, 180_000);

  it('refuses a body over the limit with 413 on JSON endpoints', async () => {
    const answer = await send(
      { method: 'POST', path: '/api/contact' },
      '/api/contact',
      PROBES.find((p) => p.label.startsWith('a body over'))!,
      {},
    );
    expect(answer.status).toBe(413);
  });
});

describe('NUL in path parameters and query values', () => {
  // PostgreSQL refuses NUL in text, so a NUL that reaches a query is a 500: every parameter and query value must be
  // refused first. Each route gets %00 in each path parameter (the others real or plain), and in each query key
  // its document names (plus `q`, which every GET gets), as the operator, as a signed-in shopper and signed out.
  const NULS = ['%00', 'a%00b'];
  const NUL_REFUSAL = 'Text must not contain NUL characters';
  const fill = (name: string) => (name === 'orderId' ? (owned.orderId ?? 'x') : name === 'id' ? owned.productId! : 'x');

  /** Every request to make for one route: NUL in one path parameter at a time, then in each query value. */
  function nulPaths(path: string, queryKeys: string[]): string[] {
    const params = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    const plain = path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(fill(name)));
    const keys = new Set([...queryKeys, 'q']);
    return [
      ...params.flatMap((target) =>
        NULS.map((nul) =>
          path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === target ? nul : encodeURIComponent(fill(name)))),
        ),
      ),
      ...[...keys].flatMap((key) => NULS.map((nul) => `${plain}?${key}=${nul}`)),
      `${plain}?a%00=1`,
    ];
  }

  it('are refused below 500 on every route, and reach a NUL refusal on every route that takes them', async () => {
    const problems: string[] = [];
    const refusedSomewhere = new Set<string>();
    const auths = [() => ({}), () => bearer(ownerToken), () => bearer(ADMIN_TOKEN)];
    let sent = 0;
    // The query keys each route declares, by the OpenAPI path its `createRoute` gave.
    const declared = new Map<string, string[]>();
    for (const d of store.app.openAPIRegistry.definitions)
      if (d.type === 'route') {
        const query = d.route.request?.query as { shape?: object } | undefined;
        declared.set(`${d.route.method.toUpperCase()} ${d.route.path}`, Object.keys(query?.shape ?? {}));
      }
    for (const route of registeredRoutes(store.app)) {
      const [method, openApi] = route.split(' ') as [string, string];
      const path = openApi.replace(/\{(\w+)\}/g, ':$1');
      const queryKeys = declared.get(route) ?? [];
      const takesInput = path.includes(':') || queryKeys.length > 0;
      for (const target of nulPaths(path, queryKeys)) {
        // Only GET routes read a query: elsewhere a NUL outside the path would reach a handler that acts.
        if (method !== 'GET' && !target.split('?')[0]!.includes('%00')) continue;
        for (const headers of auths) {
          sent++;
          const init: RequestInit = { method, headers: { ...headers(), 'X-Forwarded-For': '203.0.113.9' } };
          if (method !== 'GET') {
            init.body = '{}';
            (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
          }
          const res = await store.app.request(target, init);
          const text = await res.text();
          const problem = breach({ status: res.status, type: res.headers.get('Content-Type') ?? '', text });
          if (problem) problems.push(`${method} ${target.slice(0, 100)}: ${problem}`);
          if (res.status === 400 && text.includes(NUL_REFUSAL)) refusedSomewhere.add(`${method} ${path}`);
        }
      }
      if (takesInput && !refusedSomewhere.has(`${method} ${path}`))
        problems.push(`${method} ${path}: no NUL-bearing request was refused for its NUL`);
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 120_000);
});

describe("other shoppers' ids", () => {
  const asOther = (path: string, body: unknown) => store.app.request(path, post(body, bearer(otherToken)));

  it('reach nothing of the owner and change nothing', async () => {
    // The sweep above logged this shopper out (POST /api/user/logout with their token): sign in afresh.
    const login = (await (
      await store.app.request(
        '/api/user/login',
        post({ email: 'other@example.com', password: 'correct horse battery' }),
      )
    ).json()) as { token: string };
    otherToken = login.token;
    const attempts: [string, unknown][] = [
      ['/api/order/track-order', { orderId: owned.orderId }],
      ['/api/order/return-order', { orderId: owned.orderId, itemId: owned.itemId, reason: 'Not mine' }],
      ['/api/order/exchange-order', { orderId: owned.orderId, itemId: owned.itemId, newSize: owned.size }],
      ['/api/order/sandbox/pay', { razorpay_order_id: owned.razorpayOrderId }],
      ['/api/order/sandbox/card-pay', { orderId: owned.orderId }],
      ['/api/order/verifyStripe', { orderId: owned.orderId, success: true }],
      [
        '/api/order/verifyrazorpay',
        { razorpay_order_id: owned.razorpayOrderId, razorpay_payment_id: 'pay_x', razorpay_signature: '0'.repeat(64) },
      ],
    ];
    for (const [path, body] of attempts) {
      const answer = await asOther(path, body);
      const text = await answer.text();
      expect(answer.status, `${path}: ${text}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(
        breach({ status: answer.status, type: answer.headers.get('Content-Type') ?? '', text }),
        path,
      ).toBeUndefined();
    }

    // Removing from a wishlist only ever touches the caller's own list.
    expect((await asOther('/api/user/wishlist/remove', { itemId: owned.productId })).status).toBeLessThan(500);

    const ownerOrders = (await (
      await store.app.request('/api/order/userorders', post({}, bearer(ownerToken)))
    ).json()) as {
      orders: { _id: string; status: string; payment: boolean; items: { returnStatus?: string | null }[] }[];
    };
    expect(ownerOrders.orders).toHaveLength(1);
    expect(ownerOrders.orders[0]).toMatchObject({ _id: owned.orderId, status: 'Order Placed', payment: true });
    const ownerWishlist = (await (
      await store.app.request('/api/user/wishlist', { headers: bearer(ownerToken) })
    ).json()) as { wishlist?: unknown[]; products?: unknown[] };
    expect(JSON.stringify(ownerWishlist)).toContain(owned.productId);
    const otherOrders = (await (await asOther('/api/order/userorders', {})).json()) as { orders: unknown[] };
    expect(otherOrders.orders).toEqual([]);
  });
});

describe('fuzz', () => {
  // A small deterministic generator: a failure names its seed and can be replayed exactly.
  const SEED = 20261124;
  function prng(seed: number) {
    let s = seed >>> 0;
    return () => {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it(`random payloads on every POST route stay below 500 (seed ${SEED})`, async () => {
    const rand = prng(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const SCALARS = [
      0,
      -1,
      1e21,
      -1e308,
      0.1,
      2 ** 53 + 1,
      '',
      ' ',
      '0',
      'true',
      'null',
      '__proto__',
      '💃🏽',
      'ا',
      '\u0000',
      '<script>',
      "' OR 1=1 --",
      'a'.repeat(300),
      true,
      false,
      null,
    ];
    const value = (depth: number): unknown => {
      const r = rand();
      if (depth > 3 || r < 0.5) return pick(SCALARS);
      if (r < 0.75) return Array.from({ length: Math.floor(rand() * 4) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(rand() * 5) }, () => [
          pick([...FIELDS, '__proto__', 'constructor', 'x']),
          value(depth + 1),
        ]),
      );
    };
    const posts = store.app.routes.filter((r) => r.method === 'POST');
    const problems: string[] = [];
    for (let i = 0; i < 400; i++) {
      const route = pick(posts);
      const path = pick(concrete(route.path));
      const body = rand() < 0.1 ? JSON.stringify(value(0)).slice(0, Math.floor(rand() * 40)) : JSON.stringify(value(0));
      const auth = pick(AUTHS);
      const problem = breach(
        await send({ method: 'POST', path: route.path }, path, { label: 'fuzz', body }, auth.headers()),
      );
      if (problem) problems.push(`#${i} POST ${path.slice(0, 60)} ${body.slice(0, 120)} (${auth.label}): ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
