// The product list the static pages are built from: the same data GET /api/product/list returns,
// fetched from the app in-process. When another process holds the PGlite folder (the store is running),
// the build reads the list from that running server instead of opening the folder twice. The drafts' preview pages
// come from the file a publish hands its build (PREVIEW_CATALOG), else from the database the build opened.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createApp, type StoreApp } from '#/server/app.ts';
import { getBuildEnv } from '#/server/env.ts';
import { DatabaseLockedError } from '#/server/db/dir-lock.ts';
import type { Product } from '#/lib/product.ts';
import { siteRelativeImage, type PreviewProduct } from '#/server/modules/catalog/index.ts';
import type { ProductFit } from '#/domain/fit.ts';

const KEY = Symbol.for('saanjh.buildCatalog');
/** A product's star average (one decimal) and review count, from GET /api/product/ratings. */
export type Rating = { average: number; count: number };
type Catalog = {
  products: Product[];
  ratings: Record<string, Rating>;
  fits: Record<string, ProductFit>;
  previews: PreviewProduct[];
};
type Holder = { [KEY]?: Promise<Catalog> };
type Fetch = (path: string) => Promise<Response>;

async function read(get: Fetch, drafts: () => Promise<PreviewProduct[]>): Promise<Catalog> {
  const [list, ratings, fit] = await Promise.all(
    ['/api/product/list', '/api/product/ratings', '/api/product/fits'].map(get),
  );
  const body = (await list!.json()) as { success: boolean; products: Product[]; message?: string };
  if (!body.success) throw new Error(`Could not load the catalog: ${body.message}`);
  const stars = (await ratings!.json()) as { success: boolean; ratings?: Record<string, Rating> };
  const fits = (await fit!.json()) as { success: boolean; fits?: Record<string, ProductFit> };
  const previews = await drafts();
  return { products: body.products, ratings: stars.ratings ?? {}, fits: fits.fits ?? {}, previews };
}

/** The drafts a publish handed over, when it did. */
function handedOver(): PreviewProduct[] | undefined {
  const file = getBuildEnv().PREVIEW_CATALOG;
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as PreviewProduct[]) : undefined;
}

async function fromRunningServer(): Promise<Catalog> {
  const env = getBuildEnv();
  const base = env.PUBLIC_API_URL || `http://${env.HOST}:${env.PORT}`;
  // The running store does not serve drafts: only a publish's own file names them.
  const drafts = async () => handedOver() ?? [];
  return read(async (path) => {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`The catalog server at ${base} answered ${res.status}`);
    return res;
  }, drafts);
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
    const drafts = async () => handedOver() ?? (await store.services.catalog.previews());
    return await read(async (path) => store.app.fetch(new Request(`http://local${path}`)), drafts);
  } finally {
    await store.close();
  }
}

/** The API gives absolute image URLs (for other clients); the pages keep their own site-relative ones. */
async function forPages(): Promise<Catalog> {
  const relative = siteRelativeImage(getBuildEnv().PUBLIC_SITE_URL);
  const { products, ratings, fits, previews } = await load();
  const paged = (p: Product) => ({ ...p, image: p.image.map(relative) });
  return {
    products: products.map(paged),
    ratings,
    fits,
    previews: previews.map(({ key, product }) => ({ key, product: paged(product) })),
  };
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
/** The drafts' preview pages: the key of each one's path and the product as its page reads it. */
export const getPreviews = async (): Promise<PreviewProduct[]> => (await catalog()).previews;
