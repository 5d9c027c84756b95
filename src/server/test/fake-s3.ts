// A local stand-in for S3 (path-style PUT/GET/DELETE object, one bucket) that checks requests the way S3 does:
// it recomputes the AWS Signature Version 4 from what arrived on the wire with the secret it knows, so a
// wrongly signed request fails here as it would against AWS. The signing is written again on purpose rather
// than imported from the adapter: sharing the code under test would let one bug sign and verify alike.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathOf, startFakeApi } from './local-server.ts';

export type FakeS3Object = { bytes: Buffer; contentType: string };

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeS3Object>;
  /** Every request that reached the server, refused ones included. */
  requests: number;
  close(): Promise<void>;
};

const MAX_SKEW_MS = 15 * 60 * 1000;
const AUTH = new RegExp(
  [
    String.raw`^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/s3\/aws4_request, ?`,
    'SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$',
  ].join(''),
);
const SIGNATURE_MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your key and signing method.';

const xmlEscape = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sendError(res: ServerResponse, status: number, code: string, message: string, resource: string): void {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>`,
    `<Resource>${xmlEscape(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`,
  ].join('');
  res.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** 20130524T000000Z → Date, or undefined when malformed. */
function parseAmzDate(value: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return undefined;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The SigV4 signature S3 would expect for this request, built from the request as received. */
function expectedSignature(
  req: IncomingMessage,
  signedHeaders: string[],
  payloadHash: string,
  amzDate: string,
  region: string,
  secret: string,
): string {
  const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?', 2);
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=', 2);
      return [k, v] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerLines = signedHeaders.map((name) => {
    const value = req.headers[name];
    const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${joined.trim().replace(/\s+/g, ' ')}\n`;
  });
  const headerBlock = `${headerLines.join('')}\n${signedHeaders.join(';')}`;
  const canonicalRequest = `${req.method}\n${rawPath}\n${query}\n${headerBlock}\n${payloadHash}`;
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const requestHash = createHash('sha256').update(canonicalRequest).digest('hex');
  const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${requestHash}`;
  let key: Buffer = createHmac('sha256', `AWS4${secret}`).update(day).digest();
  for (const part of [region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

export async function startFakeS3(): Promise<FakeS3> {
  const bucket = 'fake-uploads';
  const region = 'ap-south-1';
  const accessKeyId = `AKIAFAKE${randomBytes(6).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(30).toString('base64');
  const objects = new Map<string, FakeS3Object>();
  let requests = 0;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    requests += 1;
    const body = await readBody(req);
    const path = pathOf(req);
    const resource = decodeURIComponent(path);

    // Authentication first, as S3 does: nothing about the bucket is told to an unsigned caller.
    const auth = AUTH.exec(req.headers.authorization ?? '');
    if (!auth) return sendError(res, 403, 'AccessDenied', 'Access Denied', resource);
    const [, keyId = '', day = '', scopeRegion = '', signedList = '', signature = ''] = auth;
    if (keyId !== accessKeyId)
      return sendError(
        res,
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
        resource,
      );
    if (scopeRegion !== region)
      return sendError(
        res,
        400,
        'AuthorizationHeaderMalformed',
        `the region '${scopeRegion}' is wrong; expecting '${region}'`,
        resource,
      );
    const signedHeaders = signedList.split(';');
    const sent = Object.keys(req.headers);
    const unsigned = ['host', ...sent.filter((h) => h.startsWith('x-amz-'))].filter((h) => !signedHeaders.includes(h));
    if (unsigned.length > 0)
      return sendError(
        res,
        403,
        'AccessDenied',
        `There were headers present in the request which were not signed: ${unsigned.join(', ')}`,
        resource,
      );
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const when = parseAmzDate(amzDate);
    if (!when || amzDate.slice(0, 8) !== day)
      return sendError(
        res,
        403,
        'AccessDenied',
        'X-Amz-Date is missing or does not match the credential scope',
        resource,
      );
    if (Math.abs(Date.now() - when.getTime()) > MAX_SKEW_MS)
      return sendError(
        res,
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
        resource,
      );
    const claimedHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/.test(claimedHash))
      return sendError(res, 400, 'InvalidArgument', 'x-amz-content-sha256 must be a SHA-256 hex digest', resource);
    const expected = Buffer.from(expectedSignature(req, signedHeaders, claimedHash, amzDate, region, secretAccessKey));
    if (!timingSafeEqual(expected, Buffer.from(signature))) {
      return sendError(res, 403, 'SignatureDoesNotMatch', SIGNATURE_MISMATCH, resource);
    }
    // The signature covers the claimed hash; the body must then match the claim.
    if (claimedHash !== 'UNSIGNED-PAYLOAD' && createHash('sha256').update(body).digest('hex') !== claimedHash) {
      return sendError(
        res,
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
        resource,
      );
    }

    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix) || path.length === prefix.length)
      return sendError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', resource);
    const key = decodeURIComponent(path.slice(prefix.length));

    if (req.method === 'PUT') {
      objects.set(key, { bytes: body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
      res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"`, 'Content-Length': 0 });
      res.end();
      return;
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', resource);
      res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.bytes.length });
      res.end(object.bytes);
      return;
    }
    if (req.method === 'DELETE') {
      // As S3 does: 204 No Content whether or not the key was there.
      objects.delete(key);
      res.writeHead(204);
      res.end();
      return;
    }
    sendError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', resource);
  }

  const server = await startFakeApi(handle, (req, res) =>
    sendError(res, 500, 'InternalError', 'We encountered an internal error. Please try again.', req.url ?? '/'),
  );

  return {
    endpoint: server.url,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    get requests() {
      return requests;
    },
    close: server.close,
  };
}
