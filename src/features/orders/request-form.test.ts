import { describe, expect, it } from 'vitest';
import { exchangeSizes, missing, requestBody } from './request-form.ts';

const ids = { orderId: 'ord_1', productId: 'p1', itemId: 'i1' };

describe('the sizes an exchange offers', () => {
  it('lists them in shop order; her own size and sold-out sizes cannot be chosen', () => {
    const sizes = [
      { size: 'L', stock: 0 },
      { size: 'S', stock: 4 },
      { size: 'M', stock: 2 },
      { size: 'XS', stock: 1 },
    ];
    expect(exchangeSizes(sizes, 'M')).toEqual([
      { size: 'XS', state: 'available' },
      { size: 'S', state: 'available' },
      { size: 'M', state: 'current' },
      { size: 'L', state: 'sold-out' },
    ]);
  });
});

describe('what a request form still needs', () => {
  const draft = { code: '' as const, text: '', newSize: '' };
  it('a reason from the list, words when it is Other, and the new size for an exchange', () => {
    expect(missing('return', draft)).toBe('Please choose a reason');
    expect(missing('return', { ...draft, code: 'other' })).toBe('Please tell us the reason');
    expect(missing('return', { ...draft, code: 'quality' })).toBeUndefined();
    expect(missing('exchange', { ...draft, code: 'too_small' })).toBe('Please choose the new size');
    expect(missing('exchange', { ...draft, code: 'too_small', newSize: 'L' })).toBeUndefined();
  });
});

describe('the request body', () => {
  it('a return keeps its free-text reason, or names the chosen reason; the code goes along', () => {
    expect(requestBody('return', ids, { code: 'too_large', text: '', newSize: '' })).toEqual({
      ...ids,
      reasonCode: 'too_large',
      reason: 'Too large',
    });
    expect(requestBody('return', ids, { code: 'other', text: ' Gift, wrong colour ', newSize: '' })).toEqual({
      ...ids,
      reasonCode: 'other',
      reason: 'Gift, wrong colour',
    });
  });
  it('an exchange sends the new size, the code, and words only when written', () => {
    expect(requestBody('exchange', ids, { code: 'too_small', text: '', newSize: 'L' })).toEqual({
      ...ids,
      reasonCode: 'too_small',
      newSize: 'L',
    });
    expect(requestBody('exchange', ids, { code: 'other', text: 'Sleeves', newSize: 'L' })).toMatchObject({
      reason: 'Sleeves',
    });
  });
});
