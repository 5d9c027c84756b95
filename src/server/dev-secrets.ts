// Local runs need no configuration: a missing JWT_SECRET is generated once into DATA_DIR and reused,
// so tokens survive restarts. Production refuses to start without one (see env.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from './env.ts';

export function ensureDevSecrets(env: Env): Env {
  if (env.JWT_SECRET) return env;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, 'jwt-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
  }
  return { ...env, JWT_SECRET: secret };
}
