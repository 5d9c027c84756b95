// A store process that only delivers queued notifications: the server's worker, without HTTP. The crash test
// (notifications/crash.test.ts) starts it over a PGlite data folder and kills it with SIGKILL mid-retry.
import { createApp } from '#/server/app.ts';
import { getEnv } from '#/server/env.ts';

const store = await createApp({ env: getEnv(), worker: true, seed: false });
process.stdout.write('worker ready\n');
process.on('SIGTERM', () => {
  void store.close().then(() => process.exit(0));
});
