import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit.ts';

const LIMIT = 1024;
const DISCARD = 4096;
const CHUNK = 512;

function appWithLimit() {
  const app = new Hono();
  app.use('*', bodyLimit(LIMIT, DISCARD));
  app.post('/', async (c) => c.text(`got ${(await c.req.text()).length}`));
  return app;
}

/** A body of `total` bytes (Infinity: never ends) that counts what the server pulled and whether it gave up. */
function countingBody(total: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(CHUNK, total - seen.pulled);
        if (size <= 0) return controller.close();
        seen.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

const send = (app: Hono, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  app.request('/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('bodyLimit', () => {
  it('passes a body within the limit through whole', async () => {
    const { stream } = countingBody(LIMIT);
    expect(await (await send(appWithLimit(), stream)).text()).toBe(`got ${LIMIT}`);
  });

  it('reads an oversized body to its end before the 413 when it ends within the bound', async () => {
    const { stream, seen } = countingBody(LIMIT + DISCARD - CHUNK);
    const res = await send(appWithLimit(), stream);
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
    expect(await res.json()).toEqual({ success: false, message: 'Request body is too large' });
    expect(seen).toEqual({ pulled: LIMIT + DISCARD - CHUNK, cancelled: false });
  });

  it('stops reading a body that never ends once past the bound, and answers', async () => {
    const { stream, seen } = countingBody(Number.POSITIVE_INFINITY);
    const res = await send(appWithLimit(), stream);
    expect(res.status).toBe(413);
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(LIMIT + DISCARD + CHUNK);
  });

  it('answers at once when the declared length is past the bound: reading it could not save the reply', async () => {
    const { stream, seen } = countingBody(Number.POSITIVE_INFINITY);
    const res = await send(appWithLimit(), stream, { 'Content-Length': String(LIMIT + DISCARD + 1) });
    expect(res.status).toBe(413);
    expect(seen.pulled).toBe(0);
  });
});
