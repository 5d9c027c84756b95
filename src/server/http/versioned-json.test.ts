import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredEncoding, versionedJson } from './versioned-json.ts';

describe('versionedJson', () => {
  it('serializes, tags and compresses once per version, and anew when the version changes', () => {
    let calls = 0;
    const reply = versionedJson((items: string[]) => {
      calls++;
      return { items };
    });
    const first = reply(1, ['a']);
    expect(reply(1, ['ignored: same version'])).toBe(first);
    expect(calls).toBe(1);
    expect(JSON.parse(first.body)).toEqual({ items: ['a'] });
    expect(first.encoded('gzip')).toBe(first.encoded('gzip'));
    expect(gunzipSync(first.encoded('gzip')).toString()).toBe(first.body);
    expect(brotliDecompressSync(first.encoded('br')).toString()).toBe(first.body);
    const second = reply(2, ['b']);
    expect(calls).toBe(2);
    expect(second.etag).not.toBe(first.etag);
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('BR')).toBe('br');
  });
});
