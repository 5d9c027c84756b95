import { describe, expect, it } from 'vitest';
import { decodeVersioned } from '#/lib/persist.ts';
import { RECENT_LIMIT, validRecent, withViewed } from './recently-viewed.store.ts';

describe('recently viewed', () => {
  it('puts the product just viewed first, once, and keeps at most the limit', () => {
    expect(withViewed(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    const many = Array.from({ length: RECENT_LIMIT }, (_, i) => `p${i}`);
    expect(withViewed(many, 'new')).toEqual(['new', ...many.slice(0, RECENT_LIMIT - 1)]);
  });

  it('reads a corrupt or foreign stored value as empty, and drops what is not an id', () => {
    const read = (raw: string) => decodeVersioned(raw, 1, [], validRecent);
    expect(read('{"v":1,"data":["a",7,"a",null,"b"]}')).toEqual(['a', 'b']);
    expect(read('{"v":1,"data":{"a":1}}')).toEqual([]);
    expect(read('{"v":0,"data":["a"]}')).toEqual([]);
    expect(read('not json')).toEqual([]);
    expect(read(JSON.stringify({ v: 1, data: ['x'.repeat(65)] }))).toEqual([]);
  });
});
