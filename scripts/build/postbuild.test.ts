import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferModuleScripts, inlineScriptHashes } from './postbuild.ts';

const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

describe('inline script hashes', () => {
  it('hashes executable inline scripts and skips external scripts and data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script src="/x.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('module scripts start after the first contentful paint', () => {
  it('turns each external module script into an inline module importing it, and leaves others alone', () => {
    const html = [
      '<script type="module" src="/_astro/a.js"></script>',
      '<script type="module">b()</script>',
      '<script src="/c.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
    ].join('');
    const out = deferModuleScripts(html);
    const [loader, ...rest] = out.split('</script>');
    expect(loader).toMatch(/^<script type="module">const load=\(\)=>import\("\/_astro\/a\.js"\);/);
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(rest.join('</script>')).toBe(html.slice(html.indexOf('<script type="module">b')));
  });
});
