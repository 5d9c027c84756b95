import { afterEach, describe, expect, it, vi } from 'vitest';
import { choosePhotos, inBatches, nameTheFile, type PendingPhoto, uploadPhotos } from './photo-upload.ts';

const file = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('choosing photos', () => {
  it('takes JPEG, PNG and WebP files up to 5 MB, and names each one it refuses', () => {
    const { photos, refused } = choosePhotos(
      [file('front.jpg'), file('back.heic', 'image/heic'), file('big.png', 'image/png', 6 * 1024 * 1024)],
      12,
    );
    expect(photos.map((p) => [p.file.name, p.alt])).toEqual([['front.jpg', '']]);
    expect(photos[0]!.url).toMatch(/^blob:/);
    expect(refused).toEqual(['back.heic is not a JPEG, PNG or WebP photo.', 'big.png is larger than 5 MB.']);
  });

  it('stops at the room the product has left', () => {
    const { photos, refused } = choosePhotos([file('a.jpg'), file('b.jpg'), file('c.webp', 'image/webp')], 2);
    expect(photos.map((p) => p.file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(refused).toEqual(['c.webp is one too many: a product has at most 12 photos.']);
  });
});

describe('sending photos', () => {
  const chosen = (n: number): PendingPhoto[] =>
    Array.from({ length: n }, (_, i) => ({
      key: `k${i}`,
      file: file(`p${i + 1}.jpg`),
      url: '',
      alt: ` Alt ${i + 1} `,
    }));

  it('groups photos in the batches the server takes, in order', () => {
    expect(inBatches([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
  });

  it('names the refused file instead of its place in the batch', () => {
    const batch = chosen(3);
    expect(nameTheFile('Image 2 is larger than 5 MB', batch)).toBe('p2.jpg is larger than 5 MB');
    expect(nameTheFile('A product has at most 12 photos', batch)).toBe('A product has at most 12 photos');
  });

  it('sends each batch with a description per photo; a refused batch and the rest stay unsent', async () => {
    const sentForms: FormData[] = [];
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      sentForms.push(init.body as FormData);
      const ok = sentForms.length === 1;
      const body = ok
        ? { success: true, product: { _id: 'prd_1', photos: [] } }
        : { success: false, message: 'Image 1 could not be read as an image' };
      return new Response(JSON.stringify(body), { status: ok ? 200 : 400 });
    });
    vi.stubGlobal('fetch', fetch);
    const photos = chosen(6);
    const sent: string[] = [];
    await expect(uploadPhotos('prd_1', photos, (batch) => sent.push(...batch.map((p) => p.file.name)))).rejects.toThrow(
      'p5.jpg could not be read as an image',
    );
    expect(sent).toEqual(['p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg']);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]![0]).toMatch(/\/api\/admin\/products\/prd_1\/photos$/);
    expect(sentForms[0]!.getAll('alts')).toEqual(['Alt 1', 'Alt 2', 'Alt 3', 'Alt 4']);
    expect((sentForms[1]!.getAll('photos') as File[]).map((f) => f.name)).toEqual(['p5.jpg', 'p6.jpg']);
  });
});
