// The README's first owner, on a store started with no configuration (issue 33): the server makes a local operator
// token in DATA_DIR, `npm run shop -- staff add <email> owner` reads it, and each way the CLI can fail says what to
// do. The real server (src/server/main.ts) on a fresh data folder, the CLI as a child process, as a newcomer runs them.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

const DATA_DIR = join('.data', `first-owner-${randomBytes(4).toString('hex')}`);
const EMPTY_DIR = mkdtempSync(join(tmpdir(), 'first-owner-empty-'));
const EMAIL = 'asha.owner@example.com';
let server: ChildProcess | undefined;
let port = 0;

/** The environment of a shell with nothing set: no ADMIN_TOKEN, no secrets, no site URL. */
function plainEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  for (const key of ['ADMIN_TOKEN', 'JWT_SECRET', 'PUBLIC_SITE_URL', 'PUBLIC_API_URL', 'SHOP_API_URL', 'NODE_ENV'])
    delete env[key];
  return { ...env, ...extra };
}

/**
 * `npm run shop -- …args` with these settings: its exit code and everything it printed. Not spawnSync: a blocked
 * event loop misses the server closing an idle keep-alive socket, and the next fetch would reuse it ("other side
 * closed").
 */
function shop(args: string[], env: Record<string, string>): Promise<{ status: number | null; out: string }> {
  const child = spawn(process.execPath, ['scripts/shop.ts', ...args], { env: plainEnv(env) });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, out })));
}

async function post(path: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

function codeFromOutbox(email: string): string {
  const dir = join(DATA_DIR, 'outbox');
  for (const f of existsSync(dir) ? readdirSync(dir).sort().reverse() : []) {
    const mail = readFileSync(join(dir, f), 'utf8');
    if (mail.includes(`To: ${email}`)) return /code is: (\d{6})/.exec(mail)![1]!;
  }
  throw new Error(`no code for ${email}`);
}

beforeAll(async () => {
  port = await freePort();
  server = spawn(process.execPath, ['src/server/main.ts'], {
    env: plainEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR, DATABASE_URL: '' }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (d) => (stderr += d));
  // A cold start migrates and seeds a fresh PGlite: seconds alone, far longer beside other test workers.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/product/list`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${stderr}`);
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(EMPTY_DIR, { recursive: true, force: true });
});

describe('the first owner on a store started without ADMIN_TOKEN', () => {
  it('is made as the README says: sign up, then `npm run shop -- staff add <email> owner`', async () => {
    expect(existsSync(join(DATA_DIR, 'operator-token'))).toBe(true);
    expect((await shop(['staff', 'list'], { PORT: String(port), DATA_DIR })).out).toContain(
      'No staff yet: sign the account up',
    );
    await post('/api/user/register/otp', { email: EMAIL });
    const signedUp = await post('/api/user/register', {
      name: 'Asha Rao',
      email: EMAIL,
      password: 'monsoon-evenings',
      otp: codeFromOutbox(EMAIL),
    });
    expect(signedUp.success).toBe(true);

    const added = await shop(['staff', 'add', EMAIL, 'owner'], { PORT: String(port), DATA_DIR });
    expect(added.out).toContain(`${EMAIL} is now owner.`);
    expect(added.status).toBe(0);
    // She opens the console with her own login.
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/staff`, {
      headers: { Authorization: `Bearer ${signedUp.token}` },
    });
    expect(res.status).toBe(200);
    expect((await shop(['staff', 'list'], { PORT: String(port), DATA_DIR })).out).toMatch(
      /owner\s+asha\.owner@example\.com/,
    );
  });

  it('says what to do when it cannot: nothing answers, no token, a token the store does not take', async () => {
    const nobody = await freePort();
    const down = await shop(['staff', 'list'], { PORT: String(nobody), DATA_DIR });
    expect(down.status).toBe(1);
    expect(down.out).toContain(`No store answers at http://127.0.0.1:${nobody}`);
    expect(down.out).toContain('Start it with `npm start`');

    const none = await shop(['staff', 'list'], { PORT: String(port), DATA_DIR: EMPTY_DIR });
    expect(none.status).toBe(1);
    expect(none.out).toContain(`No operator token: ADMIN_TOKEN is unset and there is no ${EMPTY_DIR}/operator-token.`);
    expect(none.out).toContain('Start the store with `npm start`');

    const wrong = await shop(['staff', 'list'], { PORT: String(port), DATA_DIR, ADMIN_TOKEN: 'not-the-servers-token' });
    expect(wrong.status).toBe(1);
    expect(wrong.out).toContain(`The store at http://127.0.0.1:${port} did not accept ADMIN_TOKEN`);
    expect(wrong.out).toContain('Set ADMIN_TOKEN to the value the server runs with');
    // The usage needs no store and no token.
    expect((await shop([], { DATA_DIR: EMPTY_DIR })).out).toContain('usage: npm run shop --');
  });
});
