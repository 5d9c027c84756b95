// The product as the API returns it (docs/product/catalog-and-search.md#the-product). Shared by the server, the build
// and the islands.
import type { ProductDeclarations } from './declarations.ts';

export type SizeEntry = { size: string; stock: number; _id: string };

export type Product = {
  _id: string;
  name: string;
  /** Rupees. */
  price: number;
  /** The printed price in rupees, when the item sells below it (a sale item); absent otherwise. */
  mrp?: number;
  image: string[];
  /** Alt text per image (same order) when staff wrote some in the console; '' where none was written. */
  imageAlt?: string[];
  category: string;
  subCategory: string;
  description: string;
  sizes: SizeEntry[];
  /** ISO 8601 (UTC, as toISOString writes it: such strings sort as their dates do). */
  dateAdded: string;
  sold: number;
  /** Colours it can be made in for the customised-colour charge (lib/custom-colour.ts); absent: none. */
  customColours?: string[];
  /** Optional details a product may carry: the listing filters on the first three, the product page lists
   * fabric, fit and care. Absent (not empty) when the catalog has no value. */
  colour?: string;
  fabric?: string;
  occasion?: string;
  fit?: string;
  care?: string;
} & ProductDeclarations; // Its own Legal Metrology declarations (lib/declarations.ts); absent: the store's default.

/** What a product card shows of a product (components/ui/ProductCard.tsx): a whole Product will do. */
export type CardProduct = Pick<Product, 'name' | 'price' | 'mrp' | 'image'> & {
  /** `stock` when the card data carries it (the listing, the pages' cards): sold-out sizes are then left out. */
  sizes: readonly (Pick<SizeEntry, 'size'> & { stock?: number })[];
};

/**
 * The card's size line (docs/product/catalog-and-search.md#products-listing): the sizes one can buy; "Sold out" when
 * none has stock; "Size Not Available" (the spec's text) only for a product that has no sizes at all.
 */
export function cardSizesText(p: Pick<CardProduct, 'sizes'>): string {
  if (p.sizes.length === 0) return 'Size Not Available';
  const buyable = p.sizes.filter((s) => s.stock === undefined || s.stock > 0);
  return buyable.length === 0 ? 'Sold out' : buyable.map((s) => s.size).join(' · ');
}

/** The optional text details of a product, in the order the API and the catalog file list them. */
export const PRODUCT_DETAILS = ['colour', 'fabric', 'occasion', 'fit', 'care'] as const;
export type ProductDetail = (typeof PRODUCT_DETAILS)[number];

/** The product categories, the one list the catalog file, the console and the pages use. */
export const CATEGORY_VALUES = ['dress', 'top', 'co-ords', 'skirts'] as const;
export type Category = (typeof CATEGORY_VALUES)[number];

/**
 * `collection` heads the listing and menus; `tile` is the home page's Collections tile, named as
 * docs/product/storefront.md#home names it.
 */
export const CATEGORIES: readonly { value: Category; label: string; collection: string; tile: string }[] = [
  { value: 'dress', label: 'Dress', collection: 'Dresses', tile: 'Dress' },
  { value: 'top', label: 'Top', collection: 'Tops', tile: 'Tops' },
  { value: 'co-ords', label: 'Co-ords', collection: 'Co-Ord Sets', tile: 'Co-Ord Sets' },
  { value: 'skirts', label: 'Skirts', collection: 'Skirts', tile: 'Skirts' },
];

/** Reads the `?category=` values in use (dress, Top, skirts, co-ords …) case-insensitively. */
export function normalizeCategory(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  const aliases: Record<string, string> = {
    tops: 'top',
    skirt: 'skirts',
    'co-ord': 'co-ords',
    coords: 'co-ords',
    dresses: 'dress',
  };
  const key = aliases[v] ?? v;
  return CATEGORIES.some((c) => c.value === key) ? key : undefined;
}

export function categoryLabel(value: string): string {
  return CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/** A style (sub-category) as the listing's chips and the product page's breadcrumb show it: "maxi" reads "Maxi". */
export const styleLabel = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

/** Image URLs: accepts the spec's "sometimes a single value". */
export function productImages(p: Pick<Product, 'image'>): string[] {
  const raw = p.image as unknown;
  if (Array.isArray(raw)) return raw.filter((x): x is string => typeof x === 'string');
  return typeof raw === 'string' && raw ? [raw] : [];
}

export function isInStock(p: Pick<Product, 'sizes'>): boolean {
  return p.sizes.some((s) => s.stock > 0);
}
