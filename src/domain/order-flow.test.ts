// Every move the console may make, and every one it may not: each order status × each target, paid and cash on
// delivery, Shipped without the AWB or the courier, Returned to Origin (a refused cash parcel only) and a staff
// cancellation (before Shipped, with a reason).
import { describe, expect, it } from 'vitest';
import { nextOrderSteps, refuseOrderMove, type OrderMove, type PaymentState } from './order-flow.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts';

const AWB = 'AWB123456';
const COURIER = 'Delhivery';
/** The statuses an order itself is at (the others name what a return did to one item). */
const ORDER_AT: OrderStatus[] = ['Order Placed', 'Packing', 'Shipped', 'Out for Delivery', 'Delivered'];
const AT_ALL: OrderStatus[] = [...ORDER_AT, 'Returned to Origin', 'Cancelled'];

/** The allowed moves, written out by hand: the table the rules must agree with. */
const PAID: Partial<Record<OrderStatus, OrderStatus[]>> = {
  'Order Placed': ['Packing', 'Cancelled'],
  Packing: ['Shipped', 'Cancelled'],
  Shipped: ['Out for Delivery', 'Delivered'],
  'Out for Delivery': ['Delivered'],
};
const COD: Partial<Record<OrderStatus, OrderStatus[]>> = {
  'Order Placed': ['Packing', 'Cancelled'],
  Packing: ['Shipped', 'Cancelled'],
  Shipped: ['Out for Delivery', 'Delivered', 'Returned to Origin'],
  'Out for Delivery': ['Delivered', 'Returned to Origin'],
};
const ALLOWED: Record<'paid' | 'cod', Partial<Record<OrderStatus, OrderStatus[]>>> = { paid: PAID, cod: COD };

const move = (to: OrderStatus): OrderMove => ({ to, awb: AWB, courier: COURIER, reason: 'Fabric flaw found' });

describe('nextOrderSteps', () => {
  for (const paymentState of ['paid', 'cod'] as const)
    for (const status of AT_ALL)
      it(`${paymentState}, ${status}: ${(ALLOWED[paymentState][status] ?? []).join(', ') || 'none'}`, () => {
        expect(nextOrderSteps({ status, paymentState })).toEqual(ALLOWED[paymentState][status] ?? []);
      });

  it('offers nothing for an order not paid or confirmed', () => {
    for (const paymentState of ['pending', 'failed', 'expired', 'superseded', 'refund_due'] satisfies PaymentState[])
      for (const status of AT_ALL) expect(nextOrderSteps({ status, paymentState })).toEqual([]);
  });

  it('offers nothing for a status it does not know', () => {
    expect(nextOrderSteps({ status: 'Lost', paymentState: 'paid' })).toEqual([]);
  });
});

