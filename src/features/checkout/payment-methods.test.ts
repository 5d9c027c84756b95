import { describe, expect, it } from 'vitest';
import { methodHint, offeredMethods } from './payment-methods.ts';

describe('methodHint', () => {
  it('names the cash-on-delivery fee where the method is chosen, and nothing when there is none', () => {
    expect(methodHint('cod', 49_00)).toBe('Pay in cash on delivery, ₹49 fee');
    expect(methodHint('cod', 0)).toBe('Pay in cash on delivery');
    expect(methodHint('razorpay', 49_00)).toBe('UPI, cards, netbanking, wallets');
  });
});

describe('offeredMethods', () => {
  it('keeps the methods this page can pay with, in the server order', () => {
    expect(
      offeredMethods([
        { id: 'card', label: 'Card', sandbox: false },
        { id: 'razorpay', label: 'Razorpay', sandbox: false },
        { id: 'cod', label: 'Cash on Delivery', sandbox: false },
      ]).map((m) => m.id),
    ).toEqual(['card', 'razorpay', 'cod']);
  });
  it('leaves out methods it does not know yet and malformed entries', () => {
    expect(
      offeredMethods([
        { id: 'wallet', label: 'Store credit', sandbox: false },
        { id: 'card', label: 'Card' },
        null,
        'razorpay',
        { id: 'razorpay', label: 'Razorpay', sandbox: true },
      ]),
    ).toEqual([{ id: 'razorpay', label: 'Razorpay', sandbox: true }]);
  });
  it('refuses an answer that is not a list', () => {
    expect(() => offeredMethods({ razorpay: true })).toThrow(/Unexpected answer/);
    expect(() => offeredMethods(undefined)).toThrow(/Unexpected answer/);
  });
});
