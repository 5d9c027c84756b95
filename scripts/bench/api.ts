// `npm run bench:api`: API throughput and latency on loopback (autocannon), and checkout races, against the real server
// (`node src/server/main.ts`) with a 1,000-product catalog, once on PGlite and once on PostgreSQL
// (a throwaway database on TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres).
// Figures, not assertions; budgets are docs/decisions.md#budgets. Options: BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (50). Last, the most SMS one attacker can cause under the COD_CODES_* caps, computed from the
// configuration.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { MAX_QUANTITY_PER_SIZE } from '#/lib/cart-rules.ts';
import { codRules } from '#/lib/cod.ts';
import { table, type Row } from './table.ts';
import { codSmsWorstCase } from './cod-sms.ts';
import { race, type Product, type Shopper } from './checkout-race.ts';
import { PASSWORD, signUpShoppers, startServer } from './bench-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WORK = '.data/bench-api';
const USERS = 50;
const BASKET = 5;
const BASKET_ADDS = 18;

async function load(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const non2xx = result.non2xx - (result['3xx'] ?? 0);
  return {
    scenario: name,
    tool: 'autocannon',
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx/3xx': non2xx,
    errors: result.errors + result.timeouts,
  };
}

// autocannon is JavaScript on the same two cores: it reads a 150 KB body at most ~520 times a second, even
// from a bare node:http server that only writes a buffer, so it measures itself there. wrk (C; Debian's `wrk`)
// reads the same server at ~17,000 req/s, so GET scenarios use it when it is installed.
const HAS_WRK = spawnSync('sh', ['-c', 'command -v wrk'], { stdio: 'ignore' }).status === 0;

function wrkMs(text: string, label: string): number {
  const m = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(text);
  if (!m) return NaN;
  const value = Number(m[1]);
  return Math.round((m[2] === 'us' ? value / 1000 : m[2] === 's' ? value * 1000 : value) * 10) / 10;
}

async function loadGet(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  if (!HAS_WRK) return load(name, { url, headers });
  const args = [
    '-t1',
    `-c${CONNECTIONS}`,
    `-d${SECONDS}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
  const errors =
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
      .exec(out)
      ?.slice(1)
      .reduce((a, b) => a + Number(b), 0) ?? 0;
  return {
    scenario: name,
    tool: 'wrk',
    'req/s': Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN)),
    'p50 ms': wrkMs(out, '50%'),
    'p99 ms': wrkMs(out, '99%'),
    'non-2xx/3xx': Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors,
  };
}

async function scenarios(db: string, base: string, dataDir: string): Promise<{ load: Row[]; race: Row[] }> {
  const list = (await (await fetch(`${base}/api/product/list`)).json()) as { products: Product[] };
  const etag = (await fetch(`${base}/api/product/list`)).headers.get('ETag') ?? '';
  const lines = list.products.flatMap((p) =>
    p.sizes.filter((s) => s.stock > 5).map((s) => ({ itemId: p.name, size: s.size })),
  );
  const roomy = list.products.flatMap((p) =>
    p.sizes.filter((s) => s.stock >= MAX_QUANTITY_PER_SIZE).map((s) => ({ itemId: p.name, size: s.size })),
  );
  const shoppers = await signUpShoppers(base, dataDir, USERS);
  const cartAdd = (
    pick: (n: number) => { shopper: Shopper; line: { itemId: string; size: string } },
  ): autocannon.Options => {
    let n = 0;
    return {
      url: `${base}/api/cart/add`,
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => {
            const { shopper, line } = pick(n++);
            return {
              ...req,
              headers: {
                'Content-Type': 'application/json',
                Authorization: `Bearer ${shopper.token}`,
                'X-Forwarded-For': shopper.ip,
              },
              body: JSON.stringify(line),
            };
          },
        },
      ],
    };
  };
  // A shopper's cart holds a few lines: each of the 50 cycles through a basket of BASKET lines, each line
  // added up to BASKET_ADDS times (under the cap of 20 a line, so every add succeeds). Bounded by count.
  const basketLine = (shopper: number, k: number) => roomy[(shopper * BASKET + k) % roomy.length]!;
  const basket = cartAdd((n) => ({
    shopper: shoppers[n % USERS]!,
    line: basketLine(n % USERS, Math.floor(n / USERS) % BASKET),
  }));
  // Stress: every add is a new line, so each cart grows to over a hundred lines and each reply with it.
  const growing = cartAdd((n) => ({ shopper: shoppers[n % USERS]!, line: lines[(n * 7919) % lines.length]! }));
  let m = 0;
  const rows = [
    await loadGet('product list (1,000, br)', `${base}/api/product/list`, { 'Accept-Encoding': 'gzip, deflate, br' }),
    await loadGet('product list revalidation (304)', `${base}/api/product/list`, { 'If-None-Match': etag }),
    await load(`cart add (50 shoppers, ${BASKET}-line carts)`, { ...basket, amount: USERS * BASKET * BASKET_ADDS }),
    await load('cart add (carts growing past 100 lines)', growing),
    // scrypt makes each login cost tens of milliseconds of CPU on purpose. Limits allow 10 logins per
    // e-mail per 15 min, so the run is bounded to 9 per shopper: every request is a real login.
    await load('login (scrypt, 50 shoppers)', {
      url: `${base}/api/user/login`,
      method: 'POST',
      connections: Math.min(CONNECTIONS, 10),
      amount: USERS * 9,
      requests: [
        {
          setupRequest: (req) => {
            const shopper = shoppers[m++ % USERS]!;
            return {
              ...req,
              headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': shopper.ip },
              body: JSON.stringify({ email: shopper.email, password: PASSWORD }),
            };
          },
        },
      ],
    }),
  ];
  const raced = await race(base, shoppers);
  return { load: rows.map((r) => ({ database: db, ...r })), race: raced.map((r) => ({ database: db, ...r })) };
}

const catalog = join(WORK, 'catalog-1000.json');
mkdirSync(WORK, { recursive: true });
if (!existsSync(catalog))
  spawnSync(process.execPath, ['scripts/catalog/generate.ts', '--count', '1000', '--out', catalog], {
    stdio: 'ignore',
  });

const rows: Row[] = [];
const races: Row[] = [];
{
  const dataDir = join(WORK, 'pglite');
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({ DATA_DIR: dataDir, SEED_CATALOG: catalog });
  try {
    const result = await scenarios('PGlite', server.base, dataDir);
    rows.push(...result.load);
    races.push(...result.race);
  } finally {
    await server.stop();
  }
}
{
  const name = `bench_api_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const dataDir = join(WORK, 'postgres');
    rmSync(dataDir, { recursive: true, force: true });
    const server = await startServer({ DATA_DIR: dataDir, SEED_CATALOG: catalog, DATABASE_URL: url.toString() });
    try {
      const result = await scenarios('PostgreSQL', server.base, dataDir);
      rows.push(...result.load);
      races.push(...result.race);
    } finally {
      await server.stop();
    }
  } catch (error) {
    console.log(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}
const apiBudgets = 'budgets, PGlite: product list ≥ 2,000 req/s, cart add ≥ 800 req/s';
table(`API on loopback: ${CONNECTIONS} connections, ${SECONDS} s each (${apiBudgets})`, rows);
table('Checkout races over HTTP (each shopper: order → sandbox Pay → verify)', races);
// Not measured: the SMS bill's ceiling under the configured COD code caps (cod-sms.ts explains the arithmetic).
console.log(`\n${codSmsWorstCase(codRules(process.env)).join('\n')}`);
