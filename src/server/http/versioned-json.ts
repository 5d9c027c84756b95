// A JSON reply that changes only with a version number (the product list): serialized, hashed into an
// ETag and compressed once per version, on first demand, instead of once per request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
export type VersionedBody = { body: string; etag: string; encoded: (encoding: Encoding) => Uint8Array<ArrayBuffer> };

function encoder(body: string): VersionedBody['encoded'] {
  const made: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> = {};
  return (encoding) => {
    made[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    return made[encoding];
  };
}

/** Keeps the body of the latest version seen; `toJson` runs once per version. */
export function versionedJson<T>(toJson: (data: T) => unknown) {
  let cached: { version: number; reply: VersionedBody } | undefined;
  return (version: number, data: T): VersionedBody => {
    if (cached?.version !== version) {
      const body = JSON.stringify(toJson(data));
      const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
      cached = { version, reply: { body, etag, encoded: encoder(body) } };
    }
    return cached.reply;
  };
}

/** br when the client takes it, else gzip, else none (q=0 refusals honoured). */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}
