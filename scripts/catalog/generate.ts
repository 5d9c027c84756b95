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

// Letters and spaces only: names must match /^[A-Za-z]+( [A-Za-z]+)*$/.
const MOODS = [
  'Gulmohar',
  'Chandni',
  'Kesar',
  'Mehfil',
  'Noor',
  'Amaltas',
  'Champa',
  'Mogra',
  'Rangoli',
  'Saanjh',
  'Basant',
  'Sawan',
  'Phulkari',
  'Meera',
  'Tara',
  'Jharokha',
  'Haveli',
  'Sitara',
  'Rajwada',
  'Barsaat',
  'Dhoop',
  'Chhaya',
  'Gulabo',
  'Jasmine',
  'Kamal',
  'Parijat',
  'Raat Rani',
  'Sunehri',
  'Aangan',
  'Baagh',
  'Malhar',
  'Kajri',
  'Holi',
  'Utsav',
  'Sukoon',
  'Ruhani',
  'Zoya',
  'Aabha',
  'Nazm',
  'Ghazal',
  'Kaveri',
  'Ganga',
  'Narmada',
  'Jaipur',
  'Udaipur',
  'Kutch',
  'Bagru',
  'Sanganer',
  'Pushkar',
  'Goa',
  'Kochi',
  'Nilgiri',
  'Munnar',
  'Shimla',
  'Lucknow',
  'Benaras',
  'Mysore',
  'Hampi',
  'Konark',
  'Ooty',
];
const COLOURS = [
  'Indigo',
  'Rust',
  'Ivory',
  'Mustard',
  'Sage',
  'Teal',
  'Blush',
  'Marigold',
  'Plum',
  'Coral',
  'Olive',
  'Maroon',
  'Rani Pink',
  'Saffron',
  'Emerald',
  'Ochre',
  'Lilac',
  'Mint',
  'Peach',
  'Charcoal',
  'Wine',
  'Sand',
  'Mehendi',
  'Peacock Blue',
  'Terracotta',
  'Powder Blue',
  'Kohl',
  'Rose',
  'Jade',
  'Haldi',
];
const FABRICS = [
  'Block Print',
  'Leheriya',
  'Bandhani',
  'Chanderi',
  'Linen',
  'Mulmul',
  'Ajrakh',
  'Ikat',
  'Kalamkari',
  'Dabu',
  'Chikankari',
  'Georgette',
  'Cotton',
  'Satin',
  'Checks',
  'Striped',
  'Floral',
  'Polka',
  'Kantha',
  'Khadi',
  'Handloom',
  'Crepe',
  'Voile',
  'Poplin',
  'Jacquard',
];
/** Extra words for the rare name that needs one more to be unique. */
const EDITIONS = [
  'Classic',
  'Studio',
  'Signature',
  'Heritage',
  'Festive',
  'Weekend',
  'Everyday',
  'Resort',
  'Summer',
  'Monsoon',
  'Winter',
  'Atelier',
];

const STYLES: Record<Category, Record<string, string[]>> = {
  dress: {
    maxi: ['Maxi Dress', 'Tiered Maxi Dress', 'Kaftan Dress', 'Anarkali Maxi', 'Flared Maxi Dress'],
    midi: ['Midi Dress', 'Wrap Midi Dress', 'Wrap Dress', 'Shirt Dress', 'Smocked Midi Dress'],
    mini: ['Mini Dress', 'Slip Dress', 'Tiered Mini Dress', 'Skater Dress', 'Babydoll Dress'],
  },
  top: {
    crop: ['Crop Top', 'Wrap Top', 'Smocked Top', 'Peplum Top', 'Knot Top'],
    shirt: ['Shirt', 'Button Shirt', 'Oversized Shirt', 'Camp Shirt', 'Tunic Shirt'],
    kurti: ['Kurti', 'Short Kurti', 'A Line Kurti', 'Straight Kurti', 'Tunic'],
  },
  skirts: {
    midi: ['Midi Skirt', 'Tiered Midi Skirt', 'Wrap Skirt', 'Flared Skirt', 'Pleated Skirt'],
    mini: ['Mini Skirt', 'Wrap Mini Skirt', 'Skater Skirt', 'Button Mini Skirt'],
    maxi: ['Maxi Skirt', 'Tiered Maxi Skirt', 'Gathered Skirt', 'Lehenga Skirt'],
  },
  'co-ords': {
    lounge: ['Lounge Set', 'Pyjama Set', 'Shorts Set', 'Lounge Co Ord'],
    festive: ['Kurta Set', 'Sharara Set', 'Palazzo Set', 'Skirt Set'],
    casual: ['Co Ord Set', 'Shirt Set', 'Crop Set', 'Trouser Set'],
  },
};

