// The owner's console contract shared by the console's forms and the server (/api/admin/*): one definition of
// a valid product, stock adjustment (admin-stock.ts), coupon (admin-coupons.ts) and staff grant, and the shapes the
// API answers with. Everything is exported from here.
import { z } from 'zod';
import { COLOUR_NAME_MAX } from './custom-colour.ts';
import { CATEGORY_VALUES, PRODUCT_DETAILS, type Product, type ProductDetail } from './product.ts';
import { productName } from './product-name.ts';
import { DECLARATION_TEXTS, type DeclarationText, MAKER_ROLES } from './declarations.ts';
import { toPaise } from '#/domain/money.ts';
import { sizeName } from './admin-names.ts';
import { eachSizeOnce, stockCount } from './admin-stock.ts';

export { sizeName } from './admin-names.ts';
export * from './admin-stock.ts';
export * from './admin-coupons.ts';

export const STAFF_ROLES = ['staff', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(10_00_000, `${label} must be at most ₹10,00,000`)
    .refine((v) => Number.isInteger(toPaise(v)) && Math.abs(v * 100 - toPaise(v)) < 1e-6, {
      message: `${label} has at most 2 decimals`,
    });

/** The details' names, in messages and on the console's form. */
export const DETAIL_LABELS: Record<ProductDetail, string> = {
  colour: 'Colour',
  fabric: 'Fabric',
  occasion: 'Occasion',
  fit: 'Fit',
  care: 'Care',
};
/** A short phrase ("Indigo", "Cotton mulmul"), as the catalog file allows; blank or null: the product has none. */
const detail = (key: ProductDetail) =>
  z
    .string({ error: `${DETAIL_LABELS[key]} is text` })
    .trim()
    .max(80, `${DETAIL_LABELS[key]} must be at most 80 characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
export const productDetails = z.object(
  Object.fromEntries(PRODUCT_DETAILS.map((key) => [key, detail(key)])) as Record<
    ProductDetail,
    ReturnType<typeof detail>
  >,
);

/** A product's own Legal Metrology declaration; blank or null: the store's default (lib/declarations.ts). */
const declaration = (key: DeclarationText) => {
  const { label, max } = DECLARATION_TEXTS[key];
  return z
    .string({ error: `${label} is text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
};
export const productDeclarations = z.object({
  genericName: declaration('genericName').describe("What the product is, e.g. Women's dress"),
  netQuantity: declaration('netQuantity').describe('e.g. 1 N, or 1 set of 2 pieces; blank: the store default'),
  countryOfOrigin: declaration('countryOfOrigin'),
  makerRole: z
    .preprocess(
      (v) => (v === '' ? null : v),
      z.enum(MAKER_ROLES, { error: `Maker's role is one of ${MAKER_ROLES.join(', ')}` }).nullable(),
    )
    .optional()
    .describe('Who the name and address below are: manufacturer, packer, importer or marketer'),
  makerName: declaration('makerName'),
  makerAddress: declaration('makerAddress'),
  consumerCare: declaration('consumerCare').describe('Blank or null: the store default (PUBLIC_* configuration)'),
});

/** Colours it can be made in (the customised-colour charge); each once, whatever its case. */
export const customColours = z
  .array(
    z
      .string({ error: 'A custom colour is text' })
      .trim()
      .min(1, 'A custom colour must not be blank')
      .max(COLOUR_NAME_MAX, `A custom colour must be at most ${COLOUR_NAME_MAX} characters`),
  )
  .max(12, 'At most 12 custom colours')
  .refine((c) => new Set(c.map((x) => x.toLowerCase())).size === c.length, { message: 'Each custom colour once' })
  .describe('Colours it can be made in at the customised-colour charge; [] offers none');

export const productFields = z.object({
  name: productName,
  price: rupees('Price'),
  mrp: rupees('MRP').nullable().optional(),
  category: z.enum(CATEGORY_VALUES, {
    error: `Category is one of ${CATEGORY_VALUES.join(', ')}`,
  }),
  subCategory: z.string().trim().max(40, 'Sub-category must be at most 40 characters').default(''),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  sizes: z
    .array(z.object({ size: sizeName, stock: stockCount }))
    .min(1, 'Add at least one size')
    .max(12, 'At most 12 sizes')
    .refine(eachSizeOnce, { message: 'Each size once' }),
  customColours: customColours.optional(),
  ...productDetails.shape,
  ...productDeclarations.shape,
});
export type ProductFields = z.output<typeof productFields>;

/** MRP, when given, is above the price (sold below it: a sale item). */
export const productInput = productFields
  .extend({
    draft: z
      .boolean({ error: 'Draft is true or false' })
      .default(false)
      .describe('true: saved as a draft, out of the shop until published (POST /{id}/publish); false: live at once'),
  })
  .refine((p) => p.mrp == null || p.mrp > p.price, {
    message: 'MRP must be more than the price',
    path: ['mrp'],
  });
export type ProductInput = z.output<typeof productInput>;
/** Sizes in an edit are the full list: a size left out is removed (refused while it has stock), a new one takes its
 * opening stock (0 when not given), and an existing one may leave its stock out (Stock adjustments change it). */
export const productPatch = productFields
  .extend({
    subCategory: z.string().trim().max(40, 'Sub-category must be at most 40 characters'),
    description: z.string().trim().max(5000, 'Description must be at most 5000 characters'),
    sizes: z
      .array(z.object({ size: sizeName, stock: stockCount.optional() }))
      .min(1, 'Add at least one size')
      .max(12, 'At most 12 sizes')
      .refine(eachSizeOnce, { message: 'Each size once' }),
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' })
  .refine((p) => p.mrp == null || p.price === undefined || p.mrp > p.price, {
    message: 'MRP must be more than the price',
    path: ['mrp'],
  });
export type ProductPatch = z.output<typeof productPatch>;

export const staffGrant = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail'),
  role: z.enum(STAFF_ROLES, { error: 'Role is staff or owner' }),
});

export type AdminPhoto = { id: string; url: string; alt: string };
/** The shop's product plus what only the console sees. */
export type AdminProduct = Product & {
  mrp?: number;
  archived: boolean;
  /** Out of the shop (list, pages, search, checkout) until published. */
  draft: boolean;
  /** A draft's preview page, built with each publish (e.g. /preview/prd_…-…/); absent for a live product. */
  preview?: string;
  /** ISO 8601: the last change to what its page shows (a preview built before it is out of date). */
  updatedAt: string;
  photos: AdminPhoto[];
  path: string;
  /** The Legal Metrology declarations it lacks after the store's defaults (a publish is refused while any do). */
  missing: string[];
};

export type PublishState = 'idle' | 'queued' | 'building' | 'live' | 'failed';
export type PublishStatus = {
  state: PublishState;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  error: string | null;
  /** A build will run after the current one (changes made while it builds). */
  queued: boolean;
  /** When the build now live started: what was saved before it is on the pages (and in the drafts' previews). */
  liveFrom?: string | null;
};
