// A 413 must reach the client as a reply while it is still sending: against the real Node server, clients on a
// slow uplink send 2 MB to a 64 KB endpoint and must finish sending and read the JSON 413, with no reset.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';

const TOTAL = 2 * 1024 * 1024;
const CHUNK = 16 * 1024;
const TOO_LARGE = JSON.stringify({ success: false, message: 'Request body is too large' });

let store: StoreApp;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  store = await createTestApp({ DATA_DIR: `.data/test-${process.pid}-${Date.now()}` });
  await new Promise<void>((ready) => {
    server = serve({ fetch: store.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await store?.close();
});

type Outcome = { status?: number; body?: string; sent: number; error?: string };
const code = (e: Error) => (e as NodeJS.ErrnoException).code ?? e.message;

/**
 * Writes `{"email":"` and then spaces, CHUNK bytes at a time, each after the last was taken plus a short pause:
 * a slow uplink, so the whole body takes about a second and any early reply or close lands mid-upload.
 */
async function upload(write: (part: Buffer) => Promise<void>, outcome: Outcome) {
  const head = Buffer.from('{"email":"');
  await write(head);
  outcome.sent = head.length;
  while (outcome.sent < TOTAL) {
    const part = Buffer.alloc(Math.min(CHUNK, TOTAL - outcome.sent), 0x20);
    await write(part);
    outcome.sent += part.length;
    await delay(8);
  }
}

function viaNodeHttp(chunked: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
    if (!chunked) headers['Content-Length'] = TOTAL;
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/user/login',
      method: 'POST',
      headers,
      agent: false,
    });
    const outcome: Outcome = { sent: 0 };
    const fail = (e: Error) => resolve({ ...outcome, error: code(e) });
    req.on('error', fail);
    const sending = upload((part) => new Promise((done, no) => req.write(part, (e) => (e ? no(e) : done()))), outcome);
    sending.then(() => req.end(), fail);
    req.on('response', (res) => {
      outcome.status = res.statusCode;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('error', fail);
      res.on('end', () => sending.then(() => resolve({ ...outcome, body }), fail));
    });
  });
}

/**
 * A client that reads only once it has sent everything, as browsers often do: a server that answers early and then
 * closes under it (@hono/node-server gives up draining 500 ms after an early reply) cuts it off mid-upload.
 */
function viaRawSocket(): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { sent: 0 };
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      received += d;
    });
    socket.on('error', (e) => {
      outcome.error = code(e);
    });
    socket.on('close', () => {
      const [head = '', body] = received.split('\r\n\r\n');
      const reply = outcome.sent === TOTAL && !outcome.error ? { body, status: Number(head.split(' ')[1]) } : {};
      resolve({ ...outcome, ...reply });
    });
    const requestHead = ['POST /api/user/login HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/json'];
    socket.write(`${[...requestHead, `Content-Length: ${TOTAL}`].join('\r\n')}\r\n\r\n`);
    upload((part) => new Promise((done, no) => socket.write(part, (e) => (e ? no(e) : done()))), outcome).then(
      () => socket.end(),
      () => undefined, // the socket's own error handler records it
    );
  });
}

describe('a body over the limit, sent slowly', () => {
  for (const framing of ['Content-Length', 'chunked'])
    it(`gets a 413 JSON reply after it has been sent in full (node:http, ${framing})`, async () => {
      expect(await viaNodeHttp(framing === 'chunked')).toEqual({ status: 413, body: TOO_LARGE, sent: TOTAL });
    });

  it('is not reset under a client that reads the reply only after sending', async () => {
    expect(await viaRawSocket()).toEqual({ status: 413, body: TOO_LARGE, sent: TOTAL });
  });
});
