// A stand-in for an outside HTTP API in tests (payment providers, MSG91, S3, a courier): a node:http server on a
// free port of 127.0.0.1, its base URL, and a close that does not wait on open connections.
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LocalServer = { url: string; close: () => Promise<void> };

/** A JSON answer, as the outside APIs give them. */
export function answerJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** A request's body as text. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** JSON text as a value, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A request's path, without its query. */
export const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?', 1)[0] ?? '/';

/**
 * A request as a fake API records it: its method and path, the one header that proves who calls (`header`, unset
 * when absent or repeated), and its body, as JSON when it is JSON and as the text it is otherwise.
 */
export async function readRequest(req: IncomingMessage, header: string) {
  const text = await readBody(req);
  const json = parseJson(text);
  const value = req.headers[header];
  return {
    method: req.method ?? '',
    path: pathOf(req),
    caller: typeof value === 'string' ? value : undefined,
    json,
    body: json ?? text,
  };
}

/**
 * A fake of an outside API on a local server: `handle` answers each request; if it throws, the caller gets the API's
 * own kind of server error (`crashed`) or, when an answer had begun, a cut connection.
 */
export function startFakeApi(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  crashed: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalServer> {
  return startLocalServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) crashed(req, res);
      else res.destroy();
    });
  });
}

export async function startLocalServer(handler: RequestListener): Promise<LocalServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets (fetch keeps them), and requests a hanging fake never answered, would hold close() open.
        server.closeAllConnections();
      }),
  };
}
