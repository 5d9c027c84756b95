// Opens the database named by the environment (applying migrations and the seed), then exits.
import { createApp } from '../../src/server/app.ts';
import { getEnv } from '../../src/server/env.ts';
import { ensureDevSecrets } from '../../src/server/dev-secrets.ts';

const store = await createApp({ env: ensureDevSecrets(getEnv()) });
await store.close();
