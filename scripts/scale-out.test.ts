// Scale-out (docs/decisions.md#scale-out, DEPLOYMENT.md): two API processes (`src/server/main.ts`) on different ports
// share one PostgreSQL database and one object store (a local fake S3) and nothing else (each has its own DATA_DIR,
// so its own mail outbox and no shared disk), behind a small round-robin proxy that
// alternates instances per request and, like a load balancer, overwrites X-Forwarded-For with the client's
// address. Through the proxy a shopper signs up, logs in, fills a cart, pays, logs out and races other
// shoppers for the last units, and posts a review photo, each step answered by the other instance than the
// step before; sessions, OTPs, rate limits, stock, payments and uploads hold whichever instance answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '#/server/test/fake-s3.ts';
import { ADDRESS } from '#/server/test/sample-address.ts';
import { LOGIN_LIMITS, LOGIN_WINDOW_MS } from '#/server/modules/account/index.ts';
import { freePort } from './free-port.ts';
import { confirmationsSent } from '#/server/test/outbox-confirmations.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const DB_NAME = `scaleout_${randomBytes(4).toString('hex')}`;
const JWT_SECRET = `scale-out-${randomBytes(16).toString('hex')}`;
/** Shared by both instances: the sandbox signs payments with it and verification checks the signature. */
const RAZORPAY_KEY_SECRET = `scale-out-sandbox-${randomBytes(8).toString('hex')}`;
const PASSWORD = 'monsoon-evenings';
/** Login attempts per e-mail from one address, and per address, in one window (login.service.ts). */
const LOGIN_PER_EMAIL = LOGIN_LIMITS.perPair;
const LOGIN_PER_IP = LOGIN_LIMITS.perAddress;
const RACE_SHOPPERS = 10;
const RACE_UNITS = 3;

type Name = 'A' | 'B';
type Instance = { name: Name; port: number; dataDir: string; child: ChildProcess; stderr: () => string };
type Product = {
  _id: string;
  name: string;
  price: number;
  sold: number;
  sizes: { _id: string; size: string; stock: number }[];
};
type Reply = { status: number; body: Record<string, any>; by: Name };

const instances: Instance[] = [];
const served: Record<Name, number> = { A: 0, B: 0 };
let proxyUrl = '';
let closeProxy: (() => Promise<void>) | undefined;
let pool: pg.Pool | undefined;
let s3: FakeS3 | undefined;
let products: Product[] = [];

// Should the test runner itself be stopped, take the servers down with it.
process.once('exit', () => {
  for (const i of instances) if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGKILL');
});

function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function spawnInstance(name: Name, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `scaleout-${name}-`));
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(DB_NAME),
      JWT_SECRET,
      RAZORPAY_KEY_SECRET,
      TRUST_PROXY: 'true',
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      PUBLIC_API_URL: '',
      CORS_ORIGINS: '',
      // Offline adapters: mail to DATA_DIR/outbox, sandbox payments, local delivery estimates.
      SMTP_URL: '',
      RAZORPAY_KEY_ID: '',
      STRIPE_SECRET_KEY: '',
      SHIPROCKET_EMAIL: '',
      ADMIN_TOKEN: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const instance = { name, port, dataDir, child, stderr: () => stderr };
  instances.push(instance);
  return instance;
}

async function waitReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.name} exited (${instance.child.exitCode}): ${instance.stderr()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${instance.port}/api/product/list`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance ${instance.name} did not start: ${instance.stderr()}`);
}

function stopInstance(instance: Instance): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];
const stripHopByHop = (headers: IncomingHttpHeaders) => {
  const copy = { ...headers };
  for (const h of HOP_BY_HOP) delete copy[h];
  return copy;
};

/**
 * The load balancer: instance A, B, A, B… in the order requests arrive. Like a real balancer it replaces
 * X-Forwarded-For with the client's address (here: the X-Shopper-Ip the test sends per shopper, standing
 * for the shopper's own address), so a client cannot choose the address its rate limits count against.
 */
