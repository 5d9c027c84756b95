// Request body limits whose 413 reaches the client as a reply. Answering while the client is still sending and
// then closing resets the connection (unread bytes in the socket turn the close into a TCP RST), and most
// clients, browsers included, then report a network error instead of the reply. So the rest of the body is read
// and thrown away first, up to a bound, and only then does the 413 go out with `Connection: close`.
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '#/server/errors.ts';

/** How far past its limit a body is read and discarded before the 413; beyond it the reply goes out at once. */
export const DISCARD_BYTES = 4 * 1024 * 1024;

const tooLarge = (c: Context) => {
  c.header('Connection', 'close');
  // Answered before any route runs, so before anyone knows whether the endpoint is private: keep it out of caches.
  c.header('Cache-Control', 'no-store');
  return c.json({ success: false, message: 'Request body is too large' }, 413);
};

/** Reads and drops up to `budget` more bytes, then stops reading. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  let left = budget;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      left -= value.byteLength;
      if (left < 0) break;
    }
    await reader.cancel();
  } catch {
    // The client went away: nobody is left to read the reply either.
  }
}

export function bodyLimit(maxBytes: number, discardBytes = DISCARD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.get('Content-Length');
    if (declared !== null && !c.req.raw.headers.has('Transfer-Encoding')) {
      const length = Number(declared);
      if (length <= maxBytes) return next(); // HTTP/1.1 framing stops the body at its declared length
      if (length <= maxBytes + discardBytes) await discard(body.getReader(), length);
      return tooLarge(c);
    }
    // No declared length (chunked): buffer up to the limit, counting as the bytes arrive.
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw new AppError('bad_input', 'Could not read the request body');
      });
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discard(reader, maxBytes + discardBytes - size);
        return tooLarge(c);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}
