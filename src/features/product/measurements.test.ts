// Her measurements for Find my size: kept in this browser (validated on read), on her account when signed in, taken
// from the account when a signed-in page opens with none here; and "Your size" for a product from them and the
// product's fit verdict.
import { freshStores, storage, stubApi, TOKEN } from '#/lib/test/browser-stores.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

let accounts: unknown = null;
let verdict: string | null = null;
const api = stubApi(({ path }) =>
  path.startsWith('/api/product/fit/')
    ? { success: true, fit: { verdict, signals: 9, counts: { small: 6, true: 3, large: 0 } } }
    : { success: true, measurements: accounts, message: 'ok' },
);
/** Each request as "POST /path {body}". */
const asked = () => api.map((a) => `${a.method} ${a.path}${a.body ? ` ${JSON.stringify(a.body)}` : ''}`);
beforeEach(() => {
  accounts = null;
  verdict = null;
});

const loadStores = (token = '', stored?: unknown) =>
  freshStores({ token, measurements: stored === undefined ? undefined : JSON.stringify(stored) }, async () => ({
    ...(await import('./measurements.store.ts')),
    ...(await import('./your-size.ts')),
    ...(await import('#/features/session/index.ts')),
  }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the measurements kept in this browser', () => {
  it('reads a stored value that the finder can use, and falls back to none for anything else', async () => {
    const body = { unit: 'cm', bust: 88.9, hip: 99 };
    expect((await loadStores('', { v: 1, data: body })).$measurements.get()).toEqual(body);
    for (const bad of [{ v: 1, data: { unit: 'ft', bust: 3 } }, { v: 1, data: { unit: 'in', bust: 90 } }, { v: 2 }, 7])
      expect((await loadStores('', bad)).$measurements.get()).toBeNull();
  });

  it('a guest keeps them here only; signed in, they are saved on the account too, and forgotten there', async () => {
    let s = await loadStores();
    s.saveMeasurements({ unit: 'in', bust: 35 });
    expect(JSON.parse(storage.measurements!)).toEqual({ v: 1, data: { unit: 'in', bust: 35 } });
    expect(asked()).toEqual([]);

    s = await loadStores(TOKEN);
    s.saveMeasurements({ unit: 'in', waist: 30 });
    s.forgetMeasurements();
    await settle();
    expect(asked()).toEqual(['POST /api/user/measurements {"unit":"in","waist":30}', 'DELETE /api/user/measurements']);
    expect(s.$measurements.get()).toBeNull();
  });
});

describe('the account’s measurements', () => {
  it('are taken when a page opens signed in with none here', async () => {
    accounts = { unit: 'in', bust: 35, waist: null, hip: 39, updatedAt: '2026-12-01T10:00:00.000Z' };
    const s = await loadStores(TOKEN);
    s.startSession();
    await settle();
    expect(asked()).toEqual(['GET /api/user/measurements']);
    expect(s.$measurements.get()).toEqual({ unit: 'in', bust: 35, hip: 39 });
  });

  it('are not asked for when this browser has some, or for a guest', async () => {
    let s = await loadStores(TOKEN, { v: 1, data: { unit: 'in', bust: 33 } });
    s.startSession();
    s = await loadStores();
    s.startSession();
    await settle();
    expect(asked()).toEqual([]);
  });
});

describe('Your size', () => {
  it('is the chart size, moved one size for a product that runs small or large; none beyond the chart', async () => {
    const { yourSize } = await loadStores();
    const body = { unit: 'in' as const, bust: 34, hip: 39.5 };
    expect(yourSize(body, null)).toEqual({ size: 'L' });
    expect(yourSize(body, 'small')).toEqual({ size: 'XL', note: 'Runs small: we suggest XL for you' });
    expect(yourSize(body, 'large')).toEqual({ size: 'M', note: 'Runs large: we suggest M for you' });
    expect(yourSize({ unit: 'in', hip: 45 }, null)).toBeUndefined();
    expect(yourSize(null, 'small')).toBeUndefined();
  });

  it('follows her measurements and the product’s fit verdict, asked for once she has some', async () => {
    verdict = 'small';
    const s = await loadStores();
    const shown: unknown[] = [];
    s.followYourSize('p1', (y) => shown.push(y));
    await settle();
    expect(shown).toEqual([undefined]);
    expect(asked()).toEqual([]);
    s.saveMeasurements({ unit: 'in', bust: 35 });
    await settle();
    expect(asked()).toEqual(['GET /api/product/fit/p1']);
    expect(shown.slice(1)).toEqual([{ size: 'M' }, { size: 'L', note: 'Runs small: we suggest L for you' }]);
  });

  it('stays the chart size when the fit summary is unavailable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":false,"message":"Not found"}', { status: 404 })),
    );
    const s = await loadStores('', { v: 1, data: { unit: 'in', bust: 35 } });
    const shown: unknown[] = [];
    s.followYourSize('p1', (y) => shown.push(y));
    await settle();
    expect(shown).toEqual([{ size: 'M' }]);
  });
});
