// The demo store's fit data: every product it names is in the demo catalog, and a fresh start shows fit lines
// (each verdict once) and a size to check on the dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { createLogger } from '#/server/logger.ts';
import { admin, createCaller } from '#/server/test/staff.ts';
import { fitLine, type ProductFit } from '#/domain/fit.ts';
import { demoFitFile, seedDemoFit } from './index.ts';

let store: StoreApp;
beforeAll(async () => {
  store = await createTestApp();
  await seedDemoFit(store.database.db, demoFitFile('content/catalog/demo.json'), createLogger('silent'));
});
afterAll(() => store?.close());

describe('the demo fit data', () => {
  it('gives several demo products a fit line, one of each kind', async () => {
    const { fits } = (await (await store.app.request('/api/product/fits')).json()) as {
      fits: Record<string, ProductFit>;
    };
    const lines = Object.values(fits).map(fitLine);
    expect(lines).toHaveLength(4);
    expect(lines).toEqual(
      expect.arrayContaining([
        'True to size (6 of 7 shoppers)',
        'Runs small — most shoppers chose one size up',
        'Runs large — most shoppers chose one size down',
        'True to size (4 of 5 shoppers)',
      ]),
    );
  });

  it('flags a size to check on the dashboard', async () => {
    const owner = await createCaller(store, 'owner');
    const { body } = await admin(store, 'GET', '/dashboard', owner);
    expect(body.fit.checks).toContainEqual(
      expect.objectContaining({ name: 'Mehendi Green Midi Dress', size: 'M', direction: 'small', share: 100 }),
    );
  });
});
