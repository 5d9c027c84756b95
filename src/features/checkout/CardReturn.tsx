// /checkout/verify: where the card provider's hosted page sends the shopper back (?orderId=…&success=…).
import { useEffect, useState } from 'react';
import { api, errorMessage } from '#/lib/api.ts';
import { useRequireLogin } from '#/features/auth/index.ts';
import { orderPlaced } from './order-placed.ts';

export function CardReturn() {
  const loggedIn = useRequireLogin();
  const [message, setMessage] = useState('Confirming your payment...');

  useEffect(() => {
    if (!loggedIn) return;
    const params = new URLSearchParams(window.location.search);
    const orderId = params.get('orderId') ?? '';
    const success = params.get('success') === 'true';
    api('/api/order/verifyStripe', { body: { orderId, success } })
      .then(async (r) => {
        if (r.success) return orderPlaced(orderId);
        setMessage(r.message || 'Payment was not completed. Your cart is unchanged.');
      })
      .catch((error) => setMessage(errorMessage(error)));
  }, [loggedIn]);

  return (
    <div className="py-16 text-center">
      <p className="text-lg" role="status">
        {message}
      </p>
      <a href="/checkout" className="btn-outline mt-8">
        Back to checkout
      </a>
    </div>
  );
}
