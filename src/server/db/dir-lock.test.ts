import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDirLock, DatabaseLockedError } from './dir-lock.ts';

describe('PGlite folder lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const release = acquireDirLock(dir);
    expect(() => acquireDirLock(dir)).toThrow(DatabaseLockedError);
    release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
    acquireDirLock(dir)();
  });

  it('names the owning process when another live process holds it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, '.lock'), String(child.pid));
      expect(() => acquireDirLock(dir)).toThrow(new RegExp(`in use by process ${child.pid}`));
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock left by a dead process (e.g. after SIGKILL)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, '.lock'), '999999999');
    const release = acquireDirLock(dir);
    release();
  });
});
