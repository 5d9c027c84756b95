// The OpenAPI document covers every route the app registers under /api, and documents no route that is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { apiRoutes, generateOpenApi, openApiPath } from './generate.ts';

let store: StoreApp;
beforeAll(async () => {
  store = await createTestApp({ ADMIN_TOKEN: 'operator-token-that-is-long-enough-0123456789' });
});
afterAll(() => store.close());

const info = { title: 't', version: '1', description: '', serverUrl: 'http://localhost' };

describe('the OpenAPI document', () => {
  it('documents every /api route the app registers', () => {
    expect(generateOpenApi(store.app, info).undocumented).toEqual([]);
  });

  it('documents only routes the app registers', async () => {
    const res = await store.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const registered = [...apiRoutes(store.app).values()].map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
  });
});
