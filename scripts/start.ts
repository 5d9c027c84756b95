// `npm start`: build the site from the database (migrations and the demo seed run on first open), then serve the
// store, and end on the line saying where it is. Each long step says what it does first (scripts/node.sh for the
// install, the build for the images and the pages). Ctrl+C stops it.
import { spawnSync } from 'node:child_process';
import { openLines } from './start-lines.ts';

const started = Date.now();
console.log('Starting the store: first the site is built, then served.');
const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit', env: process.env });
if (build.status !== 0) process.exit(build.status ?? 1);

const { env, listening, store } = await import('#/server/main.ts');
await listening.promise;
const owners = (await store.services.staff.list()).filter((s) => s.role === 'owner').length;
const lines = openLines({
  name: env.store.name,
  host: env.HOST,
  port: env.PORT,
  owners,
  tokenGiven: Boolean(process.env.ADMIN_TOKEN),
  seconds: (Date.now() - started) / 1000,
});
for (const line of lines) console.log(line);
