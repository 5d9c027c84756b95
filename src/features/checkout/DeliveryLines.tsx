// The delivery lines of the cart and checkout summaries: the shipping charge (FREE when it is), and how much
// more makes standard delivery free when the shopper is close (src/lib/delivery.ts holds the rules).
import { Truck } from 'lucide-react';
import { formatINR, formatINRTotal, toRupees } from '#/lib/money.ts';
import { DELIVERY } from '#/lib/build-config.ts';
import { freeDeliveryGapPaise } from '#/lib/delivery.ts';

/** A row of the summary's <dl>. */
export function ShippingRow({ deliveryPaise, label = 'Shipping' }: { deliveryPaise: number; label?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      {deliveryPaise === 0 ? (
        <dd data-shipping className="font-semibold tracking-wide">
          FREE
        </dd>
      ) : (
        <dd data-shipping>{formatINRTotal(toRupees(deliveryPaise))}</dd>
      )}
    </div>
  );
}

/** "Add ₹350 more for FREE shipping", for items (after the coupon) within reach of the threshold. */
export function FreeDeliveryNudge({ itemsPaise }: { itemsPaise: number }) {
  const gap = freeDeliveryGapPaise(itemsPaise, DELIVERY);
  // Always rendered, so a change of quantity is announced where the shopper's screen reader expects it.
  return (
    <p role="status" className="empty:hidden mt-4 flex items-center gap-2 rounded-lg bg-white/70 px-3 py-2 text-sm">
      {gap !== undefined && (
        <>
          <Truck size={16} aria-hidden="true" className="shrink-0 text-sage" />
          <span data-free-delivery-nudge>
            Add <strong>{formatINR(toRupees(gap))}</strong> more for FREE shipping
          </span>
        </>
      )}
    </p>
  );
}
