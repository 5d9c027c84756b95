// Opens the database named by the environment (applying migrations and the seed), then exits.
import { createApp } from '#/server/app.ts';
import { getEnv } from '#/server/env.ts';
import { ensureDevSecrets } from '#/server/dev-secrets.ts';

const store = await createApp({ env: ensureDevSecrets(getEnv()) });
await store.close();
