// Writes a large synthetic catalog (same format as content/catalog/demo.json) for benchmarks.
// Deterministic for a given --seed. Images and artwork are borrowed from demo products of the same
// category (and sub-category where one exists), so no new images have to be rendered.
//
//   node scripts/catalog/generate.ts --count 10000 [--out .data/catalog-10000.json] [--seed 1]
//     [--demo content/catalog/demo.json]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CATALOG_SIZES,
  catalogSchema,
  loadCatalog,
  NAME_RE,
  type CatalogEntry,
  type CatalogSize,
  type Category,
} from '#/server/db/catalog-file.ts';
import {
  MOODS,
  COLOURS,
  FABRICS,
  EDITIONS,
  STYLES,
  CATEGORY_WEIGHTS,
  PRICE_RANGES,
  FABRIC_LINES,
  FIT_LINES,
  OCCASION_LINES,
  CARE_LINES,
  BASE_COLOUR,
  BASE_COLOURS,
} from './catalog-words.ts';

/** mulberry32: small, fast, good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type GenerateOptions = { count: number; seed?: number; demo: CatalogEntry[] };

/** A synthetic catalog of `count` products, the same for the same seed and demo catalog. */
export function generateCatalog({ count, seed = 1, demo }: GenerateOptions): CatalogEntry[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

  const donors = new Map<string, CatalogEntry[]>();
  for (const e of demo) {
    for (const key of [e.category, `${e.category}/${e.subCategory}`]) {
      if (!donors.has(key)) donors.set(key, []);
      donors.get(key)!.push(e);
    }
  }
  for (const [cat] of CATEGORY_WEIGHTS)
    if (!donors.has(cat)) throw new Error(`The demo catalog has no "${cat}" product to borrow images from`);

  const used = new Set<string>();
  const uniqueName = (parts: () => string[]): string => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const name = parts().join(' ');
      if (!used.has(name.toLowerCase())) return name;
    }
    // Crowded: add edition words until the name is free (always terminates: the words compound).
    const base = parts();
    for (let k = 0; ; k++) {
      let n = k;
      const extra: string[] = [];
      do {
        extra.push(EDITIONS[n % EDITIONS.length]!);
        n = Math.floor(n / EDITIONS.length);
      } while (n > 0);
      const name = [base[0]!, ...extra, ...base.slice(1)].join(' ');
      if (!used.has(name.toLowerCase())) return name;
    }
  };

  const start = Date.UTC(2025, 11, 1);
  const end = Date.UTC(2026, 10, 15, 23, 59, 59);
  const products: CatalogEntry[] = [];
  for (let i = 0; i < count; i++) {
    let r = rnd();
    let category: Category = 'dress';
    for (const [cat, w] of CATEGORY_WEIGHTS) {
      if (r < w) {
        category = cat;
        break;
      }
      r -= w;
    }
    const subCategory = pick(Object.keys(STYLES[category]));
    const style = pick(STYLES[category][subCategory]!);
    const shape = rnd();
    let colourWord: string | undefined;
    const name = uniqueName(() => {
      const mood = pick(MOODS);
      colourWord = shape < 0.35 || shape >= 0.7 ? pick(COLOURS) : undefined;
      if (shape < 0.35) return [mood, colourWord!, style];
      if (shape < 0.7) return [mood, pick(FABRICS), style];
      return [mood, colourWord!, pick(FABRICS), style];
    });
    used.add(name.toLowerCase());

    const [lo, hi] = pick(PRICE_RANGES);
    let price: number;
    if (rnd() < 0.04)
      price = hi; // some prices exactly on a range bound
    else {
      price = Math.round(int(Math.max(lo, 199), hi) / 50) * 50 - (rnd() < 0.7 ? 1 : 0);
      price = Math.min(hi, Math.max(lo === 0 ? 149 : lo, price));
    }

    const roll = rnd();
    let sizes: CatalogEntry['sizes'];
    if (roll < 0.01)
      sizes = []; // free size
    else {
      let chosen: readonly CatalogSize[] = CATALOG_SIZES;
      if (roll < 0.12) {
        const from = int(0, 1);
        const to = int(3, 5);
        chosen = CATALOG_SIZES.slice(from, to + 1);
      }
      const soldOut = rnd() < 0.02;
      sizes = chosen.map((size) => ({ size, stock: soldOut || rnd() < 0.08 ? 0 : int(1, 25) }));
    }

    const donor = pick(donors.get(`${category}/${subCategory}`) ?? donors.get(category)!);
    const told = [pick(FABRIC_LINES), pick(FIT_LINES), pick(OCCASION_LINES), pick(CARE_LINES)].slice(0, int(2, 4));
    const [fabric, fit, occasion, care] = told.map(([detail]) => detail);
    // About one product in twenty carries no colour: the details are optional in a real catalog too.
    const colour = colourWord ? BASE_COLOUR[colourWord] : rnd() < 0.95 ? pick(BASE_COLOURS) : undefined;

    products.push({
      name,
      price,
      category,
      subCategory,
      description: told.map(([, line]) => line).join(' '),
      sizes,
      dateAdded: new Date(start + Math.floor((rnd() * (end - start)) / 1000) * 1000).toISOString(),
      sold: int(0, 400),
      image: [...donor.image],
      art: { ...donor.art, colors: [...donor.art.colors] },
      ...(colour && { colour }),
      ...(fabric && { fabric }),
      ...(occasion && { occasion }),
      ...(fit && { fit }),
      ...(care && { care }),
      // The declarations the page must show, as the demo product whose images it borrows declares them.
      ...(donor.genericName && { genericName: donor.genericName }),
      ...(donor.netQuantity && { netQuantity: donor.netQuantity }),
    });
  }
  return products;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i !== -1) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  try {
    const count = Number(arg('count') ?? 10000);
    const seed = Number(arg('seed') ?? 1);
    if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');
    if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
    const out = arg('out') ?? `.data/catalog-${count}.json`;
    const products = generateCatalog({ count, seed, demo: loadCatalog(arg('demo') ?? 'content/catalog/demo.json') });
    const check = catalogSchema.safeParse({ products });
    if (!check.success) throw new Error(`generated an invalid catalog: ${check.error.issues[0]?.message}`);
    if (!products.every((p) => NAME_RE.test(p.name))) throw new Error('generated an invalid name');
    mkdirSync(dirname(out), { recursive: true });
    // One product per line: diffable, and far smaller than pretty-printed JSON.
    writeFileSync(out, `{"products":[\n${products.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`);
    console.log(out);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
