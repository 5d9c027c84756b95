// Starts worker-process.ts as a real child process with the given settings (on top of this environment, for PATH
// and the like), and tells when it is ready: the crash test kills such processes.
import { spawn, type ChildProcess } from 'node:child_process';

export function spawnWorker(settings: Record<string, string>): { process: ChildProcess; ready: () => boolean } {
  const child = spawn(process.execPath, ['src/server/test/worker-process.ts'], {
    env: { ...process.env, ...settings, NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let ready = false;
  child.stdout?.on('data', (chunk: Buffer) => (ready ||= chunk.toString().includes('worker ready')));
  return { process: child, ready: () => ready };
}
