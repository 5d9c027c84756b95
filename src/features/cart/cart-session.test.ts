// The cart follows the session rather than being called by it: a login here merges the guest cart (and the login
// waits for it), a page opened signed in loads the saved cart, a logout empties it, and a token that arrives from
// another tab changes nothing here. Each test loads the stores afresh over a storage of its own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const storage = vi.hoisted(() => {
  const kept: Record<string, string> = {};
  // What @nanostores/persistent reads: keys as properties.
  (globalThis as { localStorage?: unknown }).localStorage = kept;
  return kept;
});

const TOKEN = 'header.payload.signature';
const asked: { path: string; body: unknown }[] = [];
let answers: Record<string, unknown>[] = [];

async function loadStores({ token = '', cart }: { token?: string; cart?: unknown } = {}) {
  for (const k of Object.keys(storage)) delete storage[k];
  if (token) storage.token = token;
  if (cart) storage.cartItems = JSON.stringify({ v: 1, data: cart });
  vi.resetModules();
  const cartStore = await import('./cart.store.ts');
  const session = await import('#/features/session/index.ts');
  const sessionStore = await import('#/features/session/index.ts');
  return { ...cartStore, ...session, ...sessionStore };
}

beforeEach(() => {
  asked.length = 0;
  answers = [];
  vi.stubGlobal('window', { location: { assign: vi.fn() }, addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      asked.push({ path: new URL(url, 'http://shop').pathname, body: init.body && JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answers.shift() ?? { success: false, message: 'No answer' }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the cart follows the session', () => {
  it('a login here merges the guest cart into the saved one before the login finishes', async () => {
    const s = await loadStores({ cart: { 'Indigo Kurta': { M: 1 } } });
    answers.push({ success: true, cartData: { 'Indigo Kurta': { M: 1 }, 'Linen Shirt': { L: 2 } } });
    await s.completeLogin(TOKEN);
    expect(asked).toEqual([{ path: '/api/cart/merge', body: { cartData: { 'Indigo Kurta': { M: 1 } } } }]);
    expect(s.$cartItems.get()).toEqual({ 'Indigo Kurta': { M: 1 }, 'Linen Shirt': { L: 2 } });
  });

  it('a page opened signed in loads the saved cart once the session starts', async () => {
    const s = await loadStores({ token: TOKEN, cart: { 'Indigo Kurta': { M: 1 } } });
    expect(asked).toEqual([]); // not before the page has loaded
    answers.push({ success: true, cartData: { 'Linen Shirt': { L: 2 } } });
    s.startSession();
    await vi.waitFor(() => expect(s.$cartItems.get()).toEqual({ 'Linen Shirt': { L: 2 } }));
    expect(asked).toEqual([{ path: '/api/cart/get', body: {} }]);
  });

  it('a logout empties the cart', async () => {
    const s = await loadStores({ token: TOKEN, cart: { 'Indigo Kurta': { M: 1 } } });
    answers.push({ success: true });
    await s.logout();
    expect(asked.map((a) => a.path)).toEqual(['/api/user/logout']);
    expect(s.$cartItems.get()).toEqual({});
  });

  it('a token that arrives from another tab does not merge this cart a second time', async () => {
    const s = await loadStores({ cart: { 'Indigo Kurta': { M: 1 } } });
    s.startSession();
    s.$token.set(TOKEN); // as @nanostores/persistent does on the other tab's storage event
    expect(asked).toEqual([]);
    expect(s.$cartItems.get()).toEqual({ 'Indigo Kurta': { M: 1 } });
  });
});
