// After a verified payment the shopper lands on My Orders with the new order's id in the address
// (/orders?placed=ord_…), whichever way they paid (Razorpay's window, or back from the card provider's
// page): the page shows that order first, highlighted, under "Order placed successfully!".
const PARAM = 'placed';

/** Where to go once an order is paid. */
export function placedOrderPath(orderId: string | undefined): string {
  return orderId ? `/orders?${new URLSearchParams({ [PARAM]: orderId })}` : '/orders';
}

/** The order just placed, from My Orders' query string. */
export function placedOrderId(search: string): string | undefined {
  const id = new URLSearchParams(search).get(PARAM)?.trim();
  return id ? id.slice(0, 64) : undefined;
}
