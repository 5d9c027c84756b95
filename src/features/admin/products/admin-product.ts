// The product form: a draft of text fields, turned into the API's JSON and checked by the same rules the server
// applies (lib/admin.ts), so the owner sees what is wrong beside each field before anything is sent.
import { productInput, type AdminPhoto, type AdminProduct } from '#/lib/admin.ts';
import { CATEGORY_VALUES, type Category, PRODUCT_DETAILS, type ProductDetail } from '#/lib/product.ts';
import { SIZES } from '#/lib/sizes.ts';
import { DECLARATION_FIELDS, type DeclarationField } from '#/lib/declarations.ts';

export type { AdminProduct };
export type Photo = AdminPhoto;

/** A size row: `saved` is the stock of a size the product already has (its stock then moves through Stock
 * adjustments, with a reason); a new row has its opening stock in `stock`. */
export type SizeRow = { size: string; stock: string; saved?: number };
export type ProductDraft = {
  name: string;
  price: string;
  mrp: string;
  category: Category;
  subCategory: string;
  description: string;
  sizes: SizeRow[];
  details: Record<ProductDetail, string>;
  /** The product's own Legal Metrology declarations, as typed; blank: the store's default. */
  declarations: Record<DeclarationField, string>;
  /** Comma-separated, as typed. */
  customColours: string;
};

const noDetails = () => Object.fromEntries(PRODUCT_DETAILS.map((k) => [k, ''])) as Record<ProductDetail, string>;

const noDeclarations = () =>
  Object.fromEntries(DECLARATION_FIELDS.map((k) => [k, ''])) as Record<DeclarationField, string>;

export const emptyDraft = (): ProductDraft => ({
  name: '',
  price: '',
  mrp: '',
  category: 'dress',
  subCategory: '',
  description: '',
  sizes: SIZES.slice(1, 5).map((size) => ({ size, stock: '0' })),
  details: noDetails(),
  declarations: noDeclarations(),
  customColours: '',
});

export function draftOf(p: AdminProduct): ProductDraft {
  return {
    name: p.name,
    price: String(p.price),
    mrp: p.mrp ? String(p.mrp) : '',
    // A category the form does not offer (none in the catalog today) shows, and is saved, as the first.
    category: CATEGORY_VALUES.find((c) => c === p.category) ?? CATEGORY_VALUES[0],
    subCategory: p.subCategory,
    description: p.description,
    sizes: p.sizes.map((s) => ({ size: s.size, stock: String(s.stock), saved: s.stock })),
    details: Object.fromEntries(PRODUCT_DETAILS.map((k) => [k, p[k] ?? ''])) as Record<ProductDetail, string>,
    declarations: Object.fromEntries(DECLARATION_FIELDS.map((k) => [k, p[k] ?? ''])) as Record<
      DeclarationField,
      string
    >,
    customColours: (p.customColours ?? []).join(', '),
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
    customColours: colourList(d.customColours),
    ...Object.fromEntries(PRODUCT_DETAILS.map((k) => [k, d.details[k].trim()])),
    // A blank declaration is sent as '' (the store's default), so clearing one takes the default again.
    ...Object.fromEntries(DECLARATION_FIELDS.map((k) => [k, d.declarations[k].trim()])),
  };
}

const colourList = (text: string) =>
  text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/** For a PATCH: the sizes the product keeps without their stock (stock moves through Stock adjustments, with a
 * reason), new ones with their opening stock; an emptied MRP sent as null so it is removed, an emptied detail as ''
 * (cleared). */
export function patchOf(d: ProductDraft) {
  const body = bodyOf(d);
  return {
    ...body,
    mrp: d.mrp.trim() ? num(d.mrp) : null,
    sizes: d.sizes.map((s, i) => (s.saved === undefined ? body.sizes[i]! : { size: body.sizes[i]!.size })),
  };
}

type DraftField =
  | 'name'
  | 'price'
  | 'mrp'
  | 'subCategory'
  | 'description'
  | 'sizes'
  | 'customColours'
  | ProductDetail
  | DeclarationField;
export type DraftErrors = Partial<Record<DraftField, string>>;
const FIELDS = new Set<string>([
  'name',
  'price',
  'mrp',
  'subCategory',
  'description',
  'sizes',
  'customColours',
  ...PRODUCT_DETAILS,
  ...DECLARATION_FIELDS,
]);

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
