import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '#/server/env.ts';
import { startFakeS3, type FakeS3 } from '#/server/test/fake-s3.ts';
import { startLocalServer } from '#/server/test/local-server.ts';
import { createStorage } from './index.ts';
import { amzDate, createS3Storage, sha256Hex, signV4 } from './s3-storage.ts';
import { createLocalStorage } from './storage.ts';

const KEY = 'rev_0123456789abcdef.webp';
const PHOTO = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x57, 0x45, 0x42, 0x50]);
const UNSAFE = [
  '../../etc/passwd',
  '../rev_0123456789.webp',
  'rev_0123456789abcdef.html',
  'REV_0123456789ABCDEF.webp',
  'short.webp',
  'rev 0123456789.webp',
];

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'storage-test-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('local storage', () => {
  it('stores a file and gives it back with its type', async () => {
    const storage = createLocalStorage(join(tmp, 'uploads'));
    expect(await storage.put(KEY, PHOTO, 'image/webp')).toBe(`/api/uploads/${KEY}`);
    expect(readFileSync(join(tmp, 'uploads', KEY)).equals(PHOTO)).toBe(true);
    const file = await storage.get(KEY);
    expect(file?.bytes.equals(PHOTO)).toBe(true);
    expect(file?.contentType).toBe('image/webp');
    expect(await storage.get('rev_missing000000.webp')).toBeUndefined();
  });

  it('stores AVIF files with their type and deletes files, a missing one quietly', async () => {
    const storage = createLocalStorage(join(tmp, 'uploads'));
    const avif = 'pho-0123456789abcdef-400.avif';
    await storage.put(avif, PHOTO, 'image/avif');
    await storage.put(KEY, PHOTO, 'image/webp');
    expect((await storage.get(avif))?.contentType).toBe('image/avif');
    await storage.delete(avif);
    expect(existsSync(join(tmp, 'uploads', avif))).toBe(false);
    expect(await storage.get(avif)).toBeUndefined();
    await expect(storage.delete(avif)).resolves.toBeUndefined();
    await storage.delete('../rev_0123456789abcdef.webp');
    expect(existsSync(join(tmp, 'uploads', KEY))).toBe(true);
  });

  it('refuses unsafe keys', async () => {
    const storage = createLocalStorage(join(tmp, 'uploads'));
    for (const key of UNSAFE) {
      await expect(storage.put(key, PHOTO, 'image/webp')).rejects.toThrow(/unsafe storage key/);
      expect(await storage.get(key)).toBeUndefined();
    }
    expect(existsSync(join(tmp, 'uploads'))).toBe(false);
  });
});

describe('signV4', () => {
  it('matches the AWS documented GET object example', () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html (Example: GET Object)
    const emptyHash = sha256Hex('');
    const authorization = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': emptyHash,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: emptyHash,
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      [
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date',
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      ].join(', '),
    );
  });

  it('formats x-amz-date', () => {
    expect(amzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
  });
});

