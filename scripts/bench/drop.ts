// `npm run bench:drop`: a sale's first minute. 500 shoppers race for 50 units of one size through two API instances
// sharing one PostgreSQL database (each instance also runs the notification worker), each through "Proceed to
// Pay", the sandbox's Pay and verification. Prints orders per minute, checkout latency, oversold (must be 0), 5xx
// (must be 0), and how long the queue takes to send every order confirmation, each exactly once, from the
// instances' mail outboxes. Figures, not assertions (docs/decisions.md#budgets). Needs PostgreSQL:
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres. Options: DROP_SHOPPERS (500), DROP_UNITS (50).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { signUpShoppers, startServer, type Server } from './bench-server.ts';
import { buy, type Product, type Shopper } from './checkout-race.ts';
import { table } from './table.ts';
import { confirmationsSent } from '#/server/test/outbox-confirmations.ts';

const SHOPPERS = Number(process.env.DROP_SHOPPERS ?? 500);
const UNITS = Number(process.env.DROP_UNITS ?? 50);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WORK = '.data/bench-drop';
const DRAIN_LIMIT_MS = 10 * 60_000;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

const name = `bench_drop_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(PG_URL);
url.pathname = `/${name}`;
const db = new pg.Client({ connectionString: url.toString() });
const servers: Server[] = [];
try {
  mkdirSync(WORK, { recursive: true });
  const dataDirs = ['a', 'b'].map((n) => join(WORK, n));
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  const shared = {
    DATABASE_URL: url.toString(),
    RAZORPAY_KEY_SECRET: `bench-drop-${randomBytes(8).toString('hex')}`,
    SMTP_URL: '',
    RAZORPAY_KEY_ID: '',
    ADMIN_TOKEN: '',
  };
  // The first migrates and seeds; the second starts on the ready database.
  servers.push(await startServer({ ...shared, DATA_DIR: dataDirs[0]! }));
  servers.push(await startServer({ ...shared, DATA_DIR: dataDirs[1]! }));
  await db.connect();

  const signUpStarted = performance.now();
  const halves = await Promise.all(
    servers.map((s, i) => signUpShoppers(s.base, dataDirs[i]!, Math.ceil(SHOPPERS / 2) - i * (SHOPPERS % 2), 4)),
  );
  const shoppers: { shopper: Shopper; base: string }[] = halves.flatMap((list, i) =>
    list.map((shopper) => ({ shopper, base: servers[i]!.base })),
  );
  const signUpSeconds = (performance.now() - signUpStarted) / 1000;

  const list = (await (await fetch(`${servers[0]!.base}/api/product/list`)).json()) as { products: Product[] };
  const product = list.products.find((p) => p.sizes.length > 0)!;
  const size = product.sizes[0]!.size;
  await db.query(`UPDATE product_sizes SET stock = $1 WHERE size = $2 AND product_id = $3`, [UNITS, size, product._id]);

  const started = performance.now();
  const outcomes = await Promise.all(
    shoppers.map(async ({ shopper, base }) => {
      const t0 = performance.now();
      const outcome = await buy(base, shopper, product, size);
      return { ...outcome, ms: performance.now() - t0 };
    }),
  );
  const raceMs = performance.now() - started;
  const paid = outcomes.filter((o) => o.paid);
  const all = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const won = paid.map((o) => o.ms).sort((a, b) => a - b);
  const stockLeft = Number(
    (await db.query(`SELECT stock FROM product_sizes WHERE size = $1 AND product_id = $2`, [size, product._id])).rows[0]
      .stock,
  );
  const paidOrders = (await db.query(`SELECT id FROM orders WHERE payment_state = 'paid'`)).rows.map(
    (r: { id: string }) => r.id,
  );

  // The queue: every paid order's confirmation, sent once by whichever instance's worker claimed it.
  const drainStarted = performance.now();
  let sent = confirmationsSent(dataDirs);
  while (paidOrders.some((id) => !sent.has(id)) && performance.now() - drainStarted < DRAIN_LIMIT_MS) {
    await new Promise((r) => setTimeout(r, 100));
    sent = confirmationsSent(dataDirs);
  }
  const afterRace = (performance.now() - drainStarted) / 1000;
  const missing = paidOrders.filter((id) => !sent.has(id)).length;
  const twice = [...sent.values()].filter((n) => n > 1).length;

  table(`A drop: ${shoppers.length} shoppers, ${UNITS} units, two instances on PostgreSQL`, [
    {
      'sign-up s': signUpSeconds.toFixed(1),
      'race s': (raceMs / 1000).toFixed(1),
      paid: paid.length,
      'orders/min': Math.round(paid.length / (raceMs / 60_000)),
      'p50 ms': Math.round(percentile(all, 50)),
      'p99 ms': Math.round(percentile(all, 99)),
      'paid p50 ms': Math.round(percentile(won, 50)),
      'paid p99 ms': Math.round(percentile(won, 99)),
      oversold: Math.max(0, paid.length - UNITS) + Math.max(0, -stockLeft),
      '5xx': outcomes.flatMap((o) => o.statuses).filter((s) => s >= 500).length,
    },
  ]);
  table('Order confirmations through the queue (both instances’ workers)', [
    {
      orders: paidOrders.length,
      'all sent, s after the drop began': missing ? '—' : (raceMs / 1000 + afterRace).toFixed(1),
      's after the last checkout': missing ? `not within ${DRAIN_LIMIT_MS / 1000}` : afterRace.toFixed(1),
      missing,
      'sent twice': twice,
    },
  ]);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await db.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
}