function startProxy(targets: Instance[]): Promise<{ url: string; close: () => Promise<void> }> {
  let next = 0;
  const agent = new Agent({ keepAlive: true });
  const server = createHttpServer((req, res) => {
    const target = targets[next++ % targets.length]!;
    served[target.name]++;
    const headers = stripHopByHop(req.headers);
    const shopper = headers['x-shopper-ip'];
    delete headers['x-shopper-ip'];
    headers['x-forwarded-for'] = typeof shopper === 'string' ? shopper : (req.socket.remoteAddress ?? '');
    headers.host = `127.0.0.1:${target.port}`;
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...stripHopByHop(answer.headers), 'x-served-by': target.name });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json', 'x-served-by': target.name });
      res.end(JSON.stringify({ success: false, message: `proxy: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            agent.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** One request through the proxy; `ip` is the shopper's address (the proxy turns it into X-Forwarded-For). */
async function call(
  path: string,
  body?: unknown,
  opts: { token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const res = await fetch(proxyUrl + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      'X-Shopper-Ip': opts.ip ?? '10.9.0.1',
      ...opts.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, any>;
  try {
    parsed = JSON.parse(text) as Record<string, any>;
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed, by: res.headers.get('x-served-by') as Name };
}

/** The latest sign-up code mailed to `email`, from whichever instance's outbox holds it. */
function otpFromOutboxes(email: string): string {
  const mails = instances.flatMap((i) => {
    const dir = join(i.dataDir, 'outbox');
    return existsSync(dir) ? readdirSync(dir).map((f) => ({ f, path: join(dir, f) })) : [];
  });
  // Files are named `${Date.now()}-${random}.eml`: the newest sorts last.
  for (const { path } of mails.sort((a, b) => b.f.localeCompare(a.f))) {
    const mail = readFileSync(path, 'utf8');
    if (mail.includes(`To: ${email}`)) return /code is: (\d{6})/.exec(mail)![1]!;
  }
  throw new Error(`no code for ${email}`);
}

async function signUp(email: string, ip: string) {
  const requested = await call('/api/user/register/otp', { email }, { ip });
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const done = await call(
    '/api/user/register',
    { name: 'Asha Rao', email, password: PASSWORD, otp: otpFromOutboxes(email) },
    { ip },
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { token: done.body.token as string, requestedBy: requested.by, completedBy: done.by };
}

const other = (name: Name): Name => (name === 'A' ? 'B' : 'A');
const rows = async <T>(text: string, values: unknown[] = []) => (await pool!.query(text, values)).rows as T[];
const stockOf = async (sizeId: string) =>
  (await rows<{ stock: number }>('select stock from product_sizes where id = $1', [sizeId]))[0]!.stock;

/** A fixed-window limit resets at each window boundary; start a limit check well inside one window. */
async function awayFromWindowEdge(windowMs: number, margin: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < margin) await new Promise((r) => setTimeout(r, left + 100));
}

async function listThroughBoth(): Promise<Record<Name, Product[]>> {
  const first = await call('/api/product/list');
  const second = await call('/api/product/list');
  expect(second.by).toBe(other(first.by));
  return { [first.by]: first.body.products, [second.by]: second.body.products } as Record<Name, Product[]>;
}

async function checkout(token: string, product: Product, size: string, ip: string) {
  return call(
    '/api/order/razorpay',
    { address: ADDRESS, items: [{ _id: product._id, size, quantity: 1 }], amount: product.price + 100 },
    { token, ip },
  );
}

describe.skipIf(!TEST_DATABASE_URL)(
  'scale-out: two API instances on one PostgreSQL behind a round-robin proxy (needs TEST_DATABASE_URL; CI sets it)',
  () => {
    let shopper = '';
    const shopperEmail = 'scaleout.shopper@example.com';
    const shopperIp = '10.9.1.1';

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`create database ${DB_NAME}`);
      } finally {
        await admin.end();
      }
      pool = new pg.Pool({ connectionString: databaseUrl(DB_NAME), max: 4 });
      s3 = await startFakeS3();
      const shared = {
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      };
      // Both start at the same moment on the empty database: migrations and the catalog seed must take turns.
      const started = await Promise.all([spawnInstance('A', shared), spawnInstance('B', shared)]);
      await Promise.all(started.map(waitReady));
      const proxy = await startProxy(started);
      proxyUrl = proxy.url;
      closeProxy = proxy.close;
    }, 180_000);

    afterAll(async () => {
      await closeProxy?.();
      await Promise.all(instances.map(stopInstance));
      for (const i of instances) rmSync(i.dataDir, { recursive: true, force: true });
      await s3?.close();
      await pool?.end();
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`drop database if exists ${DB_NAME} with (force)`);
      } finally {
        await admin.end();
      }
    }, 60_000);

    it('both instances start together on an empty database: migrations applied once, catalog seeded once', async () => {
      const journal = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')) as {
        entries: unknown[];
      };
      const [applied] = await rows<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied!.n).toBe(journal.entries.length);
      const lists = await listThroughBoth();
      products = lists.A;
      const [inDb] = await rows<{ n: number }>('select count(*)::int as n from products');
      expect(products.length).toBeGreaterThan(3);
      expect(lists.B.length).toBe(products.length);
      expect(inDb!.n).toBe(products.length);
    }, 60_000);

    it('sign-up: the code requested on one instance completes the sign-up on the other', async () => {
      const { token, requestedBy, completedBy } = await signUp(shopperEmail, shopperIp);
      expect(completedBy).toBe(other(requestedBy));
      shopper = token;
      const account = await call('/api/user/account', undefined, { token: shopper, ip: shopperIp });
      expect(account.by).toBe(requestedBy);
      expect(account.status).toBe(200);
      expect(account.body.data.email).toBe(shopperEmail);
    }, 60_000);

    it('login: a token issued by one instance is accepted by the other', async () => {
      const login = await call('/api/user/login', { email: shopperEmail, password: PASSWORD }, { ip: shopperIp });
      expect(login.status).toBe(200);
      const account = await call('/api/user/account', undefined, { token: login.body.token, ip: shopperIp });
      expect(account.by).toBe(other(login.by));
      expect(account.status).toBe(200);
      expect(account.body.data.email).toBe(shopperEmail);
    }, 60_000);

    it('cart: an item added through one instance is in the cart read through the other', async () => {
      const product = products.find((p) => p.sizes.some((s) => s.stock >= 2))!;
      const size = product.sizes.find((s) => s.stock >= 2)!.size;
      const added = await call('/api/cart/add', { itemId: product.name, size }, { token: shopper, ip: shopperIp });
      expect(added.status).toBe(200);
      const cart = await call('/api/cart/get', {}, { token: shopper, ip: shopperIp });
      expect(cart.by).toBe(other(added.by));
      expect(cart.body.cartData).toEqual({ [product.name]: { [size]: 1 } });
      const again = await call('/api/cart/add', { itemId: product.name, size }, { token: shopper, ip: shopperIp });
      expect(again.by).toBe(added.by);
      const after = await call('/api/cart/get', {}, { token: shopper, ip: shopperIp });
      expect(after.by).toBe(cart.by);
      expect(after.body.cartData).toEqual({ [product.name]: { [size]: 2 } });
    }, 60_000);

    it('checkout: order created on one instance, verified on the other: one paid order, stock taken once', async () => {
      const product = products.find((p) => p.sizes.some((s) => s.stock >= 3))!;
      const size = product.sizes.find((s) => s.stock >= 3)!;
      const stockBefore = await stockOf(size._id);
      const [soldBefore] = await rows<{ sold: number }>('select sold from products where id = $1', [product._id]);

      const created = await checkout(shopper, product, size.size, shopperIp);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const paid = await call(
        '/api/order/sandbox/pay',
        { razorpay_order_id: created.body.order.id },
        { token: shopper, ip: shopperIp },
      );
      expect(paid.status).toBe(200);
      const notYet = await call('/api/order/userorders', {}, { token: shopper, ip: shopperIp });
      expect(notYet.body.orders).toEqual([]);
      const verified = await call('/api/order/verifyrazorpay', paid.body.response, { token: shopper, ip: shopperIp });
      expect(verified.by).toBe(other(created.by));
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const orderId = verified.body.orderId as string;

      // The same confirmation replayed through the first instance changes nothing.
      const replay = await call('/api/order/verifyrazorpay', paid.body.response, { token: shopper, ip: shopperIp });
      expect(replay.by).toBe(created.by);
      expect(replay.body).toMatchObject({ success: true, orderId });

      for (let i = 0; i < 2; i++) {
        const mine = await call('/api/order/userorders', {}, { token: shopper, ip: shopperIp });
        expect(mine.by).toBe(i === 0 ? verified.by : created.by);
        expect(mine.body.orders.map((o: { _id: string }) => o._id)).toEqual([orderId]);
        expect(mine.body.orders[0].items).toMatchObject([{ productId: product._id, size: size.size, quantity: 1 }]);
      }
      expect(await stockOf(size._id)).toBe(stockBefore - 1);
      const [soldAfter] = await rows<{ sold: number }>('select sold from products where id = $1', [product._id]);
      expect(soldAfter!.sold).toBe(soldBefore!.sold + 1);
      const [paidOrders] = await rows<{ n: number }>(
        "select count(*)::int as n from orders where payment_state = 'paid' and id = $1",
        [orderId],
      );
      expect(paidOrders!.n).toBe(1);
      // Each instance's cached product list notices the sale made through the other.
      const lists = await listThroughBoth();
      for (const name of ['A', 'B'] as const)
        expect(lists[name].find((p) => p._id === product._id)!.sizes.find((s) => s._id === size._id)!.stock).toBe(
          stockBefore - 1,
        );
    }, 60_000);

    it('logout on one instance: the token is refused on the other', async () => {
      const login = await call('/api/user/login', { email: shopperEmail, password: PASSWORD }, { ip: shopperIp });
      const token = login.body.token as string;
      const before = await call('/api/user/account', undefined, { token, ip: shopperIp });
      expect(before.status).toBe(200);
      const out = await call('/api/user/logout', {}, { token, ip: shopperIp });
      expect(out.status).toBe(200);
      const refused = await call('/api/user/account', undefined, { token, ip: shopperIp });
      expect(refused.by).toBe(other(out.by));
      expect(refused.status).toBe(401);
      const refusedToo = await call('/api/cart/get', {}, { token, ip: shopperIp });
      expect(refusedToo.by).toBe(out.by);
      expect(refusedToo.status).toBe(401);
      // Other sessions of the same shopper are untouched.
      expect((await call('/api/user/account', undefined, { token: shopper, ip: shopperIp })).status).toBe(200);
    }, 60_000);

    it('login rate limits count across instances: per e-mail and per client address (X-Forwarded-For)', async () => {
      const email = 'scaleout.limit@example.com';
      const ip = '10.9.2.1';
      await signUp(email, ip);
      await awayFromWindowEdge(LOGIN_WINDOW_MS, 30_000);

      // Wrong passwords spread over both instances: the limit is reached after LOGIN_PER_EMAIL in total,
      // not per instance (per-instance counters would allow twice as many).
      const wrong: Reply[] = [];
      for (let i = 0; i < LOGIN_PER_EMAIL; i++)
        wrong.push(await call('/api/user/login', { email, password: `wrong-${i}-password` }, { ip }));
      expect(wrong.map((r) => r.status)).toEqual(Array(LOGIN_PER_EMAIL).fill(401));
      expect(new Set(wrong.map((r) => r.by))).toEqual(new Set(['A', 'B']));
      for (let i = 0; i < 2; i++) {
        // Now even the right password is refused, on either instance.
        const limited = await call('/api/user/login', { email, password: PASSWORD }, { ip });
        expect(limited.status).toBe(429);
        expect(limited.body.message).toBe('Too many login attempts. Please try again in 15 minutes.');
      }

      // Per address: LOGIN_PER_IP attempts (different e-mails, at once, on both instances) from one shopper
      // address are answered; the next is refused, even when the client sends its own X-Forwarded-For
      // (the balancer overwrites it). Another address is unaffected.
      const crowdIp = '10.9.3.1';
      const attempts = await Promise.all(
        Array.from({ length: LOGIN_PER_IP }, (_, i) =>
          call(
            '/api/user/login',
            { email: `nobody.${i}@example.com`, password: PASSWORD },
            { ip: crowdIp, headers: { 'X-Forwarded-For': `203.0.113.${i}` } },
          ),
        ),
      );
      expect(attempts.map((r) => r.status)).toEqual(Array(LOGIN_PER_IP).fill(401));
      expect(new Set(attempts.map((r) => r.by))).toEqual(new Set(['A', 'B']));
      for (let i = 0; i < 2; i++) {
        const refused = await call(
          '/api/user/login',
          { email: `nobody.more.${i}@example.com`, password: PASSWORD },
          { ip: crowdIp, headers: { 'X-Forwarded-For': `198.51.100.${i}` } },
        );
        expect(refused.status).toBe(429);
      }
      const elsewhere = await call('/api/user/login', { email: shopperEmail, password: PASSWORD }, { ip: '10.9.3.2' });
      expect(elsewhere.status).toBe(200);
    }, 120_000); // may first wait up to 30 s for a fresh limit window

    it(`${RACE_SHOPPERS} shoppers, last ${RACE_UNITS} units, two instances: exactly ${RACE_UNITS} sold`, async () => {
      const tokens: string[] = [];
      for (let i = 0; i < RACE_SHOPPERS; i++)
        tokens.push((await signUp(`scaleout.racer.${i}@example.com`, `10.9.4.${i + 1}`)).token);

      // The last units: set through the database, bumping the catalog version as every stock change does.
      const product = products.find((p) => p.sizes.some((s) => s.stock >= RACE_UNITS))!;
      const size = product.sizes.find((s) => s.stock >= RACE_UNITS)!;
      await pool!.query('update product_sizes set stock = $1 where id = $2', [RACE_UNITS, size._id]);
      await pool!.query("update counters set value = value + 1 where key = 'catalog'");
      const [soldBefore] = await rows<{ sold: number }>('select sold from products where id = $1', [product._id]);
      const paidOfSize = async () =>
        (
          await rows<{ orders: number; units: number }>(
            `select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as units
             from order_items i join orders o on o.id = i.order_id where i.size_id = $1 and o.payment_state = 'paid'`,
            [size._id],
          )
        )[0]!;
      const paidBefore = await paidOfSize();
      const [ordersBefore] = await rows<{ n: number }>(
        'select count(*)::int as n from order_items where size_id = $1',
        [size._id],
      );

      const attempts = await Promise.all(
        tokens.map((token, i) => checkout(token, product, size.size, `10.9.4.${i + 1}`)),
      );
      expect(new Set(attempts.map((a) => a.by))).toEqual(new Set(['A', 'B']));
      const won = attempts.flatMap((a, i) =>
        a.status === 200
          ? [{ token: tokens[i]!, providerOrderId: a.body.order.id as string, ip: `10.9.4.${i + 1}` }]
          : [],
      );
      expect(won).toHaveLength(RACE_UNITS);
      for (const lost of attempts.filter((a) => a.status !== 200)) {
        expect(lost.status, JSON.stringify(lost.body)).toBe(409);
        expect(lost.body.message).toMatch(/out of stock|Only \d+ left/);
      }
      expect(await stockOf(size._id)).toBe(0);

      // The winners pay, each step on whichever instance the proxy picks.
      const confirmed = await Promise.all(
        won.map(async (w) => {
          const paid = await call(
            '/api/order/sandbox/pay',
            { razorpay_order_id: w.providerOrderId },
            { token: w.token, ip: w.ip },
          );
          const verified = await call('/api/order/verifyrazorpay', paid.body.response, { token: w.token, ip: w.ip });
          expect(verified.status, JSON.stringify(verified.body)).toBe(200);
          return verified.body.orderId as string;
        }),
      );
      expect(new Set(confirmed).size).toBe(RACE_UNITS);

      const paidAfter = await paidOfSize();
      expect({ orders: paidAfter.orders - paidBefore.orders, units: paidAfter.units - paidBefore.units }).toEqual({
        orders: RACE_UNITS,
        units: RACE_UNITS,
      });
      const [allForSize] = await rows<{ n: number }>('select count(*)::int as n from order_items where size_id = $1', [
        size._id,
      ]);
      expect(allForSize!.n - ordersBefore!.n).toBe(RACE_UNITS); // the losers wrote nothing
      expect(await stockOf(size._id)).toBe(0);
      const [soldAfter] = await rows<{ sold: number }>('select sold from products where id = $1', [product._id]);
      expect(soldAfter!.sold - soldBefore!.sold).toBe(RACE_UNITS);
      const lists = await listThroughBoth();
      for (const name of ['A', 'B'] as const)
        expect(lists[name].find((p) => p._id === product._id)!.sizes.find((s) => s._id === size._id)!.stock).toBe(0);
      // One more shopper, on either instance: sold out.
      const late = await checkout(shopper, product, size.size, shopperIp);
      expect(late.status).toBe(409);
    }, 120_000);

    it("both instances' workers drain one queue: every paid order's confirmation is sent exactly once", async () => {
      const paid = (await rows<{ id: string }>("select id from orders where payment_state = 'paid'")).map((r) => r.id);
      expect(paid.length).toBeGreaterThan(RACE_UNITS);
      // Each instance mails into its own outbox, so a message both workers sent would be there twice.
      const confirmations = () => confirmationsSent(instances.map((i) => i.dataDir));
      const deadline = Date.now() + 60_000;
      while (paid.some((id) => !confirmations().has(id)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      const sent = confirmations();
      expect(Object.fromEntries(paid.map((id) => [id, sent.get(id) ?? 0]))).toEqual(
        Object.fromEntries(paid.map((id) => [id, 1])),
      );
      const states = await rows<{ status: string; n: number }>(
        `select status, count(*)::int as n from notifications
         where event = 'order.placed' and channel = 'email' and order_id = any($1) group by status`,
        [paid],
      );
      expect(states).toEqual([{ status: 'sent', n: paid.length }]);
    }, 90_000);

    it('review photos: uploaded through one instance, served by the other from object storage', async () => {
      const product = products[products.length - 1]!;
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#9e3d52' } })
        .png()
        .toBuffer();
      const form = new FormData();
      for (const [k, v] of Object.entries({
        productId: product._id,
        user: 'Asha',
        rating: '5',
        comment: 'Fits true to size',
      }))
        form.append(k, v);
      form.append('images', new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }));
      const posted = await fetch(`${proxyUrl}/api/product/addReview`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${shopper}`, 'X-Shopper-Ip': shopperIp },
      });
      expect(posted.status, await posted.clone().text()).toBe(200);
      const postedBy = posted.headers.get('x-served-by') as Name;

      const listed = await call(`/api/product/reviews/${product._id}`);
      expect(listed.by).toBe(other(postedBy));
      // Replies carry absolute URLs (other clients); the path is what any instance serves.
      const absolute = listed.body.reviews[0].images[0] as string;
      expect(absolute).toMatch(/^https?:\/\//);
      const url = new URL(absolute).pathname;
      expect(url).toMatch(/^\/api\/uploads\/rev_[0-9a-f]+\.webp$/);
      const key = url.split('/').pop()!;
      const stored = [...s3!.objects].find(([k]) => k.endsWith(key));
      expect(stored, 'the photo is in the object store').toBeDefined();

      const servedBy = new Set<Name>();
      for (let i = 0; i < 2; i++) {
        const photo = await fetch(proxyUrl + url, { headers: { 'X-Shopper-Ip': shopperIp } });
        servedBy.add(photo.headers.get('x-served-by') as Name);
        expect(photo.status).toBe(200);
        expect(photo.headers.get('content-type')).toBe('image/webp');
        expect(Buffer.from(await photo.arrayBuffer()).equals(stored![1].bytes)).toBe(true);
      }
      expect(servedBy).toEqual(new Set(['A', 'B']));
      // Nothing was written to either instance's disk.
      for (const i of instances) expect(existsSync(join(i.dataDir, 'uploads')), `${i.name} uploads folder`).toBe(false);
    }, 60_000);

    it('the proxy shared the requests evenly between the two instances', () => {
      expect(served.A).toBeGreaterThan(50);
      expect(Math.abs(served.A - served.B)).toBeLessThanOrEqual(1);
      for (const i of instances) expect(i.child.exitCode, `${i.name}: ${i.stderr()}`).toBeNull();
    });
  },
);
