import { describe, expect, it } from 'vitest';
import { rewrittenPagePath } from './page-rewrites.ts';

describe('page rewrites', () => {
  it('serves every /custom-form/{productId} from the one custom-form page', () => {
    expect(rewrittenPagePath('/custom-form/91146a1a4baa09f533524040')).toBe('/custom-form/');
    expect(rewrittenPagePath('/custom-form/91146a1a4baa09f533524040/')).toBe('/custom-form/');
  });

  it('leaves other paths alone', () => {
    for (const path of ['/custom-form/', '/custom-form', '/custom-form/a/b', '/product/x', '/'])
      expect(rewrittenPagePath(path)).toBeUndefined();
  });
});
