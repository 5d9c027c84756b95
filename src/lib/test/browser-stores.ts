// The set-up the tests of the shop's stores share (cart, coupon, checkout, wishlist, measurements, preferences): the
// browser's localStorage and window, and the API answered by a stub that records what was asked. Each test loads the
// stores afresh (`freshStores`) over a storage of its own. Import this before anything that reads the storage.
import { afterEach, beforeEach, vi } from 'vitest';

/** What @nanostores/persistent and the stores read: keys as properties, and getItem. */
export const storage: Record<string, string> = {};
Object.defineProperty(storage, 'getItem', { value: (k: string) => (Object.hasOwn(storage, k) ? storage[k] : null) });
(globalThis as { localStorage?: unknown }).localStorage = storage;

/** Where the stores send the page (window.location.assign); cleared before each test. */
export const assign = vi.fn();
// Set once for the file rather than stubbed per test: nanostores unmounts a persistent store a second after its last
// listener left, perhaps after the test, and the store then takes its listener off the window.
(globalThis as { window?: unknown }).window = { location: { assign }, addEventListener() {}, removeEventListener() {} };

/** A signed-in shopper's token, as the session keeps it. */
export const TOKEN = 'header.payload.signature';

/**
 * The storage holding `kept` alone (each value as stored, JSON; one empty or undefined is left out), and the stores
 * `load` imports, loaded afresh.
 */
export async function freshStores<T>(kept: Record<string, string | undefined>, load: () => Promise<T>): Promise<T> {
  for (const k of Object.keys(storage)) delete storage[k];
  for (const [k, v] of Object.entries(kept)) if (v) storage[k] = v;
  vi.resetModules();
  return load();
}

/** A request the stores sent: its method, its path and its JSON body. */
export type Asked = { method: string; path: string; body: unknown };

/**
 * Before each test, fetch answers each request with what `answer` gives for it: a Response as it is, an Error
 * thrown (the network down), anything else as JSON. Returns the requests asked, emptied before each test.
 */
export function stubApi(answer: (request: Asked) => unknown): Asked[] {
  const asked: Asked[] = [];
  beforeEach(() => {
    asked.length = 0;
    assign.mockReset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        const request = { method: init.method ?? 'GET', path: new URL(url, 'http://shop').pathname, body };
        asked.push(request);
        const reply = answer(request);
        if (reply instanceof Error) throw reply;
        return reply instanceof Response ? reply : new Response(JSON.stringify(reply));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return asked;
}

/** An answer from a queue the test fills, or the server's refusal when it is empty. */
export const NO_ANSWER = { success: false, message: 'No answer' };
