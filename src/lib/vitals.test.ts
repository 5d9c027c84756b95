// Page types from paths (never the address itself), Google's thresholds and the sample rate setting.
import { describe, expect, it } from 'vitest';
import { formatMetric, pageType, rate } from './vitals.ts';
import { sampleRate } from './vitals-sample.ts';

describe('pageType', () => {
  it.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/products', 'listing'],
    ['/products/', 'listing'],
    ['/product/rose-wrap-dress', 'product'],
    ['/product/rose-wrap-dress/', 'product'],
    ['/product/rose-wrap-dress.html', 'product'],
    ['/cart', 'cart'],
    ['/checkout', 'checkout'],
    ['/checkout/verify', 'checkout'],
    ['/checkout/card', 'checkout'],
    ['/account', 'account'],
    ['/account/addresses', 'account'],
    ['/orders', 'account'],
    ['/wishlist', 'account'],
    ['/login', 'account'],
    ['/forgot-password', 'account'],
    ['/track-order', 'account'],
    ['/about', 'policy'],
    ['/privacy', 'policy'],
    ['/terms', 'policy'],
    ['/return-policy', 'policy'],
    ['/shipping-policy', 'policy'],
    ['/contact', 'other'],
    ['/custom-form', 'other'],
    ['/no-such-page', 'other'],
    ['/product', 'other'],
    ['/products/extra/segments', 'other'],
  ])('%s is %s', (path, type) => expect(pageType(path)).toBe(type));

  it('leaves the console out: its speed is not the shoppers’', () => {
    expect(pageType('/admin')).toBeNull();
    expect(pageType('/admin/orders/view')).toBeNull();
  });
});

describe('rate', () => {
  it('uses Google’s thresholds, the boundary still in the better band', () => {
    expect([2500, 2501, 4000, 4001].map((v) => rate('LCP', v))).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
    expect([200, 201, 500, 501].map((v) => rate('INP', v))).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
    expect([0.1, 0.11, 0.25, 0.26].map((v) => rate('CLS', v))).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
  });
  it('formats LCP in seconds, INP in ms and CLS bare', () => {
    expect([formatMetric('LCP', 2310), formatMetric('INP', 180.4), formatMetric('CLS', 0.049)]).toEqual([
      '2.31 s',
      '180 ms',
      '0.05',
    ]);
  });
});

describe('sampleRate', () => {
  it('reads a share from 0 to 1 and falls back to 0.1', () => {
    expect([sampleRate('1'), sampleRate('0'), sampleRate(' 0.25 ')]).toEqual([1, 0, 0.25]);
    expect([sampleRate(undefined), sampleRate(''), sampleRate('2'), sampleRate('-1'), sampleRate('ten')]).toEqual([
      0.1, 0.1, 0.1, 0.1, 0.1,
    ]);
  });
});
