// Product photos from the console. Each upload is checked by its bytes (services/review-images.ts: format,
// size, pixel count), then cropped to the pages' 3:4 frame and written as WebP and AVIF at every width the pages
// ask for (lib/images.ts), through the storage adapter (local disk or S3). A removed photo's files are deleted
// after the next publish (the pages show it until then) unless a past order shows it.
// The product's `images` column is rewritten in photo order after every change, so the shop reads photos
// exactly as before.
import { asc, eq, lte, sql } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { Db } from '#/server/db/client.ts';
import { orderItems, productPhotos, products, removedPhotos } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { bumpCatalogVersion } from '#/server/db/catalog-version.ts';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '#/lib/images.ts';
import type { Storage } from '#/server/adapters/storage/interface.ts';
import { decodeGate, inspectImage, MAX_IMAGE_PIXELS } from '#/server/shared/images.ts';
import type { Tx } from '#/server/db/client.ts';
import type { Logger } from '#/server/logger.ts';
import type { AuditService } from './audit.service.ts';
import { newId } from '#/domain/ids.ts';
import { PHOTOS_PER_PRODUCT } from '#/lib/photo-rules.ts';

export const MAX_PHOTOS = PHOTOS_PER_PRODUCT;
/** The width whose URL the product keeps; the pages derive the others from it (imageSrcSet). */
const MAIN_WIDTH = 800;
const heightFor = (width: number) => Math.round((width * 4) / 3);
/** Effort 2: an upload is encoded six times while the owner waits; higher efforts took several times longer. */
const ENCODE: { [F in ImageFormat]: (image: Sharp) => Sharp } = {
  webp: (image) => image.webp({ quality: 78 }),
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
};

/** The storage key of one photo's file: `pho-{hex}-{width}.{format}`. */
const photoKey = (id: string, width: number, format: ImageFormat) => `${id.replace('_', '-')}-${width}.${format}`;

/** Every stored file of an uploaded photo, from its URL; none for seed images (files of the static site). */
export function photoKeys(url: string): string[] {
  const m = /\/(pho-[0-9a-f]{16})-\d+\.webp$/.exec(url);
  if (!m) return [];
  return IMAGE_WIDTHS.flatMap((w) => IMAGE_FORMATS.map((f) => `${m[1]}-${w}.${f}`));
}

