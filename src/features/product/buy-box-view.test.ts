import { describe, expect, it } from 'vitest';
import { buyState, escapeHtml, priceHtml, sizeItemsHtml } from './buy-box-view.ts';

const size = (label: string, stock: number) => ({ size: label, stock, _id: `id-${label}` });

describe('sizeItemsHtml', () => {
  it('disables and marks sold-out sizes, counts the last three, presses the chosen one', () => {
    const html = sizeItemsHtml([size('S', 0), size('M', 2), size('L', 9)], 'L');
    expect(html).toContain('aria-pressed="false" disabled aria-label="S, out of stock" data-size="S">S</button>');
    expect(html).toContain('out of stock</span>');
    expect(html).toContain('>2 left</span>');
    expect(html).toContain('aria-pressed="true" aria-label="L" data-size="L">L</button></li>');
    expect(html).not.toContain('9 left');
  });

  it('never presses a sold-out size, and never lets a size label become markup', () => {
    expect(sizeItemsHtml([size('S', 0)], 'S')).toContain('aria-pressed="false"');
    const html = sizeItemsHtml([size('<b>"XL"</b>', 5)]);
    expect(html).not.toContain('<b>');
    expect(html).toContain('data-size="&lt;b&gt;&quot;XL&quot;&lt;/b&gt;"');
  });
});

describe('sizeItemsHtml and her size', () => {
  it('marks her size visibly and in its name, in stock or not, and no other', () => {
    const html = sizeItemsHtml([size('S', 0), size('M', 9), size('L', 2)], 'M', 'M');
    expect(html).toContain(
      '<li class="relative" data-your-size><button type="button" class="size-pill" aria-pressed="true" ' +
        'aria-label="M, your size" data-size="M">M</button><span class="',
    );
    expect(html).toContain('aria-hidden="true">Your size</span></li>');
    expect(html.match(/Your size/g)).toHaveLength(1);
    expect(sizeItemsHtml([size('S', 0)], undefined, 'S')).toContain('aria-label="S, out of stock, your size"');
    expect(sizeItemsHtml([size('S', 4)])).not.toContain('your size');
  });
});

describe('priceHtml', () => {
  it('shows the amount alone without a sale, and the MRP and whole percent saved with one', () => {
    expect(priceHtml(1850)).toBe('<p class="text-2xl font-semibold">₹1,850</p>');
    const sale = priceHtml(1500, 2000);
    expect(sale).toContain('<span class="sr-only">MRP </span>₹2,000</s>');
    expect(sale).toContain('25% off');
    expect(priceHtml(2000, 1500)).not.toContain('MRP');
  });
});

describe('buyState', () => {
  it('tells sold out, partly sold out and sizeless products apart', () => {
    expect(buyState({ sizes: [size('S', 0), size('M', 0)] })).toEqual({
      noSizes: false,
      allSoldOut: true,
      soldOut: ['S', 'M'],
      canNotify: true,
    });
    expect(buyState({ sizes: [size('S', 0), size('M', 4)] })).toMatchObject({ allSoldOut: false, canNotify: true });
    expect(buyState({ sizes: [size('M', 4)] })).toMatchObject({ allSoldOut: false, canNotify: false });
    expect(buyState({ sizes: [] })).toMatchObject({ noSizes: true, allSoldOut: false, canNotify: true });
  });
});

it('escapeHtml escapes the five markup characters', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  );
});
