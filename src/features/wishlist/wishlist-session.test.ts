// The wishlist follows the session rather than being called by it: loaded when the session resumes or a login
// happens here, forgotten at logout.
import { freshStores, stubApi, TOKEN } from '#/lib/test/browser-stores.ts';
import { describe, expect, it, vi } from 'vitest';

const asked = stubApi(({ path }) =>
  path === '/api/user/wishlist' ? { success: true, wishlist: [{ _id: 'p1' }] } : { success: true },
);

const loadStores = (token = '') =>
  freshStores({ token }, async () => ({
    ...(await import('./wishlist.store.ts')),
    ...(await import('#/features/session/index.ts')),
  }));

describe('the wishlist follows the session', () => {
  it('is loaded once a page opened signed in starts its session, and forgotten at logout', async () => {
    const s = await loadStores(TOKEN);
    expect(s.$wishlistState.get().status).toBe('loading');
    s.startSession();
    await vi.waitFor(() => expect(s.$wishlist.get()).toEqual([{ _id: 'p1' }]));
    await s.logout();
    expect(asked.map((a) => a.path)).toEqual(['/api/user/wishlist', '/api/user/logout']);
    expect(s.$wishlistState.get().status).toBe('loading');
  });

  it('is loaded after a login here', async () => {
    const s = await loadStores();
    await s.completeLogin(TOKEN);
    await vi.waitFor(() => expect(s.$wishlist.get()).toEqual([{ _id: 'p1' }]));
  });
});