describe('S3 storage when the server does not answer', () => {
  /** S3 storage of a bucket at `url`, where nothing (or nothing that answers) listens. */
  const storageAt = (url: string, timeoutMs?: number) =>
    createS3Storage({
      endpoint: url,
      bucket: 'b-uploads',
      region: 'ap-south-1',
      accessKeyId: 'a',
      secretAccessKey: 's',
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('gives up after its timeout with a plain message', async () => {
    const server = await startLocalServer(() => {}); // accepts, never answers
    try {
      const storage = storageAt(server.url, 200);
      await expect(storage.put(KEY, PHOTO, 'image/webp')).rejects.toThrow(
        /^object storage timed out after 200 ms \(PUT b-uploads\//,
      );
      await expect(storage.get(KEY)).rejects.toThrow(/timed out/);
    } finally {
      await server.close();
    }
  });

  it('reports an unreachable endpoint', async () => {
    const server = await startLocalServer(() => {});
    await server.close(); // its port, with nothing listening on it any more
    await expect(storageAt(server.url).put(KEY, PHOTO, 'image/webp')).rejects.toThrow(
      /^object storage is not reachable/,
    );
  });
});

// The S3 storage, the fake itself and the choice between disk and bucket, each test against a fake S3 of its own.
describe('with a fake S3', () => {
  let s3: FakeS3;
  beforeEach(async () => {
    s3 = await startFakeS3();
  });
  afterEach(() => s3.close());

  describe('S3 storage against the fake S3', () => {
    const config = () => ({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });

    it('stores an object in the bucket and reads it back', async () => {
      const storage = createS3Storage(config());
      expect(await storage.put(KEY, PHOTO, 'image/webp')).toBe(`/api/uploads/${KEY}`);
      const stored = s3.objects.get(KEY);
      expect(stored?.bytes.equals(PHOTO)).toBe(true);
      expect(stored?.contentType).toBe('image/webp');
      const file = await storage.get(KEY);
      expect(file?.bytes.equals(PHOTO)).toBe(true);
      expect(file?.contentType).toBe('image/webp');
      expect(s3.requests).toBe(2);
    });

    it('deletes an object from the bucket, a missing one quietly as S3 does', async () => {
      const storage = createS3Storage(config());
      const other = 'pho-0123456789abcdef-400.avif';
      await storage.put(KEY, PHOTO, 'image/webp');
      await storage.put(other, PHOTO, 'image/avif');
      await storage.delete(KEY);
      expect(s3.objects.has(KEY)).toBe(false);
      expect(s3.objects.has(other)).toBe(true);
      expect(await storage.get(KEY)).toBeUndefined();
      await expect(storage.delete(KEY)).resolves.toBeUndefined();
      expect(s3.requests).toBe(5);
    });

    it('reports a refused deletion', async () => {
      const storage = createS3Storage({ ...config(), secretAccessKey: 'not-the-secret' });
      await expect(storage.delete(KEY)).rejects.toThrow(/refused the deletion.*HTTP 403 SignatureDoesNotMatch/);
    });

    it('works with a trailing slash on the endpoint', async () => {
      const storage = createS3Storage({ ...config(), endpoint: `${s3.endpoint}/` });
      await storage.put(KEY, PHOTO, 'image/webp');
      expect(s3.objects.has(KEY)).toBe(true);
    });

    it('answers undefined for a missing key after asking the bucket', async () => {
      const storage = createS3Storage(config());
      expect(await storage.get('rev_missing000000.webp')).toBeUndefined();
      expect(s3.requests).toBe(1);
    });

    it('rejects with a plain message when the signature is refused', async () => {
      const storage = createS3Storage({ ...config(), secretAccessKey: 'not-the-secret' });
      const error = await storage.put(KEY, PHOTO, 'image/webp').then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toMatch(/refused the upload.*HTTP 403 SignatureDoesNotMatch/);
      expect(message).not.toMatch(/[<>\n]|\bat /);
      expect(s3.requests).toBe(1);
      expect(s3.objects.size).toBe(0);
      // A refused read is an error, not a missing photo.
      await expect(storage.get(KEY)).rejects.toThrow(/HTTP 403 SignatureDoesNotMatch/);
    });

    it('is refused with an unknown access key', async () => {
      const storage = createS3Storage({ ...config(), accessKeyId: 'AKIAUNKNOWN' });
      await expect(storage.put(KEY, PHOTO, 'image/webp')).rejects.toThrow(/HTTP 403 InvalidAccessKeyId/);
      expect(s3.objects.size).toBe(0);
    });

    it('never sends unsafe keys to the server', async () => {
      const storage = createS3Storage(config());
      for (const key of UNSAFE) {
        await expect(storage.put(key, PHOTO, 'image/webp')).rejects.toThrow(/unsafe storage key/);
        expect(await storage.get(key)).toBeUndefined();
      }
      expect(s3.requests).toBe(0);
    });
  });

  describe('fake S3', () => {
    /** The headers of a request to `url` signed with the fake's own credentials, as the S3 client sends them. */
    const signedHeaders = (method: string, url: URL, payload: Buffer | string) => {
      const headers = { 'x-amz-content-sha256': sha256Hex(payload), 'x-amz-date': amzDate(new Date()) };
      const authorization = signV4({
        method,
        path: url.pathname,
        headers: { host: url.host, ...headers },
        payloadHash: headers['x-amz-content-sha256'],
        region: s3.region,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      });
      return { ...headers, authorization };
    };

    it('refuses an unsigned request with an S3 XML error', async () => {
      const res = await fetch(`${s3.endpoint}/${s3.bucket}/${KEY}`, { method: 'PUT', body: new Uint8Array(PHOTO) });
      expect(res.status).toBe(403);
      expect(await res.text()).toMatch(/<Error><Code>AccessDenied<\/Code>/);
      expect(s3.objects.size).toBe(0);
    });

    it('refuses a body that does not match its signed hash', async () => {
      const url = new URL(`${s3.endpoint}/${s3.bucket}/${KEY}`);
      const res = await fetch(url, {
        method: 'PUT',
        headers: signedHeaders('PUT', url, PHOTO),
        body: new Uint8Array(Buffer.from('something else')),
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/<Code>XAmzContentSHA256Mismatch<\/Code>/);
      expect(s3.objects.size).toBe(0);
    });

    it('refuses a valid signature replayed on another key', async () => {
      const signedFor = new URL(`${s3.endpoint}/${s3.bucket}/${KEY}`);
      const res = await fetch(`${s3.endpoint}/${s3.bucket}/rev_other0000000000.webp`, {
        headers: signedHeaders('GET', signedFor, ''),
      });
      expect(res.status).toBe(403);
      expect(await res.text()).toMatch(/<Code>SignatureDoesNotMatch<\/Code>/);
    });
  });

  describe('createStorage', () => {
    it('uses local disk under DATA_DIR/uploads without S3_BUCKET', async () => {
      const storage = createStorage(parseEnv({ DATA_DIR: tmp, S3_ENDPOINT: s3.endpoint }));
      await storage.put(KEY, PHOTO, 'image/webp');
      expect(readFileSync(join(tmp, 'uploads', KEY)).equals(PHOTO)).toBe(true);
      expect(s3.requests).toBe(0);
    });

    it('uses the bucket when S3_BUCKET is set', async () => {
      const env = parseEnv({
        DATA_DIR: tmp,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      });
      const storage = createStorage(env);
      expect(await storage.put(KEY, PHOTO, 'image/webp')).toBe(`/api/uploads/${KEY}`);
      expect(s3.objects.get(KEY)?.bytes.equals(PHOTO)).toBe(true);
      expect(existsSync(join(tmp, 'uploads'))).toBe(false);
      expect((await storage.get(KEY))?.bytes.equals(PHOTO)).toBe(true);
    });

    it('refuses a bucket without credentials even when the env was built by hand', () => {
      expect(() => createStorage({ ...parseEnv({ DATA_DIR: tmp }), S3_BUCKET: 'b-uploads' })).toThrow(
        /S3_ACCESS_KEY_ID/,
      );
    });
  });
});
