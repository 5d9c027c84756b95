// The API reference page works under a strict policy of its own: every script it loads comes from this origin
// (no CDN), and the rest of the API keeps its deny-all policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#/server/test/test-app.ts';
import { API_CSP } from '#/server/http/security-headers.ts';
import type { StoreApp } from '#/server/app.ts';

let store: StoreApp;
beforeAll(async () => {
  store = await createTestApp();
});
afterAll(() => store?.close());

describe('GET /api/docs', () => {
  it('loads only same-origin scripts, allowed by its own CSP', async () => {
    const res = await store.app.request('/api/docs');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/https?:|unsafe-eval|script-src[^;]*unsafe-inline/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attributes, inline] of scripts) {
      expect(inline).toBe('');
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '';
      expect(src).toMatch(/^\/api\/docs\//);
      const script = await store.app.request(src);
      expect(script.status).toBe(200);
      expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
      expect((await script.text()).length).toBeGreaterThan(100);
    }
  });

  it('leaves the deny-all policy on the rest of the API', async () => {
    const res = await store.app.request('/api/openapi.json');
    expect(res.headers.get('Content-Security-Policy')).toBe(API_CSP);
    expect(((await res.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });
});
