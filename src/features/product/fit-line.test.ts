import { afterEach, describe, expect, it, vi } from 'vitest';
import { showFit } from './fit-line.ts';
import { loadProductFit } from './product-fit.ts';

/** The little of an element showFit touches. */
function fakeLine() {
  const text = { textContent: '' };
  return {
    hidden: true,
    dataset: {} as Record<string, string>,
    text,
    querySelector: (selector: string) => (selector === '[data-fit-text]' ? text : null),
  };
}

describe('the fit line', () => {
  it('shows the verdict in words, and hides without one', () => {
    const root = fakeLine();
    showFit(root as unknown as HTMLElement, { verdict: 'true', signals: 24, counts: { small: 4, true: 18, large: 2 } });
    expect(root).toMatchObject({ hidden: false, dataset: { verdict: 'true' } });
    expect(root.text.textContent).toBe('True to size (18 of 24 shoppers)');
    showFit(root as unknown as HTMLElement, { verdict: null, signals: 4, counts: { small: 4, true: 0, large: 0 } });
    expect(root).toMatchObject({ hidden: true, dataset: { verdict: '' } });
    expect(root.text.textContent).toBe('');
  });
});

describe('loadProductFit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API once per product and gives its summary; a refusal gives null', async () => {
    const fit = { verdict: 'small', signals: 6, counts: { small: 5, true: 1, large: 0 } };
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/api/product/fit/prd_1')
        ? Response.json({ success: true, fit })
        : Response.json({ success: false, message: 'Product not found' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await loadProductFit('prd_1')).toEqual(fit);
    expect(await loadProductFit('prd_1')).toEqual(fit);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await loadProductFit('prd_nope')).toBeNull();
  });
});
