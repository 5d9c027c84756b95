// The catalog file format (content/catalog/demo.json, the synthetic benchmark catalogs): its type,
// its zod schema and a loader that validates. The database seed reads it; so do the image and catalog scripts.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { COLOUR_NAME_MAX } from '#/lib/custom-colour.ts';
import { STOCK_MAX } from '#/lib/admin.ts';
import { CATEGORY_VALUES, type Category } from '#/lib/product.ts';
import { SIZES } from '#/lib/sizes.ts';
import { DECLARATION_TEXTS, MAKER_ROLES, type ProductDeclarations } from '#/lib/declarations.ts';

export const CATEGORIES = CATEGORY_VALUES;
export const CATALOG_SIZES = SIZES;
export const PATTERNS = ['solid', 'stripes', 'dots', 'floral', 'checks', 'block-print', 'chevron', 'leheriya'] as const;

export type { Category };
export type CatalogSize = (typeof CATALOG_SIZES)[number];
export type Pattern = (typeof PATTERNS)[number];

export type CatalogArt = {
  /** A silhouette the renderer in scripts/catalog/artwork draws (see GARMENTS there). */
  garment: string;
  /** 2-3 hex colours: main, accent, (pattern). */
  colors: string[];
  pattern: Pattern;
  /** Soft hex background. */
  background: string;
};

export type CatalogEntry = {
  name: string;
  /** Whole rupees. */
  price: number;
  /** The printed price in whole rupees, above `price` (a sale item); absent when it sells at its MRP. */
  mrp?: number;
  category: Category;
  subCategory: string;
  description: string;
  sizes: { size: CatalogSize; stock: number }[];
  /** Colours the product can be made in for the customised-colour charge (src/lib/custom-colour.ts). */
  customColours?: string[];
  /** ISO 8601 date-time. */
  dateAdded: string;
  sold: number;
  /** `/images/products/${slug}-${n}-800.webp` */
  image: string[];
  art: CatalogArt;
  /** Optional details (src/lib/product.ts): colour, fabric and occasion are listing filters. */
  colour?: string;
  fabric?: string;
  occasion?: string;
  fit?: string;
  care?: string;
} & ProductDeclarations; // Legal Metrology declarations of its own (src/lib/declarations.ts); absent: the store's.

export const NAME_RE = /^[A-Za-z]+( [A-Za-z]+)*$/;
const HEX_RE = /^#[0-9a-fA-F]{6}$/;

const sizeSchema = z.object({
  size: z.enum(CATALOG_SIZES),
  stock: z.number().int().min(0).max(STOCK_MAX),
});

const artSchema = z.object({
  garment: z.string().min(1),
  colors: z.array(z.string().regex(HEX_RE, 'colours are #rrggbb')).min(2).max(3),
  pattern: z.enum(PATTERNS),
  background: z.string().regex(HEX_RE, 'background is #rrggbb'),
});

/** A short phrase ("Indigo", "Cotton mulmul", "Relaxed fit"): one line on the product page, one filter option. */
const detail = z.string().trim().min(1).max(80);
const declared = (key: keyof typeof DECLARATION_TEXTS) => z.string().trim().min(1).max(DECLARATION_TEXTS[key].max);

export const catalogEntrySchema = z
  .object({
    name: z.string().regex(NAME_RE, 'name: letters and single spaces only'),
    price: z.number().int().min(0),
    mrp: z.number().int().positive().optional(),
    category: z.enum(CATEGORIES),
    subCategory: z.string().regex(/^[a-z][a-z -]*$/, 'subCategory: lowercase words'),
    description: z.string().min(1),
    sizes: z.array(sizeSchema),
    customColours: z.array(z.string().trim().min(1).max(COLOUR_NAME_MAX)).max(12).optional(),
    dateAdded: z.iso.datetime({ offset: true }),
    sold: z.number().int().min(0),
    image: z.array(z.string().startsWith('/')).min(1),
    art: artSchema,
    colour: detail.optional(),
    fabric: detail.optional(),
    occasion: detail.optional(),
    fit: detail.optional(),
    care: detail.optional(),
    genericName: declared('genericName').optional(),
    netQuantity: declared('netQuantity').optional(),
    countryOfOrigin: declared('countryOfOrigin').optional(),
    makerRole: z.enum(MAKER_ROLES).optional(),
    makerName: declared('makerName').optional(),
    makerAddress: declared('makerAddress').optional(),
    consumerCare: declared('consumerCare').optional(),
  })
  .superRefine((entry, ctx) => {
    // An MRP at or below the price would print a saving that is not one (docs/product/dark-patterns.md).
    if (entry.mrp !== undefined && entry.mrp <= entry.price)
      ctx.addIssue({ code: 'custom', path: ['mrp'], message: 'mrp must be above the price' });
    const seen = new Set<string>();
    entry.sizes.forEach((s, i) => {
      if (seen.has(s.size))
        ctx.addIssue({ code: 'custom', path: ['sizes', i, 'size'], message: `size ${s.size} listed twice` });
      seen.add(s.size);
    });
  });

export const catalogSchema = z.object({ products: z.array(catalogEntrySchema) }).superRefine((catalog, ctx) => {
  const seen = new Map<string, number>();
  catalog.products.forEach((p, i) => {
    const key = p.name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['products', i, 'name'],
        message: `duplicate name "${p.name}" (same as products[${first}])`,
      });
    } else seen.set(key, i);
  });
});

/** Reads and validates a catalog file; throws an Error naming the file and the first problems. */
export function loadCatalog(path: string): CatalogEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`Could not read the catalog ${path}: ${(err as Error).message}`, { cause: err });
  }
  const parsed = catalogSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 10).map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    const more = parsed.error.issues.length > 10 ? `\n  … and ${parsed.error.issues.length - 10} more` : '';
    throw new Error(`Invalid catalog ${path}:\n${issues.join('\n')}${more}`);
  }
  return parsed.data.products as CatalogEntry[];
}
