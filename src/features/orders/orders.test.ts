import { describe, expect, it } from 'vitest';
import {
  breakUp,
  currentStep,
  deliveryNote,
  orderDate,
  paymentLabel,
  placedFirst,
  requestStep,
  trackingNote,
  type Order,
  type OrderItem,
} from './orders.ts';
import { placedOrderId, placedOrderPath } from './placed-order.ts';
import { savedFileName } from './documents.ts';

const charges = {
  subtotal: 2400,
  discount: 0,
  couponCode: null as string | null,
  delivery: 100,
  extra: 0,
  codFee: 0,
  storeCredit: 0,
  total: 2500,
};
const order = (id: string) => ({ _id: id }) as Order;

describe('the order just placed', () => {
  it('travels in the address and comes first', () => {
    expect(placedOrderPath('ord_1a2b')).toBe('/orders?placed=ord_1a2b');
    expect(placedOrderPath(undefined)).toBe('/orders');
    expect(placedOrderId('?placed=ord_1a2b')).toBe('ord_1a2b');
    expect(placedOrderId('?placed=')).toBeUndefined();
    expect(placedOrderId('')).toBeUndefined();
    const ids = (list: Order[]) => list.map((o) => o._id);
    const list = ['a', 'b', 'c'].map(order);
    expect(ids(placedFirst(list, 'c'))).toEqual(['c', 'a', 'b']);
    expect(ids(placedFirst(list, 'a'))).toEqual(['a', 'b', 'c']);
    expect(ids(placedFirst(list, 'zzz'))).toEqual(['a', 'b', 'c']);
    expect(ids(placedFirst(list, undefined))).toEqual(['a', 'b', 'c']);
  });
});

describe('timeline', () => {
  it('marks the current step; a delivered order with another status stays at Delivered', () => {
    expect(currentStep({ status: 'Order Placed', deliveredAt: null })).toBe(0);
    expect(currentStep({ status: 'Out for Delivery', deliveredAt: null })).toBe(3);
    expect(currentStep({ status: 'Delivered', deliveredAt: '2026-11-20T10:00:00.000Z' })).toBe(4);
    expect(currentStep({ status: 'Returned', deliveredAt: '2026-11-20T10:00:00.000Z' })).toBe(4);
    expect(currentStep({ status: 'Returned to Origin', deliveredAt: null })).toBe(-1);
  });

  it('says when it arrived, or when it should, in India time', () => {
    const expectedDelivery = { earliest: '2026-12-01T10:00:00.000Z', latest: '2026-12-07T10:00:00.000Z' };
    expect(deliveryNote({ deliveredAt: null, expectedDelivery })).toBe('Expected by Mon 7 Dec');
    expect(deliveryNote({ deliveredAt: '2026-11-20T19:00:00.000Z', expectedDelivery })).toBe('Delivered on Sat 21 Nov');
    expect(deliveryNote({ deliveredAt: null, expectedDelivery: null })).toBeUndefined();
    expect(orderDate(Date.parse('2026-11-20T20:00:00Z'))).toBe('21 Nov 2026');
  });
});

describe('amount break-up', () => {
  const lines = (c: Partial<typeof charges>, payment = true) =>
    breakUp({ charges: { ...charges, ...c }, payment }).map((l) => `${l.label}: ${l.value}`);

  it('shows the lines that apply, delivery FREE at 0, and the total paid', () => {
    expect(lines({})).toEqual(['Items subtotal: ₹2,400.00', 'Delivery: ₹100.00', 'Total paid: ₹2,500.00']);
    expect(
      lines({ discount: 480, couponCode: 'WELCOME20', delivery: 0, extra: 150, storeCredit: 300, total: 1770 }),
    ).toEqual([
      'Items subtotal: ₹2,400.00',
      'Coupon WELCOME20: −₹480.00',
      'Delivery: FREE',
      'Customized Color: ₹150.00',
      'Store credit used: −₹300.00',
      'Total paid: ₹1,770.00',
    ]);
    expect(lines({ codFee: 49, total: 2549 }, false)).toEqual([
      'Items subtotal: ₹2,400.00',
      'Delivery: ₹100.00',
      'Cash on delivery fee: ₹49.00',
      'Total to pay: ₹2,549.00',
    ]);
    expect(lines({}, false).at(-1)).toBe('Total to pay: ₹2,500.00');
  });

  it('names payment methods, unknown ones as their own text', () => {
    expect(paymentLabel('Razorpay')).toBe('Razorpay');
    expect(paymentLabel('Card')).toBe('Card');
    expect(paymentLabel('COD')).toBe('Cash on delivery');
    expect(paymentLabel('Store credit')).toBe('Store credit');
    expect(paymentLabel('UPI AutoPay')).toBe('UPI AutoPay');
  });
});

describe('invoice download', () => {
  it("saves under the server's file name, or invoice-{order}.pdf", () => {
    const fallback = 'invoice-ord_1.pdf';
    expect(savedFileName('attachment; filename="INV-2026-0007.pdf"', fallback)).toBe('INV-2026-0007.pdf');
    expect(savedFileName('attachment; filename=INV-8.pdf', fallback)).toBe('INV-8.pdf');
    expect(savedFileName(null, fallback)).toBe('invoice-ord_1.pdf');
    expect(savedFileName('attachment', fallback)).toBe('invoice-ord_1.pdf');
  });
});

describe('an item’s request', () => {
  const request = (state: NonNullable<OrderItem['request']>['state'], step: string) => ({
    request: {
      kind: 'return' as const,
      state,
      step,
      pickupAwb: null,
      replacementAwb: null,
      credit: null,
      refusalReason: null,
    },
  });

  it('shows the step the server words; a refusal is told by the item’s note instead', () => {
    expect(requestStep({})).toBeUndefined();
    expect(requestStep(request('received', 'Parcel received'))).toBe('Parcel received');
    expect(requestStep(request('completed', 'Return completed: ₹1,099 store credit'))).toBe(
      'Return completed: ₹1,099 store credit',
    );
    expect(requestStep(request('refused', 'Refused: Worn'))).toBeUndefined();
  });
});

describe('Track Order without an AWB code', () => {
  it('says where the order is and when tracking starts, before it ships', () => {
    expect(trackingNote({ status: 'Packing', awb: null })).toBe(
      'Not shipped yet (Packing). Tracking starts when it ships: we e-mail you the courier and the AWB code, and ' +
        'tracking is live within 24 hours of dispatch.',
    );
    expect(trackingNote({ status: 'Order Placed', awb: null })).toMatch(/^Not shipped yet \(Order Placed\)/);
  });
  it('has nothing to say with an AWB (the tracking page opens), and the spec text after shipping without one', () => {
    expect(trackingNote({ status: 'Shipped', awb: 'SR1' })).toBeUndefined();
    expect(trackingNote({ status: 'Delivered', awb: null })).toBe('Tracking information is not available.');
  });
});
