// Local runs need no configuration: a missing JWT_SECRET is generated once into DATA_DIR and reused, so tokens
// survive restarts; a missing ADMIN_TOKEN too (DATA_DIR/operator-token), so the owner's CLI (`npm run shop`, which
// reads that file) can make the first owner of a store `npm start` started without one. Both files are readable by
// their owner only; whoever can read DATA_DIR could forge sessions with the first anyway. Production refuses to
// start without JWT_SECRET (env-checks.ts) and never gets an operator token it was not given.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from './env.ts';

/** The file holding the generated operator token, which `npm run shop` reads when ADMIN_TOKEN is unset. */
export const OPERATOR_TOKEN_FILE = 'operator-token';

/** The secret in DATA_DIR/name, made once (random, 48 bytes as base64url) and reused. */
function localSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  } catch {
    // not made yet
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function ensureDevSecrets(env: Env): Env {
  const JWT_SECRET = env.JWT_SECRET ?? localSecret(env.DATA_DIR, 'jwt-secret');
  const ADMIN_TOKEN =
    env.ADMIN_TOKEN ?? (env.NODE_ENV === 'production' ? undefined : localSecret(env.DATA_DIR, OPERATOR_TOKEN_FILE));
  return { ...env, JWT_SECRET, ADMIN_TOKEN };
}
