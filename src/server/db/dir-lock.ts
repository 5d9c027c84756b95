// PGlite lets any number of processes open one data folder, and two writers corrupt it.
// A lock file holding the owner's pid makes the second process fail at once with a clear message.
import { openSync, writeSync, closeSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The database folder ${dir} is in use by process ${pid}. ` +
        'Stop that process first, or point DATA_DIR (or DATABASE_URL) elsewhere.',
    );
    this.name = 'DatabaseLockedError';
  }
}

/** Takes the lock on `dir` for this process; returns the release function. */
export function acquireDirLock(dir: string): () => void {
  const file = join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) throw new DatabaseLockedError(dir, owner);
      if (owner === process.pid) throw new DatabaseLockedError(dir, owner);
      unlinkSync(file); // stale lock from a process that died (e.g. SIGKILL): take it over
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
