// Erasing a shopper's account (Digital Personal Data Protection Act 2023, section 12; docs/product/legal.md#your-data-
// dpdp-act-2023): what blocks it for now, and what of an order's address stays. Orders, invoices and credit notes are
// kept for the tax records (GST: 72 months from the annual return's due date); of the personal data on them only what
// an issued tax document prints as the recipient stays.

/** The `user_id` every erased account's orders and requests point at: the link to the person is cut. */
export const ERASED_USER = 'erased';

/** What the order keeps as its shopper's name when no tax document names her. */
export const FORMER_CUSTOMER = 'Former customer';

/**
 * `refundDuePaise`: what an order still owes her back: a cancelled paid order's (order-status.service.ts) or a payment
 * that came after its checkout had ended (checkout-holds.ts), until staff mark it refunded.
 */
export type ErasureOrder = { id: string; status: string; paymentState: string; refundDuePaise?: number };

/** The order statuses under which a paid or cash order is still being packed or carried to her. */
const UNDER_WAY = new Set(['Order Placed', 'Packing', 'Shipped', 'Out for Delivery']);

export const ERASURE_REFUSALS = {
  staff: 'A console account cannot be deleted here. Ask the owner to take away your console role first.',
  paying: 'A payment of yours is still in progress. Please try again in 15 minutes.',
  underWay: (id: string) => `Your order ${id} is still on its way. You can delete your account once it is delivered.`,
  refundDue: (id: string) =>
    `We still owe you a refund for order ${id}. You can delete your account once it is paid: please write to us.`,
  openReturn: (id: string) =>
    `Your return or exchange for order ${id} is still open. You can delete your account once it is completed.`,
} as const;

/**
 * Why the account cannot be erased yet, or undefined when it can. While an order is under way, a refund is owed or a
 * return is open, the store still needs her address, phone and e-mail to deliver, pay back or collect: erasing them
 * would break a promise made to her, so she is asked to wait until it is done.
 */
export function erasureRefusal(input: {
  role: string;
  orders: readonly ErasureOrder[];
  openReturnOrderIds: readonly string[];
}): string | undefined {
  if (input.role !== 'shopper') return ERASURE_REFUSALS.staff;
  if (input.orders.some((o) => o.paymentState === 'pending')) return ERASURE_REFUSALS.paying;
  // What is owed back is refundDuePaise: a cancelled paid order's, or a payment that came too late; 0 once refunded.
  const owed = input.orders.find((o) => (o.refundDuePaise ?? 0) > 0);
  if (owed) return ERASURE_REFUSALS.refundDue(owed.id);
  const moving = input.orders.find(
    (o) => (o.paymentState === 'paid' || o.paymentState === 'cod') && UNDER_WAY.has(o.status),
  );
  if (moving) return ERASURE_REFUSALS.underWay(moving.id);
  const returning = input.openReturnOrderIds[0];
  if (returning) return ERASURE_REFUSALS.openReturn(returning);
  return undefined;
}

/** An order's delivery address (the schema's `OrderAddress`). */
export type ErasableAddress = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  landmark?: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
};

/**
 * The address an order keeps once its shopper is erased. With an issued invoice or credit note (`taxDocument`), the
 * recipient's name and address as the document prints them stay (CGST Rules, rule 46: the document must read as
 * issued); the e-mail and phone, which no rule asks a tax document to carry, go. Without one (a checkout never
 * paid), only the state and country stay: the order's figures need nothing else.
 */
export function erasedAddress<A extends ErasableAddress>(address: A, taxDocument: boolean): ErasableAddress {
  if (taxDocument) {
    const { firstName, lastName, street, landmark, city, state, zipcode, country } = address;
    return {
      firstName,
      lastName,
      street,
      landmark: landmark ?? '',
      city,
      state,
      zipcode,
      country,
      email: '',
      phone: '',
    };
  }
  return {
    firstName: FORMER_CUSTOMER,
    lastName: '',
    email: '',
    street: '',
    city: '',
    state: address.state,
    zipcode: '',
    country: address.country,
    phone: '',
  };
}
