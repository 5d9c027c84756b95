// An order staff cancelled, in My Orders (docs/product/orders-and-tracking.md): why, and what comes back.
import { formatINR } from '#/lib/money.ts';
import { orderDate, type Order } from './orders.ts';

/** Why staff cancelled it, and what comes back: the store credit it used, the money paid (to its source). */
export function Cancellation({
  order,
  cancellation,
}: {
  order: Order;
  cancellation: NonNullable<Order['cancellation']>;
}) {
  return (
    <div className="mt-3 rounded-card border border-line bg-sand/50 p-3 text-sm" data-cancellation>
      <p>
        We cancelled this order on {orderDate(cancellation.at)} before it left us.{' '}
        <span className="break-words">Our reason: {cancellation.reason}</span>
      </p>
      {cancellation.refundDue > 0 && (
        <p className="mt-1 text-muted">
          We are refunding the {formatINR(cancellation.refundDue)} you paid to the account you paid from.
        </p>
      )}
      {cancellation.creditBack > 0 && (
        <p className="mt-1 text-muted">
          The {formatINR(cancellation.creditBack)} of store credit it used is back in your account.
        </p>
      )}
      {order.paymentMethod === 'COD' && <p className="mt-1 text-muted">Nothing is due.</p>}
    </div>
  );
}
