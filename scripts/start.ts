// `npm start`: build the site from the database (migrations and the demo seed run on first open),
// then serve the store. Ctrl+C stops it.
import { spawnSync } from 'node:child_process';

const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit', env: process.env });
if (build.status !== 0) process.exit(build.status ?? 1);
await import('#/server/main.ts');
