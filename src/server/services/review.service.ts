// Reviews with photos (DESIGN §4): rating 1–5, text stored as text, up to 4 images of ≤ 5 MB that must
// decode as JPEG/PNG/WebP/GIF; each is re-encoded to WebP (metadata stripped) before it is stored.
// All or nothing: one bad image and no file and no row are written.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '#/server/db/client.ts';
import { products, reviews } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { Storage } from '#/server/adapters/storage/storage.ts';

export const MAX_IMAGES = 4;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** Magic bytes of the four accepted formats. */
export function sniffImage(bytes: Buffer): string | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return undefined;
}

async function reencode(bytes: Buffer, index: number): Promise<Buffer> {
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('bad_input', `Image ${index + 1} is not a JPEG, PNG, WebP or GIF image`);
  try {
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.format || !FORMATS.has(meta.format)) throw new Error('format');
    // rotate() applies EXIF orientation; toBuffer without withMetadata drops EXIF, GPS and the rest.
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('bad_input', `Image ${index + 1} could not be read as an image`);
  }
}

export function createReviewService(db: Db, storage: Storage) {
  return {
    async list(productId: string) {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw new AppError('not_found', 'Product not found');
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt));
      return rows.map((r) => ({
        _id: r.id,
        username: r.username,
        date: r.createdAt.getTime(),
        rating: r.rating,
        comment: r.comment,
        images: r.images,
      }));
    },

    async create(input: {
      productId: string;
      userId: string;
      username: string;
      rating: number;
      comment: string;
      images: Buffer[];
    }) {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
      if (!product) throw new AppError('not_found', 'Product not found');
      if (input.images.length > MAX_IMAGES) throw new AppError('bad_input', `You can add up to ${MAX_IMAGES} images`);
      input.images.forEach((img, i) => {
        if (img.length > MAX_IMAGE_BYTES) throw new AppError('too_large', `Image ${i + 1} is larger than 5 MB`);
      });
      const encoded: Buffer[] = [];
      for (const [i, img] of input.images.entries()) encoded.push(await reencode(img, i));
      const urls: string[] = [];
      for (const bytes of encoded)
        urls.push(await storage.put(`rev_${randomBytes(12).toString('hex')}.webp`, bytes, 'image/webp'));
      await db.insert(reviews).values({
        id: `rev_${randomBytes(8).toString('hex')}`,
        productId: input.productId,
        userId: input.userId,
        username: input.username,
        rating: input.rating,
        comment: input.comment,
        images: urls,
      });
    },
  };
}
