import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './postbuild.ts';

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
