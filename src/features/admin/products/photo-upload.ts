// Photos chosen in the console before they are sent: held in the browser (a thumbnail from the file itself), then
// sent in batches the server takes (PHOTOS_PER_UPLOAD), each photo with its own description, in the order shown.
// What was sent leaves the list batch by batch, so a refusal halfway keeps exactly the photos still to send.
import { accepted, api, errorMessage } from '#/lib/api.ts';
import { PHOTOS_PER_UPLOAD, photoFileProblem } from '#/lib/photo-rules.ts';
import type { AdminProduct } from './admin-product.ts';

export type PendingPhoto = { key: string; file: File; url: string; alt: string };

let made = 0;

/** The files as photos to send, and a sentence per file that cannot be one (wrong type, too big, beyond `room`). */
export function choosePhotos(files: readonly File[], room: number): { photos: PendingPhoto[]; refused: string[] } {
  const photos: PendingPhoto[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const problem = photoFileProblem(file);
    if (problem) refused.push(problem);
    else if (photos.length >= room) refused.push(`${file.name} is one too many: a product has at most 12 photos.`);
    else photos.push({ key: `photo-${++made}`, file, url: URL.createObjectURL(file), alt: '' });
  }
  return { photos, refused };
}

/** Lets the browser free a thumbnail once its photo is sent or taken off the list. */
export const forget = (photos: readonly PendingPhoto[]) => {
  for (const p of photos) URL.revokeObjectURL(p.url);
};

export function inBatches<T>(items: readonly T[], size = PHOTOS_PER_UPLOAD): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The server counts photos within one request ("Image 2 is larger than 5 MB"): the owner knows them by name. */
export function nameTheFile(message: string, batch: readonly { file: { name: string } }[]): string {
  return message.replace(/^Image (\d+)/, (whole, n: string) => batch[Number(n) - 1]?.file.name ?? whole);
}

/**
 * Sends `photos` to the product, a batch at a time; `onSent` hears each batch that went in, with the product as it
 * then is. Throws the refusal of the first batch refused (naming the file), leaving that batch and the rest unsent.
 */
export async function uploadPhotos(
  productId: string,
  photos: readonly PendingPhoto[],
  onSent: (sent: readonly PendingPhoto[], product: AdminProduct) => void,
): Promise<void> {
  for (const batch of inBatches(photos)) {
    const form = new FormData();
    for (const p of batch) {
      form.append('photos', p.file);
      form.append('alts', p.alt.trim());
    }
    let product: AdminProduct;
    try {
      ({ product } = accepted(await api('/api/admin/products/:id/photos', { params: { id: productId }, form })));
    } catch (e) {
      throw new Error(nameTheFile(errorMessage(e), batch));
    }
    onSent(batch, product);
  }
}
