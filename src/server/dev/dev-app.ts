// One API app per dev process, kept on globalThis so hot reloads don't open the PGlite folder twice.
import { createApp, type StoreApp } from '#/server/app.ts';
import { getEnv } from '#/server/env.ts';
import { ensureDevSecrets } from '#/server/dev-secrets.ts';

const KEY = Symbol.for('saanjh.devApp');
type Holder = { [KEY]?: Promise<StoreApp> };

export async function getDevApp() {
  const holder = globalThis as Holder;
  holder[KEY] ??= createApp({ env: ensureDevSecrets(getEnv()), worker: true });
  return (await holder[KEY]).app;
}
