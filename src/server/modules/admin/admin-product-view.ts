// A console product as the API answers it (withDetails: its sizes, photos, details and declarations, with what a
// publish would find missing), and the columns an input's details and declarations set.
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { productPhotos, productSizes, type products } from '#/server/db/schema/index.ts';
import { previewPath, productPath } from '#/lib/product-path.ts';
import type { AdminProduct } from '#/lib/admin.ts';
import { PRODUCT_DETAILS, type ProductDetail } from '#/lib/product.ts';
import {
  DECLARATION_FIELDS,
  missingDeclarations,
  ownDeclarations,
  type ProductDeclarations,
  type StoreDeclarations,
} from '#/lib/declarations.ts';
import type { ImageUrl } from '#/server/modules/catalog/index.ts';
import { adoptedPhotoId } from './photos.service.ts';
import { toRupees } from '#/domain/money.ts';

export type ProductRow = typeof products.$inferSelect;

/** The details a product has (the reply omits the others, as the shop's does). */
const detailsOf = (row: ProductRow) =>
  Object.fromEntries(PRODUCT_DETAILS.filter((k) => row[k]).map((k) => [k, row[k]])) as Partial<
    Record<ProductDetail, string>
  >;
/** The detail columns an input sets: a blank or null detail clears it; one not sent stays as it is. */
export const detailColumns = (input: Partial<Record<ProductDetail, string | null | undefined>>) =>
  Object.fromEntries(PRODUCT_DETAILS.filter((k) => input[k] !== undefined).map((k) => [k, input[k] || null]));

/** The declaration columns an input sets, as detailColumns does (blank or null: back to the store's default). */
export const declarationColumns = (input: { [K in keyof ProductDeclarations]?: ProductDeclarations[K] | null }) =>
  Object.fromEntries(DECLARATION_FIELDS.filter((k) => input[k] !== undefined).map((k) => [k, input[k] || null]));

/** The products whose rows are given, with their sizes and photos, in the console's shape. */
export async function withDetails(
  db: Db | Tx,
  rows: ProductRow[],
  imageUrl: ImageUrl,
  store: StoreDeclarations,
): Promise<AdminProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sizes, photos] = await Promise.all([
    db.select().from(productSizes).where(inArray(productSizes.productId, ids)).orderBy(asc(productSizes.position)),
    db.select().from(productPhotos).where(inArray(productPhotos.productId, ids)).orderBy(asc(productPhotos.position)),
  ]);
  return rows.map((p) => {
    const mine = photos.filter((ph) => ph.productId === p.id);
    const own = sizes.filter((s) => s.productId === p.id).map((s) => ({ size: s.size, stock: s.stock, _id: s.id }));
    const declared = ownDeclarations(p);
    return {
      _id: p.id,
      name: p.name,
      price: toRupees(p.pricePaise),
      ...(p.mrpPaise !== null ? { mrp: toRupees(p.mrpPaise) } : {}),
      image: p.images.map(imageUrl),
      category: p.category,
      subCategory: p.subCategory,
      description: p.description,
      sizes: own,
      dateAdded: p.dateAdded.toISOString(),
      sold: p.sold,
      ...(p.customColours.length > 0 ? { customColours: p.customColours } : {}),
      ...detailsOf(p),
      ...declared,
      missing: missingDeclarations(declared, store),
      archived: p.archived,
      draft: p.draft,
      ...(p.draft && p.previewToken ? { preview: previewPath(p.id, p.previewToken) } : {}),
      updatedAt: p.updatedAt.toISOString(),
      // Products from the seed catalog have images but no photo rows yet: their URLs stand in, in order.
      photos: mine.length
        ? mine.map((ph) => ({ id: ph.id, url: imageUrl(ph.url), alt: ph.alt }))
        : p.images.map((url, i) => ({ id: adoptedPhotoId(p.id, i), url: imageUrl(url), alt: '' })),
      path: productPath(p.name),
    };
  });
}
