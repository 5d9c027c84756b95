// Object storage over the S3 REST API (AWS S3 or any S3-compatible store), so every API instance sees the
// same uploads. Path-style URLs, AWS Signature Version 4 signed here with node:crypto: three calls (PUT, GET, DELETE)
// do not justify the AWS SDK. The API keeps serving photos through /api/uploads/{key}, so the bucket stays
// private and the served type, CSP and nosniff headers stay ours.
import { createHash, createHmac } from 'node:crypto';
import { SAFE_KEY, UPLOADS_PATH, contentTypeOf, type Storage } from './interface.ts';

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicPath?: string;
  timeoutMs?: number;
};

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type SignInput = {
  method: string;
  /** Canonical URI: the already-encoded path. There is never a query string in our requests. */
  path: string;
  /** Exactly the headers to sign; must include host, x-amz-date and x-amz-content-sha256. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** The Authorization header value for a request (AWS Signature Version 4, service s3). */
export function signV4({
  method,
  path,
  headers,
  payloadHash,
  region,
  accessKeyId,
  secretAccessKey,
}: SignInput): string {
  const canonical = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]));
  const names = [...canonical.keys()].sort();
  const date = canonical.get('x-amz-date');
  if (!date) throw new Error('x-amz-date must be signed');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    method,
    path,
    '',
    names.map((n) => `${n}:${canonical.get(n)}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const day = date.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** S3's error code from its XML body (e.g. SignatureDoesNotMatch): enough to act on, never the body itself. */
async function errorCode(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  const code = /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1];
  return code ? ` ${code}` : '';
}

export function createS3Storage(config: S3Config): Storage {
  const base = new URL(config.endpoint);
  const basePath = base.pathname.replace(/\/+$/, '');
  const publicPath = config.publicPath ?? UPLOADS_PATH;
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    const url = new URL(base);
    url.pathname = `${basePath}/${encodeSegment(config.bucket)}/${encodeSegment(key)}`;
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(new Date()) };
    if (contentType) headers['content-type'] = contentType;
    // Host is signed but not passed: fetch sets it itself, from the same URL.
    const authorization = signV4({
      method,
      path: url.pathname,
      headers: { host: url.host, ...headers },
      payloadHash,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    });
    try {
      return await fetch(url, {
        method,
        headers: { ...headers, authorization },
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError'
          ? `timed out after ${timeoutMs} ms`
          : 'is not reachable';
      throw new Error(`object storage ${why} (${method} ${config.bucket}/${key})`, { cause: error });
    }
  }

  return {
    async put(key, bytes, contentType) {
      if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
      const res = await send('PUT', key, bytes, contentType);
      if (!res.ok)
        throw new Error(`object storage refused the upload of ${key}: HTTP ${res.status}${await errorCode(res)}`);
      await res.arrayBuffer().catch(() => undefined); // drain, so the connection is reused
      return `${publicPath}/${key}`;
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      const res = await send('GET', key);
      // A missing key is 404 only when the credentials may list the bucket; without s3:ListBucket S3 answers 403.
      if (res.status === 404) {
        await res.arrayBuffer().catch(() => undefined);
        return undefined;
      }
      if (!res.ok)
        throw new Error(`object storage refused the download of ${key}: HTTP ${res.status}${await errorCode(res)}`);
      return { bytes: Buffer.from(await res.arrayBuffer()), contentType: contentTypeOf(key) };
    },
    async delete(key) {
      if (!SAFE_KEY.test(key)) return;
      // S3 answers 204 whether or not the key existed.
      const res = await send('DELETE', key);
      if (!res.ok)
        throw new Error(`object storage refused the deletion of ${key}: HTTP ${res.status}${await errorCode(res)}`);
      await res.arrayBuffer().catch(() => undefined);
    },
  };
}
