// What follows a verified payment (docs/product/checkout-and-payments.md#after-the-order), from the checkout or back
// from the card provider's page: the message, the cart, its colours and coupon emptied, stock refreshed, and on to My
// Orders with the order first.
import { flashToast } from '#/lib/browser/flash.ts';
import { loadProducts } from '#/features/catalog/index.ts';
import { clearCart, removeCoupon, forgetColours } from '#/features/cart/index.ts';
import { placedOrderPath } from '#/features/orders/index.ts';

export async function orderPlaced(orderId: string): Promise<void> {
  clearCart();
  forgetColours();
  removeCoupon();
  await loadProducts();
  flashToast('success', 'Order placed successfully!');
  window.location.assign(placedOrderPath(orderId));
}
