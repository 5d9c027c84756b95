// Review photos (docs/product/reviews.md#photos): JPEG/PNG/WebP/GIF by content, at most 24 megapixels, re-encoded to
// WebP without metadata. A 5 MB file can claim a huge canvas (a 30,000 × 30,000 PNG of one colour compresses to almost
// nothing, and decoding it takes gigabytes), so the size is read from the header before anything is decoded,
// and at most two photos decode at a time, so a burst of uploads leaves the API's threads and memory to
// everyone else (sharp works on libuv's pool of 4, which also runs password hashing and file reads).
import sharp from 'sharp';
import { AppError } from '#/server/errors.ts';
import { PHOTO_MAX_BYTES } from '#/lib/photo-rules.ts';
import { createSemaphore } from './semaphore.ts';

export const MAX_IMAGES = 4;
export const MAX_IMAGE_BYTES = PHOTO_MAX_BYTES;
export const MAX_IMAGE_PIXELS = 24_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** Shared by every app in the process: the limit is about this machine's threads and memory. */
export const decodeGate = createSemaphore(2);

/** Magic bytes of the four accepted formats. */
export function sniffImage(bytes: Buffer): string | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return undefined;
}

/** Width × height from the header alone (sharp's metadata() does not decode pixels); only the first frame counts. */
async function pixelsOf(bytes: Buffer): Promise<number | undefined> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) return undefined;
    return meta.width * (meta.pageHeight ?? meta.height);
  } catch {
    return undefined;
  }
}

/** Refuses a photo from its bytes and header alone: too big a file, not an image, too many pixels. */
export async function inspectImage(bytes: Buffer, index: number): Promise<void> {
  const label = `Image ${index + 1}`;
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('too_large', `${label} is larger than 5 MB`);
  if (!sniffImage(bytes)) throw new AppError('bad_input', `${label} is not a JPEG, PNG, WebP or GIF image`);
  const pixels = await pixelsOf(bytes);
  if (pixels === undefined) throw new AppError('bad_input', `${label} could not be read as an image`);
  if (pixels > MAX_IMAGE_PIXELS)
    throw new AppError('too_large', `${label} is too large: photos can be up to 24 megapixels (e.g. 6000 × 4000)`);
}

/** Decodes an inspected photo (two at a time across the process) into a clean WebP. */
export async function reencodeImage(bytes: Buffer, index: number): Promise<Buffer> {
  try {
    // limitInputPixels backs up the header check should a decoder see the size differently.
    // rotate() applies EXIF orientation; toBuffer without withMetadata drops EXIF, GPS and the rest.
    return await decodeGate.run(() =>
      sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  } catch {
    throw new AppError('bad_input', `Image ${index + 1} could not be read as an image`);
  }
}
