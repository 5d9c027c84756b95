// The product list the static pages are built from: the same data GET /api/product/list returns,
// fetched from the app in-process. When another process holds the PGlite folder (the store is running),
// the build reads the list from that running server instead of opening the folder twice.
import { randomBytes } from 'node:crypto';
import { createApp, type StoreApp } from '#/server/app.ts';
import { getBuildEnv } from '#/server/env.ts';
import { DatabaseLockedError } from '#/server/db/dir-lock.ts';
import type { Product } from '#/lib/product.ts';
import { siteRelativeImage } from '#/server/services/public-urls.ts';

const KEY = Symbol.for('saanjh.buildCatalog');
type Holder = { [KEY]?: Promise<Product[]> };

async function fromRunningServer(): Promise<Product[]> {
  const env = getBuildEnv();
  const base = env.PUBLIC_API_URL || `http://${env.HOST}:${env.PORT}`;
  const res = await fetch(`${base}/api/product/list`);
  if (!res.ok) throw new Error(`The catalog server at ${base} answered ${res.status}`);
  return ((await res.json()) as { products: Product[] }).products;
}

async function load(): Promise<Product[]> {
  let store: StoreApp;
  try {
    // The build only reads the catalog: a throwaway signing key, since it never issues or checks a token.
    store = await createApp({
      env: { ...getBuildEnv(), LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex') },
    });
  } catch (error) {
    if (error instanceof DatabaseLockedError) return fromRunningServer();
    throw error;
  }
  try {
    const res = await store.app.fetch(new Request('http://local/api/product/list'));
    const body = (await res.json()) as { success: boolean; products: Product[]; message?: string };
    if (!body.success) throw new Error(`Could not load the catalog: ${body.message}`);
    return body.products;
  } finally {
    await store.close();
  }
}

/** The API gives absolute image URLs (for other clients); the pages keep their own site-relative ones. */
async function forPages(): Promise<Product[]> {
  const relative = siteRelativeImage(getBuildEnv().PUBLIC_SITE_URL);
  return (await load()).map((p) => ({ ...p, image: p.image.map(relative) }));
}

/** Loaded once per build, shared by every page. */
export function getCatalog(): Promise<Product[]> {
  const holder = globalThis as Holder;
  holder[KEY] ??= forPages();
  return holder[KEY];
}
