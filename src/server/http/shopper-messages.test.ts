import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWith } from './validate.ts';
import { fieldLabel } from './shopper-messages.ts';

const refusal = (schema: z.ZodType, value: unknown) => {
  try {
    parseWith(schema, value);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('refusals in the shop’s words', () => {
  const body = z.object({
    size: z.string().max(10),
    quantity: z.number().int().min(1),
    email: z.email(),
    shipping: z.enum(['standard', 'express']),
    address: z.object({ zipcode: z.string().min(1) }),
    items: z.array(z.object({ _id: z.string() })).max(2),
  });
  const good = {
    size: 'M',
    quantity: 1,
    email: 'a@example.com',
    shipping: 'standard',
    address: { zipcode: '560001' },
    items: [{ _id: 'p1' }],
  };

  it.each([
    [{ size: 'x'.repeat(40) }, 'Size must be at most 10 characters'],
    [{ size: undefined }, 'Size is required'],
    [{ size: 5 }, 'Size must be text'],
    [{ quantity: 1.5 }, 'Quantity must be a whole number'],
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ quantity: '2' }, 'Quantity must be a number'],
    [{ email: 'nope' }, 'E-mail is not a valid e-mail address'],
    [{ shipping: 'drone' }, 'Shipping must be one of: standard, express'],
    [{ address: { zipcode: '' } }, 'PIN code is required'],
    [{ items: [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }] }, 'Cart can have at most 2 entries'],
    [{ items: [{ _id: 7 }] }, 'Product (item 1) must be text'],
  ])('%j → %s', (change, message) => {
    const text = refusal(body, { ...good, ...change });
    expect(text).toBe(message);
    expect(text).not.toMatch(/expected|string|<=|invalid_type/);
  });

  it('keeps a schema’s own sentence, and puts the label before its own predicate', () => {
    expect(refusal(z.object({ size: z.string().min(1, 'Please select a size') }), { size: '' })).toBe(
      'Please select a size',
    );
    expect(refusal(z.object({ otp: z.string().regex(/^\d{6}$/, 'must be the 6-digit code') }), { otp: '1' })).toBe(
      'The code must be the 6-digit code',
    );
  });

  it('says what is wrong with a body that is not an object at all', () => {
    expect(refusal(z.object({ a: z.string() }), [1, 2])).toBe('The request must be a JSON object');
  });

  it('spells out a key it has no label for', () => {
    expect(fieldLabel(['specialRequest'])).toBe('Special request');
    expect(fieldLabel(['address', 'zipcode'])).toBe('PIN code');
    expect(fieldLabel([])).toBe('This field');
  });
});
