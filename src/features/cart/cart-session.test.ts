// The cart follows the session rather than being called by it: a login here merges the guest cart (and the login
// waits for it), a page opened signed in loads the saved cart, a logout empties it, and a token that arrives from
// another tab changes nothing here. Each test loads the stores afresh over a storage of its own.
import { freshStores, NO_ANSWER, stubApi, TOKEN } from '#/lib/test/browser-stores.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

let answers: Record<string, unknown>[] = [];
const asked = stubApi(() => answers.shift() ?? NO_ANSWER);
beforeEach(() => {
  answers = [];
});

const loadStores = ({ token, cart }: { token?: string; cart?: unknown } = {}) =>
  freshStores({ token, cartItems: cart ? JSON.stringify({ v: 1, data: cart }) : undefined }, async () => ({
    ...(await import('./cart.store.ts')),
    ...(await import('#/features/session/index.ts')),
  }));

describe('the cart follows the session', () => {
  it('a login here merges the guest cart into the saved one before the login finishes', async () => {
    const s = await loadStores({ cart: { 'Indigo Kurta': { M: 1 } } });
    answers.push({ success: true, cartData: { 'Indigo Kurta': { M: 1 }, 'Linen Shirt': { L: 2 } } });
    await s.completeLogin(TOKEN);
    expect(asked).toEqual([
      { method: 'POST', path: '/api/cart/merge', body: { cartData: { 'Indigo Kurta': { M: 1 } } } },
    ]);
    expect(s.$cartItems.get()).toEqual({ 'Indigo Kurta': { M: 1 }, 'Linen Shirt': { L: 2 } });
  });

  it('a page opened signed in loads the saved cart once the session starts', async () => {
    const s = await loadStores({ token: TOKEN, cart: { 'Indigo Kurta': { M: 1 } } });
    expect(asked).toEqual([]); // not before the page has loaded
    answers.push({ success: true, cartData: { 'Linen Shirt': { L: 2 } } });
    s.startSession();
    await vi.waitFor(() => expect(s.$cartItems.get()).toEqual({ 'Linen Shirt': { L: 2 } }));
    expect(asked).toEqual([{ method: 'POST', path: '/api/cart/get', body: {} }]);
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
