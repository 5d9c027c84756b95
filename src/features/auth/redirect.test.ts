import { describe, expect, it } from 'vitest';
import { loginUrl, safeFrom } from './redirect.ts';

describe('login redirects', () => {
  it('returns to a same-site path', () => {
    expect(safeFrom('/checkout')).toBe('/checkout');
    expect(safeFrom('/product/indigo-wrap-top?x=1')).toBe('/product/indigo-wrap-top?x=1');
  });
  it('never leaves the site or loops back to login', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      '/login',
    ])
      expect(safeFrom(bad)).toBe('/');
  });
  it('builds the login URL with the origin path', () => {
    expect(loginUrl('/checkout')).toBe('/login?from=%2Fcheckout');
  });
});
