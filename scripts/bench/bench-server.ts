// The real server (`node src/server/main.ts`) as the API benches start it, and shoppers signed up through the real
// OTP flow. Shared by `bench:api` (api.ts) and the drop (drop.ts).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Shopper } from './checkout-race.ts';
import { freePort } from '../free-port.ts';

export const PASSWORD = 'monsoon-evenings';

export type Server = { base: string; stop: () => Promise<void> };

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: base,
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/product/list`)).ok) {
        return {
          base,
          stop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        };
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export async function postJson(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** Sign-up codes mailed to DATA_DIR/outbox, read once per file however many shoppers sign up. */
function outboxCodes(dataDir: string): (email: string) => string {
  const seen = new Set<string>();
  const codes = new Map<string, string>();
  return (email) => {
    const dir = join(dataDir, 'outbox');
    for (const f of existsSync(dir) ? readdirSync(dir) : []) {
      if (!f.endsWith('.eml') || seen.has(f)) continue;
      seen.add(f);
      const mail = readFileSync(join(dir, f), 'utf8');
      const to = /^To: (.+)$/m.exec(mail)?.[1]?.trim();
      const code = /code is: (\d{6})/.exec(mail)?.[1];
      if (to && code) codes.set(to, code);
    }
    const code = codes.get(email);
    if (!code) throw new Error(`no code for ${email}`);
    return code;
  };
}

/**
 * `count` shoppers signed up through the real OTP flow, each from its own address (as behind a load balancer), at
 * most `parallel` at a time on one server.
 */
export async function signUpShoppers(base: string, dataDir: string, count: number, parallel = 1): Promise<Shopper[]> {
  const codeFor = outboxCodes(dataDir);
  const shoppers: Shopper[] = [];
  let next = 0;
  async function lane() {
    for (let i = next++; i < count; i = next++) {
      const email = `bench.${i}.${randomBytes(3).toString('hex')}@example.com`;
      const ip = `10.${Math.floor(i / 62500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
      const from = { 'X-Forwarded-For': ip };
      const asked = await postJson(base, '/api/user/register/otp', { email }, from);
      if (asked.success !== true) throw new Error(`sign-up code refused: ${JSON.stringify(asked)}`);
      const done = await postJson(
        base,
        '/api/user/register',
        { name: 'Bench Shopper', email, password: PASSWORD, otp: codeFor(email) },
        from,
      );
      if (typeof done.token !== 'string') throw new Error(`sign-up failed: ${JSON.stringify(done)}`);
      shoppers.push({ email, token: done.token, ip });
    }
  }
  await Promise.all(Array.from({ length: parallel }, lane));
  return shoppers;
}
