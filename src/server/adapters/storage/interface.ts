// What every storage adapter (local disk, S3) offers, and the key rules they share: services depend on this, the
// container picks the implementation (adapters/storage/index.ts).

export type Storage = {
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
  /** Removes the file; a key that is not stored (or not a safe key) is not an error, as with S3's DELETE. */
  delete(key: string): Promise<void>;
};

export const SAFE_KEY = /^[a-z0-9_-]{8,80}\.(webp|avif)$/;
const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };

/** Where the API serves stored files; put() returns `${UPLOADS_PATH}/${key}` whichever adapter stores them. */
export const UPLOADS_PATH = '/api/uploads';

/** The type a key is served with: chosen by us from its extension, never by whatever the store echoes back. */
export function contentTypeOf(key: string): string {
  return TYPES[key.split('.').pop()!] ?? 'application/octet-stream';
}