/** One photo at every width and format: 3:4, metadata stripped. */
export async function renderPhoto(bytes: Buffer, index: number): Promise<Map<string, Buffer>> {
  await inspectImage(bytes, index);
  try {
    return await decodeGate.run(async () => {
      const largest = Math.max(...IMAGE_WIDTHS);
      const framed = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(largest, heightFor(largest), { fit: 'cover', position: 'attention' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const out = new Map<string, Buffer>();
      const { data, info } = framed;
      for (const width of IMAGE_WIDTHS)
        for (const format of IMAGE_FORMATS) {
          const resized = sharp(data, {
            raw: { width: info.width, height: info.height, channels: info.channels },
          }).resize(width, heightFor(width));
          out.set(`${width}.${format}`, await ENCODE[format](resized).toBuffer());
        }
      return out;
    });
  } catch {
    throw new AppError('bad_input', `Image ${index + 1} could not be read as an image`);
  }
}

function refuseOverCap(photos: number, adding: number) {
  if (photos + adding > MAX_PHOTOS) throw new AppError('rule', `A product has at most ${MAX_PHOTOS} photos`);
}

export function createPhotoService(deps: {
  db: Db;
  storage: Storage;
  audit: AuditService;
  now: () => Date;
  log?: Logger;
}) {
  const { db, storage, audit, now, log } = deps;

  /** Seed products carry image URLs without photo rows: give them rows first, so they can be arranged too. */
  async function photoRows(tx: Tx, productId: string) {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw notFound('Product not found');
    let rows = await tx
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(asc(productPhotos.position));
    if (rows.length === 0 && product.images.length > 0) {
      const adopted = product.images.map((url, position) => ({
        id: adoptedPhotoId(productId, position),
        productId,
        url,
        alt: '',
        position,
      }));
      await tx.insert(productPhotos).values(adopted);
      rows = await tx
        .select()
        .from(productPhotos)
        .where(eq(productPhotos.productId, productId))
        .orderBy(asc(productPhotos.position));
    }
    return { product, rows };
  }

  /** The product's images become its photos' URLs in order (a change its page shows); the catalog version moves. */
  async function syncImages(tx: Tx, productId: string) {
    const rows = await tx
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(asc(productPhotos.position));
    await tx
      .update(products)
      .set({ images: rows.map((r) => r.url), updatedAt: now() })
      .where(eq(products.id, productId));
    await bumpCatalogVersion(tx);
  }

  return {
    /** `alt`: one text for every photo, or one per photo in their order. */
    async add(actor: string, productId: string, files: Buffer[], alt: string | readonly string[]) {
      const altOf = (i: number) => (typeof alt === 'string' ? alt : (alt[i] ?? ''));
      if (files.length === 0) throw new AppError('bad_input', 'Choose at least one photo');
      // The cap before any photo is decoded, counted from the product's images: a seed product's images are its
      // photos before they have rows (photoRows).
      const [product] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound('Product not found');
      refuseOverCap(product.images.length, files.length);
      // Rendered and stored before the transaction: encoding is slow, and a transaction holds PGlite's one connection.
      const stored: { id: string; url: string }[] = [];
      for (const [i, bytes] of files.entries()) {
        const id = newPhotoId();
        const files = await renderPhoto(bytes, i);
        let url = '';
        for (const width of IMAGE_WIDTHS)
          for (const format of IMAGE_FORMATS) {
            const put = await storage.put(
              photoKey(id, width, format),
              files.get(`${width}.${format}`)!,
              `image/${format}`,
            );
            if (width === MAIN_WIDTH && format === 'webp') url = put;
          }
        stored.push({ id, url });
      }
      try {
        await db.transaction(async (tx) => {
          const { rows } = await photoRows(tx, productId);
          // Again under the product's row lock: another upload may have taken the last places meanwhile.
          refuseOverCap(rows.length, stored.length);
          const start = rows.length ? Math.max(...rows.map((r) => r.position)) + 1 : 0;
          await tx
            .insert(productPhotos)
            .values(stored.map((s, i) => ({ id: s.id, productId, url: s.url, alt: altOf(i), position: start + i })));
          await syncImages(tx, productId);
          await audit.record(
            { actor, action: 'photo.add', target: productId, detail: { photos: stored.map((s) => s.id) } },
            tx,
          );
        });
      } catch (error) {
        // No row names these files: nothing would ever delete them.
        await Promise.allSettled(stored.flatMap((s) => photoKeys(s.url)).map((key) => storage.delete(key)));
        throw error;
      }
    },

    /** `order`: every photo id of the product, in the new order; `alt`: new alt texts by photo id. */
    async arrange(actor: string, productId: string, order: string[], alt: Record<string, string> = {}) {
      await db.transaction(async (tx) => {
        const { rows } = await photoRows(tx, productId);
        const ids = new Set(rows.map((r) => r.id));
        if (order.length !== rows.length || order.some((id) => !ids.has(id)) || new Set(order).size !== order.length)
          throw new AppError('bad_input', 'List every photo of the product once');
        if (Object.keys(alt).some((id) => !ids.has(id)))
          throw new AppError('bad_input', 'Alt text names a photo this product does not have');
        for (const [position, id] of order.entries()) {
          const row = rows.find((r) => r.id === id)!;
          await tx
            .update(productPhotos)
            .set({ position, alt: alt[id] ?? row.alt })
            .where(eq(productPhotos.id, id));
        }
        await syncImages(tx, productId);
        await audit.record({ actor, action: 'photo.arrange', target: productId, detail: { order } }, tx);
      });
    },

    async remove(actor: string, productId: string, photoId: string) {
      await db.transaction(async (tx) => {
        const { rows } = await photoRows(tx, productId);
        const row = rows.find((r) => r.id === photoId);
        if (!row) throw notFound('Photo not found');
        await tx.delete(productPhotos).where(eq(productPhotos.id, photoId));
        if (photoKeys(row.url).length > 0)
          await tx.insert(removedPhotos).values({ url: row.url, removedAt: now() }).onConflictDoNothing();
        await syncImages(tx, productId);
        await audit.record({ actor, action: 'photo.remove', target: productId, detail: { photo: photoId } }, tx);
      });
    },

    /**
     * After a publish that started at `publishedFrom`: deletes the files of photos removed before it, which no
     * page shows any more. A photo a past order shows keeps its files (My Orders and invoices show it); a store
     * that fails keeps the row, so the next publish tries again.
     */
    async purgeRemoved(publishedFrom: Date) {
      const due = await db.select().from(removedPhotos).where(lte(removedPhotos.removedAt, publishedFrom));
      for (const { url } of due) {
        const [ordered] = await db
          .select({ id: orderItems.id })
          .from(orderItems)
          .where(sql`${orderItems.images} @> ${JSON.stringify([url])}::jsonb`)
          .limit(1);
        const failed = ordered
          ? []
          : (await Promise.allSettled(photoKeys(url).map((key) => storage.delete(key)))).filter(
              (r) => r.status === 'rejected',
            );
        if (failed.length > 0)
          log?.warn('photo files not deleted; the next publish tries again', {
            url,
            files: failed.length,
            error: String(failed[0]!.reason),
          });
        else await db.delete(removedPhotos).where(eq(removedPhotos.url, url));
      }
    },
  };
}

/** The id a seed image has before and after it becomes a photo row (stable, so the console's list stays valid). */
export const adoptedPhotoId = (productId: string, position: number) => `img-${position + 1}-${productId}`;

function newPhotoId() {
  return newId('pho');
}

export type PhotoService = ReturnType<typeof createPhotoService>;
