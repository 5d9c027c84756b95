// Reviews as the product page sends them (POST /api/product/addReview): a multipart form of the fields and the photos,
// and a small real image for a photo.
import sharp from 'sharp';

export type Photo = { name: string; type: string; bytes: Buffer };

/** A 40 × 30 PNG of one colour: a photo the upload pipeline takes. */
export const testPng = (background = '#9e3d52') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

/** The Write a review form: its fields, and each photo under `images`. */
export function reviewForm(fields: Record<string, string>, photos: Photo[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of photos) form.append('images', new File([new Uint8Array(p.bytes)], p.name, { type: p.type }));
  return form;
}
