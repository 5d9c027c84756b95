// Crash safety (docs/decisions.md#budgets: a SIGKILL mid-checkout loses no paid order). The real server on a PGlite
// folder takes a stream of orders and payment verifications from several shoppers; it is killed with
// SIGKILL in the middle, restarted on the same folder (taking over the stale lock), and the shoppers
// retry what they never heard back about. Then the folder is opened directly and checked: every payment
// the shoppers saw confirmed is a paid order, none is doubled, and stock = initial − sold − held.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#/server/db/client.ts';
import { ADDRESS } from '#/server/test/sample-address.ts';
import { freePort } from './free-port.ts';

const DATA_DIR = join('.data', `crash-${randomBytes(4).toString('hex')}`);
const SHOPPERS = 6;
/** The kill lands a moment after this verification was sent: while it (and others) are in flight. */
const KILL_AT_VERIFICATION = 15;

type Product = {
  _id: string;
  name: string;
  price: number;
  sold: number;
  sizes: { _id: string; size: string; stock: number }[];
};
type Attempt = {
  shopper: number;
  providerOrderId?: string;
  payment?: Record<string, string>;
  confirmedOrderId?: string;
};

let child: ChildProcess | undefined;
let base = '';

async function start(): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL: '',
      PUBLIC_SITE_URL: base,
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      JWT_SECRET: 'crash-test-secret-long-enough-for-hs256',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  // A cold start migrates a fresh PGlite: seconds alone, far longer beside other test workers on two cores.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/product/list`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${stderr}`);
}

function stop(signal: NodeJS.Signals): Promise<void> {
  const c = child;
  child = undefined;
  if (!c || c.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    c.once('exit', () => done());
    c.kill(signal);
  });
}

async function call(path: string, body: unknown, token?: string, ip = '10.1.0.1') {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function otpFromOutbox(email: string): string {
  const dir = join(DATA_DIR, 'outbox');
  for (const f of existsSync(dir) ? readdirSync(dir).sort().reverse() : []) {
    const mail = readFileSync(join(dir, f), 'utf8');
    if (mail.includes(`To: ${email}`)) return /code is: (\d{6})/.exec(mail)![1]!;
  }
  throw new Error(`no code for ${email}`);
}

afterAll(async () => {
  await stop('SIGKILL');
  rmSync(DATA_DIR, { recursive: true, force: true });
});

describe('SIGKILL in the middle of a stream of orders', () => {
  it('loses no confirmed payment, doubles none, and keeps stock equal to initial − sold − held', async () => {
    await start();
    const initial = ((await (await fetch(`${base}/api/product/list`)).json()) as { products: Product[] }).products;
    const lines = initial
      .flatMap((p) => p.sizes.filter((s) => s.stock >= 8).map((s) => ({ product: p, size: s })))
      .slice(0, 6);
    expect(lines.length).toBeGreaterThanOrEqual(3);

    const tokens: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const email = `crash.${i}@example.com`;
      const ip = `10.1.0.${i + 1}`;
      await call('/api/user/register/otp', { email }, undefined, ip);
      const done = await call(
        '/api/user/register',
        { name: 'Asha Rao', email, password: 'monsoon-evenings', otp: otpFromOutbox(email) },
        undefined,
        ip,
      );
      tokens.push(done.body.token as string);
    }

    // Each shopper keeps buying until the server dies under them; every step the shopper heard back about is recorded.
    const attempts: Attempt[] = [];
    let confirmed = 0;
    let verificationsSent = 0;
    let killed: Promise<void> | undefined;
    const shopperLoop = async (i: number) => {
      for (let n = 0; ; n++) {
        const line = lines[(i + n) % lines.length]!;
        const attempt: Attempt = { shopper: i };
        attempts.push(attempt);
        try {
          const created = await call(
            '/api/order/razorpay',
            {
              address: ADDRESS,
              items: [{ _id: line.product._id, size: line.size.size, quantity: 1 }],
              amount: line.product.price + 100,
            },
            tokens[i],
          );
          if (created.status !== 200) continue;
          attempt.providerOrderId = (created.body.order as { id: string }).id;
          const paid = await call('/api/order/sandbox/pay', { razorpay_order_id: attempt.providerOrderId }, tokens[i]);
          attempt.payment = paid.body.response as Record<string, string>;
          const verification = call('/api/order/verifyrazorpay', attempt.payment, tokens[i]);
          if (++verificationsSent === KILL_AT_VERIFICATION)
            killed = new Promise((r) => setTimeout(r, 3)).then(() => stop('SIGKILL'));
          const verified = await verification;
          if (verified.status === 200) {
            attempt.confirmedOrderId = verified.body.orderId as string;
            confirmed++;
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    await Promise.all(tokens.map((_, i) => shopperLoop(i)));
    await killed;
    expect(confirmed).toBeGreaterThanOrEqual(KILL_AT_VERIFICATION - SHOPPERS);

    // Restart on the same folder: the dead process's lock is taken over, the data opens.
    await start();
    // Shoppers retry the verifications they never heard back about (verification is idempotent).
    for (const a of attempts.filter((x) => x.payment && !x.confirmedOrderId)) {
      const retried = await call('/api/order/verifyrazorpay', a.payment, tokens[a.shopper]);
      if (retried.status === 200) a.confirmedOrderId = retried.body.orderId as string;
    }
    // A replay of every confirmed verification changes nothing.
    for (const a of attempts.filter((x) => x.confirmedOrderId))
      expect((await call('/api/order/verifyrazorpay', a.payment, tokens[a.shopper])).status).toBe(200);
    await stop('SIGTERM');

    const database = await openDatabase(undefined, DATA_DIR);
    try {
      const rows = <T>(q: ReturnType<typeof sql>) =>
        database.db.execute(q).then((r) => (r as { rows?: T[] }).rows ?? (r as unknown as T[]));
      const paid = await rows<{ id: string }>(sql`select id from orders where payment_state = 'paid'`);
      const confirmedIds = attempts.flatMap((a) => (a.confirmedOrderId ? [a.confirmedOrderId] : []));
      expect(new Set(confirmedIds).size).toBe(confirmedIds.length);
      expect(paid.map((o) => o.id).sort()).toEqual([...confirmedIds].sort());

      const perSize = await rows<{ id: string; stock: number; sold: number; held: number }>(sql`
        select s.id, s.stock,
          coalesce(sum(i.quantity) filter (where o.payment_state = 'paid'), 0)::int as sold,
          coalesce(sum(i.quantity) filter (where o.payment_state = 'pending'), 0)::int as held
        from product_sizes s
        left join order_items i on i.size_id = s.id
        left join orders o on o.id = i.order_id
        group by s.id, s.stock`);
      for (const { size } of lines) {
        const row = perSize.find((r) => r.id === size._id)!;
        expect(row.stock, `stock of ${size._id}`).toBe(size.stock - row.sold - row.held);
      }
      const soldCounts = await rows<{ id: string; sold: number; counted: number }>(sql`
        select p.id, p.sold, coalesce(sum(i.quantity) filter (where o.payment_state = 'paid'), 0)::int as counted
        from products p left join order_items i on i.product_id = p.id left join orders o on o.id = i.order_id
        group by p.id, p.sold`);
      for (const r of soldCounts.filter((x) => lines.some((l) => l.product._id === x.id))) {
        const before = initial.find((p) => p._id === r.id)!.sold;
        expect(r.sold - before, `sold of ${r.id}`).toBe(r.counted);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
