// The product form: a draft of text fields, turned into the API's JSON and checked by the same rules the server
// applies (lib/admin.ts), so the owner sees what is wrong beside each field before anything is sent.
import { productInput, type AdminPhoto, type AdminProduct } from '#/lib/admin.ts';
import { SIZES } from '#/lib/sizes.ts';

export type { AdminProduct };
export type Photo = AdminPhoto;

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

/** Text to number; blank is not a number (the rules then say what is expected). */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The JSON body of POST /api/admin/products. */
export function bodyOf(d: ProductDraft) {
  return {
    name: d.name.trim(),
    price: num(d.price),
    ...(d.mrp.trim() ? { mrp: num(d.mrp) } : {}),
    category: d.category,
    subCategory: d.subCategory.trim(),
    description: d.description.trim(),
    sizes: d.sizes.map((s) => ({ size: s.size.trim().toUpperCase(), stock: num(s.stock) })),
  };
}

/** For a PATCH: the same fields without sizes (stock moves through the stock screen, with a reason), and an
 * emptied MRP sent as null so it is removed. */
export function patchOf(d: ProductDraft) {
  const { sizes: _sizes, ...rest } = bodyOf(d);
  return { ...rest, mrp: d.mrp.trim() ? num(d.mrp) : null };
}

export type DraftErrors = Partial<Record<'name' | 'price' | 'mrp' | 'subCategory' | 'description' | 'sizes', string>>;
const FIELDS = new Set<string>(['name', 'price', 'mrp', 'subCategory', 'description', 'sizes']);

/** The first problem with each field, by the shared product rules (empty when the draft can be sent). */
export function checkDraft(d: ProductDraft): DraftErrors {
  const result = productInput.safeParse(bodyOf(d));
  const errors: DraftErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (FIELDS.has(field)) errors[field as keyof DraftErrors] ??= issue.message;
  }
  return errors;
}
