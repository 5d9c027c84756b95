import { describe, expect, it } from 'vitest';
import { ERASURE_REFUSALS, erasedAddress, erasureRefusal, FORMER_CUSTOMER } from './erasure.ts';

const order = (id: string, status: string, paymentState: string, refundDuePaise = 0) => ({
  id,
  status,
  paymentState,
  refundDuePaise,
});
const can = (orders: ReturnType<typeof order>[], openReturnOrderIds: string[] = [], role = 'shopper') =>
  erasureRefusal({ role, orders, openReturnOrderIds });

describe('erasureRefusal', () => {
  it('lets a shopper go with nothing open: delivered, returned or never paid', () => {
    expect(can([])).toBeUndefined();
    expect(
      can([
        order('a', 'Delivered', 'paid'),
        order('b', 'Returned to Origin', 'cod'),
        order('c', 'Order Placed', 'expired'),
      ]),
    ).toBeUndefined();
  });

  it('waits while an order is packed or carried, a refund is owed, a payment runs or a return is open', () => {
    expect(can([order('a', 'Packing', 'paid')])).toBe(ERASURE_REFUSALS.underWay('a'));
    expect(can([order('a', 'Out for Delivery', 'cod')])).toBe(ERASURE_REFUSALS.underWay('a'));
    // Paid after the checkout had ended (the stock was gone): all of it is owed back until staff refund it.
    expect(can([order('a', 'Order Placed', 'refund_due', 1450_00)])).toBe(ERASURE_REFUSALS.refundDue('a'));
    expect(can([order('a', 'Order Placed', 'refund_due', 0)])).toBeUndefined(); // refunded
    // Cancelled by the store after she paid: the money is owed back until staff refund it.
    expect(can([order('a', 'Cancelled', 'paid', 1299_00)])).toBe(ERASURE_REFUSALS.refundDue('a'));
    expect(can([order('a', 'Cancelled', 'cod')])).toBeUndefined();
    expect(can([order('a', 'Order Placed', 'pending')])).toBe(ERASURE_REFUSALS.paying);
    expect(can([order('a', 'Delivered', 'paid')], ['a'])).toBe(ERASURE_REFUSALS.openReturn('a'));
  });

  it('refuses console accounts', () => {
    expect(can([], [], 'staff')).toBe(ERASURE_REFUSALS.staff);
    expect(can([], [], 'owner')).toBe(ERASURE_REFUSALS.staff);
  });
});

describe('erasedAddress', () => {
  const address = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    street: '12 MG Road',
    landmark: 'Near the park',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipcode: '560001',
    country: 'India',
    phone: '9876543210',
  };

  it('with a tax document: the recipient as printed stays, e-mail and phone go', () => {
    expect(erasedAddress(address, true)).toEqual({ ...address, email: '', phone: '' });
  });

  it('without one: only state and country stay', () => {
    expect(erasedAddress(address, false)).toEqual({
      firstName: FORMER_CUSTOMER,
      lastName: '',
      email: '',
      street: '',
      city: '',
      state: 'Karnataka',
      zipcode: '',
      country: 'India',
      phone: '',
    });
  });
});
