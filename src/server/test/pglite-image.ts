// One migrated PGlite per test run, shared by every test file: the first test app to need it migrates an
// in-memory PGlite and writes its data folder to the run's folder (made by pglite-setup.ts); every test app
// then loads a copy of that image instead of running initdb and the migrations again. Test files run in
// separate workers, so they meet on the file system: a lock file makes the first one build and the others wait.
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { migratedPgliteImage } from '#/server/db/client.ts';

/** A builder that died without a word must not hang the run: past this, a worker builds its own image. */
const WAIT_LIMIT_MS = 120_000;

let loaded: Promise<Blob> | undefined;

/** The run's migrated image, built by whichever worker asks first. */
export function pgliteImage(runDir: string): Promise<Blob> {
  loaded ??= readOrBuild(runDir);
  return loaded;
}

async function readOrBuild(runDir: string): Promise<Blob> {
  const image = join(runDir, 'pgdata.tar');
  const lock = join(runDir, 'build.lock');
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(image)) return new Blob([readFileSync(image)]);
    if (takeLock(lock)) {
      try {
        const blob = await migratedPgliteImage();
        const partial = `${image}.${process.pid}`;
        writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
        renameSync(partial, image); // whole or absent: a waiter never reads half an image
        return blob;
      } finally {
        // On failure the next waiter takes the lock and tries again (failing its own tests with the cause).
        rmSync(lock, { force: true });
      }
    }
    await sleep(50);
  }
  return migratedPgliteImage();
}

function takeLock(path: string): boolean {
  try {
    closeSync(openSync(path, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
