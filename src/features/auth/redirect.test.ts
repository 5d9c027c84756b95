import { describe, expect, it } from 'vitest';
import { loginUrl, safeFrom } from './redirect.ts';

const ORIGIN = 'https://shop.example';

describe('login redirects', () => {
  const kept: [string, string][] = [
    ['/checkout', '/checkout'],
    ['/product/indigo-wrap-top?x=1', '/product/indigo-wrap-top?x=1'],
    ['/orders#latest', '/orders#latest'],
    ['/products?q=silk%20saree&page=2', '/products?q=silk%20saree&page=2'],
    ['/a/../cart', '/cart'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'], // an encoded slash stays a path on this store
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/loginhelp', '/loginhelp'],
  ];
  it.each(kept)('keeps %j as the same-site path %j', (from, path) => {
    expect(safeFrom(from, ORIGIN)).toBe(path);
  });

  const refused: [string, string | null | undefined][] = [
    ['empty', ''],
    ['missing', null],
    ['undefined', undefined],
    ['another site', 'https://evil.example'],
    ['another site, upper-case scheme', 'HTTPS://evil.example/checkout'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/checkout'],
    ['three slashes', '///evil.example'],
    ['backslash after slash', '/\\evil.example'],
    ['backslash first', '\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['carriage return inside the slashes', '/\r/evil.example'],
    ['leading space', ' //evil.example'],
    ['leading tab', '\t/checkout'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['javascript: URL with a tab', 'java\tscript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['scheme without slashes', 'https:evil.example'],
    ['scheme with one slash', 'https:/evil.example'],
    ['user-info trick', '//shop.example@evil.example'],
    ['dot segment into a double slash', '/.//evil.example'],
    ['relative path', 'checkout'],
    ['the login page', '/login'],
    ['the login page with a trailing slash', '/login/'],
    ['the login page in capitals', '/LOGIN'],
    ['the login page, percent-encoded', '/%6Cogin'],
    ['a login loop', '/login?from=%2F%2Fevil.example'],
    ['a nested login loop', '/login?from=/login?from=//evil.example'],
    ['the forgot-password page', '/forgot-password?step=2'],
  ];
  it.each(refused)('refuses %s (%j): back to "/"', (_what, from) => {
    expect(safeFrom(from, ORIGIN)).toBe('/');
  });

  it('never returns anything a browser would read as another site', () => {
    for (const [, from] of [...kept, ...refused]) {
      const to = safeFrom(from, ORIGIN);
      expect(to.startsWith('/') && !to.startsWith('//')).toBe(true);
      expect(new URL(to, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it('builds the login URL with the origin path, never with an unsafe one', () => {
    expect(loginUrl('/checkout')).toBe('/login?from=%2Fcheckout');
    expect(loginUrl('//evil.example')).toBe('/login?from=%2F');
  });
});
