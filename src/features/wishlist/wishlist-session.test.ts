// The wishlist follows the session rather than being called by it: loaded when the session resumes or a login
// happens here, forgotten at logout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const storage = vi.hoisted(() => {
  const kept: Record<string, string> = {};
  (globalThis as { localStorage?: unknown }).localStorage = kept;
  return kept;
});

const TOKEN = 'header.payload.signature';
const asked: string[] = [];

async function loadStores(token = '') {
  for (const k of Object.keys(storage)) delete storage[k];
  if (token) storage.token = token;
  vi.resetModules();
  const wishlist = await import('./wishlist.store.ts');
  const session = await import('#/features/session/index.ts');
  return { ...wishlist, ...session };
}

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('window', { location: { assign: vi.fn() }, addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://shop').pathname;
      asked.push(path);
      const answer = path === '/api/user/wishlist' ? { success: true, wishlist: [{ _id: 'p1' }] } : { success: true };
      return new Response(JSON.stringify(answer));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the wishlist follows the session', () => {
  it('is loaded once a page opened signed in starts its session, and forgotten at logout', async () => {
    const s = await loadStores(TOKEN);
    expect(s.$wishlistState.get().status).toBe('loading');
    s.startSession();
    await vi.waitFor(() => expect(s.$wishlist.get()).toEqual([{ _id: 'p1' }]));
    await s.logout();
    expect(asked).toEqual(['/api/user/wishlist', '/api/user/logout']);
    expect(s.$wishlistState.get().status).toBe('loading');
  });

  it('is loaded after a login here', async () => {
    const s = await loadStores();
    await s.completeLogin(TOKEN);
    await vi.waitFor(() => expect(s.$wishlist.get()).toEqual([{ _id: 'p1' }]));
  });
});