describe('refuseOrderMove: each status × each target', () => {
  for (const paymentState of ['paid', 'cod'] as const)
    for (const status of AT_ALL)
      for (const to of ORDER_STATUSES) {
        const allowed = ALLOWED[paymentState][status]?.includes(to) ?? false;
        it(`${paymentState}: ${status} → ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
          const reason = refuseOrderMove({ status, paymentState }, move(to));
          if (allowed) expect(reason).toBeUndefined();
          else expect(reason).toEqual(expect.any(String));
        });
      }
});

describe('refuseOrderMove: the reasons', () => {
  const paid = (status: OrderStatus) => ({ status, paymentState: 'paid' });
  const cod = (status: OrderStatus) => ({ status, paymentState: 'cod' });

  it('names the next step when a move jumps ahead or goes back', () => {
    expect(refuseOrderMove(paid('Order Placed'), move('Delivered'))).toBe(
      'An order that is Order Placed can only move to Packing or Cancelled',
    );
    expect(refuseOrderMove(paid('Order Placed'), move('Shipped'))).toBe(
      'An order that is Order Placed can only move to Packing or Cancelled',
    );
    expect(refuseOrderMove(paid('Shipped'), move('Packing'))).toBe(
      'An order that is Shipped can only move to Out for Delivery or Delivered',
    );
    expect(refuseOrderMove(cod('Out for Delivery'), move('Shipped'))).toBe(
      'An order that is Out for Delivery can only move to Delivered or Returned to Origin',
    );
  });

  it('refuses the status the order is already at', () => {
    for (const status of ORDER_AT)
      expect(refuseOrderMove(paid(status), move(status))).toBe(`This order is already ${status}`);
  });

  it('moves a delivered order no further, whatever the target', () => {
    for (const to of ORDER_STATUSES.filter((s) => !['Delivered', 'Returned to Origin', 'Cancelled'].includes(s)))
      expect(refuseOrderMove(paid('Delivered'), move(to))).toBe('An order that is Delivered moves no further');
    // A cash order is paid once delivered: it can no longer be refused at the door.
    expect(refuseOrderMove(paid('Delivered'), move('Returned to Origin'))).toBe(
      'Only a cash-on-delivery order not yet paid can be returned to origin',
    );
  });

  it('refuses a return-or-exchange status as an order step', () => {
    for (const to of ['Return Requested', 'Returned', 'Exchange Requested', 'Exchanged'] as const)
      expect(refuseOrderMove(paid('Shipped'), move(to))).toBe(
        'An order that is Shipped can only move to Out for Delivery or Delivered',
      );
  });

  it('ships only with both the AWB and the courier', () => {
    const need = 'Shipping needs the AWB and the courier';
    for (const order of [paid('Packing'), cod('Packing')]) {
      expect(refuseOrderMove(order, { to: 'Shipped' })).toBe(need);
      expect(refuseOrderMove(order, { to: 'Shipped', awb: AWB })).toBe(need);
      expect(refuseOrderMove(order, { to: 'Shipped', courier: COURIER })).toBe(need);
      expect(refuseOrderMove(order, { to: 'Shipped', awb: AWB, courier: null })).toBe(need);
      expect(refuseOrderMove(order, { to: 'Shipped', awb: '  ', courier: COURIER })).toBe(need);
      expect(refuseOrderMove(order, { to: 'Shipped', awb: AWB, courier: ' ' })).toBe(need);
      expect(refuseOrderMove(order, { to: 'Shipped', awb: AWB, courier: COURIER })).toBeUndefined();
    }
    // The step comes first: shipping a placed order is refused for that, AWB or not.
    expect(refuseOrderMove(paid('Order Placed'), { to: 'Shipped' })).toBe(
      'An order that is Order Placed can only move to Packing or Cancelled',
    );
  });

  it('needs no AWB for the steps after Shipped', () => {
    expect(refuseOrderMove(paid('Shipped'), { to: 'Out for Delivery' })).toBeUndefined();
    expect(refuseOrderMove(paid('Shipped'), { to: 'Delivered' })).toBeUndefined();
    expect(refuseOrderMove(cod('Out for Delivery'), { to: 'Returned to Origin' })).toBeUndefined();
  });

  it('returns to origin only a cash parcel on its way, once', () => {
    const only = 'Only a cash-on-delivery order not yet paid can be returned to origin';
    for (const status of ORDER_AT) expect(refuseOrderMove(paid(status), move('Returned to Origin'))).toBe(only);
    expect(refuseOrderMove(cod('Shipped'), move('Returned to Origin'))).toBeUndefined();
    expect(refuseOrderMove(cod('Out for Delivery'), move('Returned to Origin'))).toBeUndefined();
    // Not yet with the courier: it is packed or cancelled, not refused at the door.
    expect(refuseOrderMove(cod('Order Placed'), move('Returned to Origin'))).toBe(
      'An order that is Order Placed can only move to Packing or Cancelled',
    );
    expect(refuseOrderMove(cod('Packing'), move('Returned to Origin'))).toBe(
      'An order that is Packing can only move to Shipped or Cancelled',
    );
    const back = 'This order was returned to origin; its stock is back on sale';
    for (const to of ORDER_STATUSES) expect(refuseOrderMove(cod('Returned to Origin'), move(to))).toBe(back);
  });

  it('cancels only before Shipped, with a reason, and a cancelled order moves no further', () => {
    for (const order of [paid('Order Placed'), paid('Packing'), cod('Order Placed'), cod('Packing')]) {
      expect(refuseOrderMove(order, { to: 'Cancelled', reason: 'Fabric flaw found' })).toBeUndefined();
      expect(refuseOrderMove(order, { to: 'Cancelled' })).toBe('Cancelling needs a reason for the shopper');
      expect(refuseOrderMove(order, { to: 'Cancelled', reason: '  ' })).toBe(
        'Cancelling needs a reason for the shopper',
      );
    }
    for (const status of ['Shipped', 'Out for Delivery', 'Delivered'] as const)
      for (const order of [paid(status), cod(status)])
        expect(refuseOrderMove(order, move('Cancelled'))).toBe(
          `An order that is ${status} cannot be cancelled: only one not yet shipped can be`,
        );
    const done = 'This order was cancelled; its stock is back on sale';
    for (const to of ORDER_STATUSES) expect(refuseOrderMove(paid('Cancelled'), move(to))).toBe(done);
  });

  it('moves no order that is not paid or confirmed', () => {
    for (const paymentState of ['pending', 'failed', 'expired', 'superseded', 'refund_due'])
      expect(refuseOrderMove({ status: 'Order Placed', paymentState }, move('Packing'))).toBe(
        'Only a paid or confirmed cash-on-delivery order moves along',
      );
  });
});
