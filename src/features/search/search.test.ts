import { describe, expect, it } from 'vitest';
import { searchUrl } from './search.ts';

describe('searchUrl', () => {
  it('ignores blank text', () => {
    expect(searchUrl('')).toBeUndefined();
    expect(searchUrl('   \t')).toBeUndefined();
  });
  it('trims and URL-encodes the text', () => {
    expect(searchUrl('  block print & co ')).toBe('/products?q=block%20print%20%26%20co');
  });
});
