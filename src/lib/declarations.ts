// The Legal Metrology (Packaged Commodities) Rules 2011, rule 6(10): what an online store must declare for each
// product, shown on its page (docs/product/catalog-and-search.md#product-declarations-legal-metrology). The store's
// defaults are PUBLIC_* configuration, read by the pages at build time (DECLARATIONS in build-config.ts) and by the
// server (env.declarations) from one function; a product's own values (console fields, the catalog file) override them.
// MRP and size come from the product.
import { storeIdentity } from './site.ts';

export const MAKER_ROLES = ['manufacturer', 'packer', 'importer', 'marketer'] as const;
export type MakerRole = (typeof MAKER_ROLES)[number];

/** "Manufactured by" …: the line that names the maker on the page. */
export const MAKER_ROLE_LABELS: Record<MakerRole, { title: string; by: string }> = {
  manufacturer: { title: 'Manufacturer', by: 'Manufactured by' },
  packer: { title: 'Packer', by: 'Packed by' },
  importer: { title: 'Importer', by: 'Imported by' },
  marketer: { title: 'Marketer', by: 'Marketed by' },
};

/** The declarations a product may carry itself; each blank one takes the store's default. */
export const DECLARATION_FIELDS = [
  'genericName',
  'netQuantity',
  'countryOfOrigin',
  'makerRole',
  'makerName',
  'makerAddress',
  'consumerCare',
] as const;
export type DeclarationField = (typeof DECLARATION_FIELDS)[number];
/** The text declarations (all but the role), each with its label and longest value. */
export type DeclarationText = Exclude<DeclarationField, 'makerRole'>;

export const DECLARATION_TEXTS: Record<DeclarationText, { label: string; max: number }> = {
  genericName: { label: 'Generic name', max: 80 },
  netQuantity: { label: 'Net quantity', max: 60 },
  countryOfOrigin: { label: 'Country of origin', max: 60 },
  makerName: { label: "Maker's name", max: 120 },
  makerAddress: { label: "Maker's address", max: 300 },
  consumerCare: { label: 'Consumer care', max: 300 },
};

/** A product's own declarations, as the product list carries them (absent: the store's default applies). */
export type ProductDeclarations = Partial<Record<DeclarationText, string>> & { makerRole?: MakerRole };
/** The store's defaults: a generic name has none (it names the product), every other declaration has one. */
export type StoreDeclarations = Required<Omit<ProductDeclarations, 'genericName'>>;

type Source = Partial<Record<string, string | undefined>>;
const given = (v: string | undefined) => v?.trim() || undefined;

export const isMakerRole = (v: string): v is MakerRole => (MAKER_ROLES as readonly string[]).includes(v);

const STORE_KEYS: Record<string, Exclude<DeclarationText, 'genericName'>> = {
  PUBLIC_MAKER_NAME: 'makerName',
  PUBLIC_MAKER_ADDRESS: 'makerAddress',
  PUBLIC_COUNTRY_OF_ORIGIN: 'countryOfOrigin',
  PUBLIC_NET_QUANTITY: 'netQuantity',
  PUBLIC_CONSUMER_CARE: 'consumerCare',
};

/** PUBLIC_MAKER_ROLE must name a role; the server refuses to start otherwise (env.ts). */
export function declarationProblem(source: Source): string | undefined {
  const role = given(source.PUBLIC_MAKER_ROLE);
  if (role && !isMakerRole(role)) return `PUBLIC_MAKER_ROLE must be one of ${MAKER_ROLES.join(', ')}`;
  for (const [key, field] of Object.entries(STORE_KEYS)) {
    const value = given(source[key]);
    if (value && value.length > DECLARATION_TEXTS[field].max)
      return `${key} must be at most ${DECLARATION_TEXTS[field].max} characters`;
  }
  return undefined;
}

/** The store's defaults: configured, else the store itself makes what it sells in India, one piece a pack, and its
 * customer care is the store's contact (so a fresh store declares everything but each product's generic name). */
export function storeDeclarations(source: Source): StoreDeclarations {
  const store = storeIdentity(source);
  const role = given(source.PUBLIC_MAKER_ROLE);
  return {
    makerRole: role && isMakerRole(role) ? role : 'manufacturer',
    makerName: given(source.PUBLIC_MAKER_NAME) ?? store.name,
    makerAddress: given(source.PUBLIC_MAKER_ADDRESS) ?? store.address,
    countryOfOrigin: given(source.PUBLIC_COUNTRY_OF_ORIGIN) ?? 'India',
    netQuantity: given(source.PUBLIC_NET_QUANTITY) ?? '1 N',
    consumerCare:
      given(source.PUBLIC_CONSUMER_CARE) ??
      `Customer Care, ${store.name}, ${store.address}. Phone ${store.phone}, e-mail ${store.email}; ${store.hours}.`,
  };
}

/** What the product page's "Product information" block shows. */
export type Declarations = {
  genericName?: string;
  netQuantity?: string;
  countryOfOrigin?: string;
  maker: { role: MakerRole; name?: string; address?: string };
  consumerCare?: string;
  /** Rupees: the printed price, or the price when the product sells at its MRP; inclusive of all taxes. */
  mrp: number;
  /** The sizes it comes in, in shop order; empty for a product with none (nothing to buy). */
  sizes: string[];
};

/** What the rules read of a product (a Product, a console draft, a product row with its sizes). */
type Declared = ProductDeclarations & { price: number; mrp?: number; sizes: readonly { size: string }[] };

/** Each declaration from the product, else from the store's defaults. */
export function resolveDeclarations(product: Declared, store: Partial<StoreDeclarations>): Declarations {
  const pick = (field: DeclarationText) =>
    given(product[field]) ?? (field === 'genericName' ? undefined : given(store[field]));
  return {
    genericName: pick('genericName'),
    netQuantity: pick('netQuantity'),
    countryOfOrigin: pick('countryOfOrigin'),
    maker: {
      role: product.makerRole ?? store.makerRole ?? 'manufacturer',
      name: pick('makerName'),
      address: pick('makerAddress'),
    },
    consumerCare: pick('consumerCare'),
    mrp: product.mrp ?? product.price,
    sizes: product.sizes.map((s) => s.size),
  };
}

/** The declarations the product lacks, by name ("Generic name", "Importer's address"); empty when complete. */
export function missingDeclarations(product: ProductDeclarations, store: Partial<StoreDeclarations>): string[] {
  const d = resolveDeclarations({ ...product, price: 0, sizes: [] }, store);
  const maker = MAKER_ROLE_LABELS[d.maker.role].title;
  return [
    !d.genericName && DECLARATION_TEXTS.genericName.label,
    !d.netQuantity && DECLARATION_TEXTS.netQuantity.label,
    !d.countryOfOrigin && DECLARATION_TEXTS.countryOfOrigin.label,
    !d.maker.name && `${maker}'s name`,
    !d.maker.address && `${maker}'s address`,
    !d.consumerCare && DECLARATION_TEXTS.consumerCare.label,
  ].filter((m): m is string => Boolean(m));
}

/** The declarations a stored product has of its own (null and blank columns left out, as the product list omits
 * a value it does not have). */
export function ownDeclarations(row: { [K in DeclarationField]: ProductDeclarations[K] | null }): ProductDeclarations {
  const out: Record<string, string> = {};
  for (const key of DECLARATION_FIELDS) {
    const value = given(row[key] ?? undefined);
    if (value) out[key] = value;
  }
  return out as ProductDeclarations;
}
