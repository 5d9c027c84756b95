// The product list the static pages are built from: the same data GET /api/product/list returns,
// fetched from the app in-process. When another process holds the PGlite folder (the store is running),
// the build reads the list from that running server instead of opening the folder twice.
import { randomBytes } from 'node:crypto';
import { createApp, type StoreApp } from '#/server/app.ts';
import { getBuildEnv } from '#/server/env.ts';
import { DatabaseLockedError } from '#/server/db/dir-lock.ts';
import type { Product } from '#/lib/product.ts';
import { siteRelativeImage } from '#/server/modules/catalog/index.ts';
import type { ProductFit } from '#/domain/fit.ts';

const KEY = Symbol.for('saanjh.buildCatalog');
/** A product's star average (one decimal) and review count, from GET /api/product/ratings. */
export type Rating = { average: number; count: number };
type Catalog = { products: Product[]; ratings: Record<string, Rating>; fits: Record<string, ProductFit> };
type Holder = { [KEY]?: Promise<Catalog> };
type Fetch = (path: string) => Promise<Response>;

async function read(get: Fetch): Promise<Catalog> {
  const [list, ratings, fit] = await Promise.all(
    ['/api/product/list', '/api/product/ratings', '/api/product/fits'].map(get),
  );
  const body = (await list!.json()) as { success: boolean; products: Product[]; message?: string };
  if (!body.success) throw new Error(`Could not load the catalog: ${body.message}`);
  const stars = (await ratings!.json()) as { success: boolean; ratings?: Record<string, Rating> };
  const fits = (await fit!.json()) as { success: boolean; fits?: Record<string, ProductFit> };
  return { products: body.products, ratings: stars.ratings ?? {}, fits: fits.fits ?? {} };
}

async function fromRunningServer(): Promise<Catalog> {
  const env = getBuildEnv();
  const base = env.PUBLIC_API_URL || `http://${env.HOST}:${env.PORT}`;
  return read(async (path) => {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`The catalog server at ${base} answered ${res.status}`);
    return res;
  });
}

async function load(): Promise<Catalog> {
  let store: StoreApp;
  try {
    // The build only reads the catalog: a throwaway signing key, since it never issues or checks a token, and only
    // errors logged: the serving store's warnings (cash on delivery not offered, say) are said when it starts, not
    // as a JSON line in the middle of the build's progress.
    store = await createApp({
      env: { ...getBuildEnv(), LOG_LEVEL: 'error', JWT_SECRET: randomBytes(32).toString('hex') },
    });
  } catch (error) {
    if (error instanceof DatabaseLockedError) return fromRunningServer();
    throw error;
  }
  try {
    return await read(async (path) => store.app.fetch(new Request(`http://local${path}`)));
  } finally {
    await store.close();
  }
}

/** The API gives absolute image URLs (for other clients); the pages keep their own site-relative ones. */
async function forPages(): Promise<Catalog> {
  const relative = siteRelativeImage(getBuildEnv().PUBLIC_SITE_URL);
  const { products, ratings, fits } = await load();
  return { products: products.map((p) => ({ ...p, image: p.image.map(relative) })), ratings, fits };
}

/** Loaded once per build, shared by every page. */
function catalog(): Promise<Catalog> {
  const holder = globalThis as Holder;
  holder[KEY] ??= forPages();
  return holder[KEY];
}

export const getCatalog = async (): Promise<Product[]> => (await catalog()).products;
/** Star ratings by product id, read with the catalog (products without reviews are absent). */
export const getRatings = async (): Promise<Record<string, Rating>> => (await catalog()).ratings;
/** Fit summaries by product id, read with the catalog (products without signals are absent). */
export const getFits = async (): Promise<Record<string, ProductFit>> => (await catalog()).fits;