const CATEGORY_WEIGHTS: [Category, number][] = [
  ['dress', 0.35],
  ['top', 0.27],
  ['skirts', 0.19],
  ['co-ords', 0.19],
];
const PRICE_RANGES: [number, number][] = [
  [0, 500],
  [500, 1000],
  [1000, 2000],
  [2000, 3000],
];

// Description lines, each with the product detail it implies (src/lib/product.ts), so a generated product's
// fabric, fit, occasion and care agree with its description.
const FABRIC_LINES: [string, string][] = [
  ['Cotton', 'Cut from breathable cotton mulmul that stays cool through Indian summers.'],
  ['Rayon', 'Made in fluid rayon that drapes softly and moves with you.'],
  ['Linen', 'Woven in washed linen that grows softer with every wear.'],
  ['Chanderi', 'Crafted from lightweight Chanderi with a gentle sheen.'],
  ['Georgette', 'Made in soft georgette, fully lined for comfort.'],
  ['Modal satin', 'Cut from smooth modal satin with a subtle lustre.'],
  ['Cotton', 'Hand block printed on soft cotton cambric by artisans in Rajasthan.'],
  ['Cotton', 'Made in handloom cotton with a beautifully uneven weave.'],
];
const FIT_LINES: [string, string][] = [
  ['Relaxed', 'A relaxed fit with room to breathe.'],
  ['Fitted bodice, flared', 'A softly fitted bodice and an easy flare.'],
  ['Tailored', 'Tailored for a clean, flattering line.'],
  ['Relaxed', 'An easy silhouette that flatters every body.'],
  ['Regular, with pockets', 'Finished with thoughtful details and deep pockets.'],
];
const OCCASION_LINES: [string, string][] = [
  ['Casual', 'Made for long brunches and sunny afternoons.'],
  ['Festive', 'Perfect for festive gatherings and family dinners.'],
  ['Work', 'An everyday favourite for work and weekends.'],
  ['Party', 'Dress it up for the evening or down for errands.'],
  ['Vacation', 'Made for holidays, travel and slow mornings.'],
];
const CARE_LINES: [string, string][] = [
  ['Machine wash cold, gentle cycle', 'Machine wash cold on a gentle cycle.'],
  ['Hand wash cold, dry in shade', 'Hand wash separately in cold water and dry in shade.'],
  ['Dry clean only', 'Dry clean only.'],
  ['Hand wash, cool iron on the reverse', 'Gentle hand wash and cool iron on the reverse.'],
];
/** The colour filter's value for each colour word a name may carry (the demo catalog uses the same values). */
const BASE_COLOUR: Record<string, string> = {
  Indigo: 'Blue',
  Rust: 'Orange',
  Ivory: 'White',
  Mustard: 'Yellow',
  Sage: 'Green',
  Teal: 'Green',
  Blush: 'Pink',
  Marigold: 'Yellow',
  Plum: 'Purple',
  Coral: 'Orange',
  Olive: 'Green',
  Maroon: 'Red',
  'Rani Pink': 'Pink',
  Saffron: 'Orange',
  Emerald: 'Green',
  Ochre: 'Yellow',
  Lilac: 'Purple',
  Mint: 'Green',
  Peach: 'Pink',
  Charcoal: 'Grey',
  Wine: 'Red',
  Sand: 'Beige',
  Mehendi: 'Green',
  'Peacock Blue': 'Blue',
  Terracotta: 'Orange',
  'Powder Blue': 'Blue',
  Kohl: 'Black',
  Rose: 'Pink',
  Jade: 'Green',
  Haldi: 'Yellow',
};
const BASE_COLOURS = [...new Set(Object.values(BASE_COLOUR)), 'Multi'];

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
