// The product as the console sees it (GET /api/admin/products) and the form's rules, checked before sending
// (the server checks them again: these only spare the owner a round trip).
import type { Product } from '#/lib/product.ts';
import { SIZES } from '#/lib/sizes.ts';

export type Photo = { id: string; url: string; alt: string };
export type AdminProduct = Product & { mrp?: number | null; archived: boolean; photos: Photo[]; path: string };

export type SizeRow = { size: string; stock: string };
export type ProductDraft = {
  name: string;
  price: string;
  mrp: string;
  category: string;
  subCategory: string;
  description: string;
  sizes: SizeRow[];
};

export const emptyDraft = (): ProductDraft => ({
  name: '',
  price: '',
  mrp: '',
  category: 'dress',
  subCategory: '',
  description: '',
  sizes: SIZES.slice(1, 5).map((size) => ({ size, stock: '0' })),
});

export function draftOf(p: AdminProduct): ProductDraft {
  return {
    name: p.name,
    price: String(p.price),
    mrp: p.mrp ? String(p.mrp) : '',
    category: p.category,
    subCategory: p.subCategory,
    description: p.description,
    sizes: p.sizes.map((s) => ({ size: s.size, stock: String(s.stock) })),
  };
}

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,6}$/;

export type DraftErrors = Partial<Record<'name' | 'price' | 'mrp' | 'subCategory' | 'description' | 'sizes', string>>;

/** What is wrong with the draft, field by field (empty when it can be sent). */
export function checkDraft(d: ProductDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (d.name.trim().length < 2) errors.name = 'Give the product a name (at least 2 characters).';
  else if (d.name.trim().length > 120) errors.name = 'Keep the name to 120 characters.';
  if (!RUPEES.test(d.price.trim()) || Number(d.price) <= 0) errors.price = 'Enter the price in rupees, e.g. 1499.';
  if (d.mrp.trim()) {
    if (!RUPEES.test(d.mrp.trim())) errors.mrp = 'Enter the MRP in rupees, or leave it empty.';
    else if (Number(d.mrp) < Number(d.price)) errors.mrp = 'The MRP cannot be below the price.';
  }
  if (!d.subCategory.trim()) errors.subCategory = 'Enter a sub-category, e.g. Maxi.';
  if (!d.description.trim()) errors.description = 'Describe the product.';
  const sizes = d.sizes.map((s) => s.size.trim().toUpperCase());
  if (sizes.length === 0) errors.sizes = 'Add at least one size.';
  else if (sizes.some((s) => !s)) errors.sizes = 'Every size needs a label.';
  else if (new Set(sizes).size !== sizes.length) errors.sizes = 'Each size may appear once.';
  else if (d.sizes.some((s) => !WHOLE.test(s.stock.trim()))) errors.sizes = 'Stock is a whole number, 0 or more.';
  return errors;
}

/** The JSON body of POST /api/admin/products (the API contract of issue #18). */
export function bodyOf(d: ProductDraft) {
  return {
    name: d.name.trim(),
    price: Number(d.price),
    ...(d.mrp.trim() ? { mrp: Number(d.mrp) } : {}),
    category: d.category,
    subCategory: d.subCategory.trim(),
    description: d.description.trim(),
    sizes: d.sizes.map((s) => ({ size: s.size.trim().toUpperCase(), stock: Number(s.stock) })),
  };
}

/** For a PATCH: the same fields without sizes (stock moves through the stock screen, with a reason), and an
 * emptied MRP sent as null so it is removed. */
export function patchOf(d: ProductDraft) {
  const { sizes: _sizes, ...rest } = bodyOf(d);
  return { ...rest, mrp: d.mrp.trim() ? Number(d.mrp) : null };
}
