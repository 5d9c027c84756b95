// Opens the database named by the environment (applying migrations and the seed), then exits.
import { createApp } from '../../src/server/app.ts';
import { getEnv } from '../../src/server/env.ts';

const store = await createApp({ env: getEnv() });
await store.close();
