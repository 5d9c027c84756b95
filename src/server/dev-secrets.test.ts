import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureDevSecrets, OPERATOR_TOKEN_FILE } from './dev-secrets.ts';
import { parseEnv } from './env.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('local secrets', () => {
  it('makes a signing secret and an operator token once, readable by their owner only, and reuses them', () => {
    const DATA_DIR = dataDir();
    const first = ensureDevSecrets(parseEnv({ DATA_DIR }));
    expect(first.JWT_SECRET).toMatch(/^[\w-]{64}$/);
    expect(first.ADMIN_TOKEN).toMatch(/^[\w-]{64}$/);
    expect(first.ADMIN_TOKEN).not.toBe(first.JWT_SECRET);
    const file = join(DATA_DIR, OPERATOR_TOKEN_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first.ADMIN_TOKEN);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = ensureDevSecrets(parseEnv({ DATA_DIR }));
    expect([again.JWT_SECRET, again.ADMIN_TOKEN]).toEqual([first.JWT_SECRET, first.ADMIN_TOKEN]);
  });

  it('keeps the tokens it was given', () => {
    const env = ensureDevSecrets(parseEnv({ DATA_DIR: dataDir(), ADMIN_TOKEN: 'given-operator-token' }));
    expect(env.ADMIN_TOKEN).toBe('given-operator-token');
  });

  it('never makes an operator token in production, even with one left in DATA_DIR by a local run', () => {
    const DATA_DIR = dataDir();
    ensureDevSecrets(parseEnv({ DATA_DIR }));
    const production = parseEnv(
      { DATA_DIR, NODE_ENV: 'production', JWT_SECRET: 'a-production-signing-secret-of-32+chars' },
      { requireSecrets: false },
    );
    expect(ensureDevSecrets(production).ADMIN_TOKEN).toBeUndefined();
  });
});
