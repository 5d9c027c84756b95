// Checkout's order summary (docs/product/checkout-and-payments.md#checkout-page): each line (or "Product not found"),
// then Subtotal, Customized Color (only when non-zero), Shipping, COD fee, coupon, store credit and Total, all from the
// one pricing rule; under them what the order saves against the MRPs and with the coupon.
import type { ReactNode } from 'react';
import { formatINRTotal, toRupees } from '#/lib/money.ts';
import type { OrderPrice } from '#/lib/pricing.ts';
import type { Product } from '#/lib/product.ts';
import type { CouponOnCart } from '#/features/cart/index.ts';
import { ColourChargeRow } from './ColourChargeRow.tsx';
import { CouponRow } from './CouponRow.tsx';
import { FreeDeliveryNudge, ShippingRow } from './DeliveryLines.tsx';
import { StoreCreditRow } from './StoreCredit.tsx';
import { SavingNote } from './Savings.tsx';
import { SummaryPanel, TotalRow } from './SummaryPanel.tsx';
import { orderSavingPaise } from './savings.ts';

export type SummaryLine = { name: string; size: string; quantity: number; product?: Product; colour?: string };

export function OrderSummary(props: {
  lines: readonly SummaryLine[];
  price: OrderPrice;
  coupon: CouponOnCart;
  /** A provider's window takes the payment (not cash on delivery, not store credit covering it all). */
  paysOnline: boolean;
  children: ReactNode;
}) {
  const { lines, price, coupon } = props;
  return (
    <SummaryPanel titleId="order-summary" title="Order summary" className="p-6">
      <ul className="mt-4 space-y-2 text-sm">
        {lines.map((l) => (
          <li key={`${l.name}|${l.size}`} className="flex justify-between gap-3">
            {l.product ? (
              <span>
                {/* Size and quantity wrap together: never a lone "2" on a line of its own at 320 px. */}
                {l.product.name} ·{' '}
                <span className="whitespace-nowrap">
                  {l.size} × {l.quantity}
                </span>
                {l.colour && <span className="block text-xs text-muted">Made in {l.colour}</span>}
              </span>
            ) : (
              <span className="text-rose-dark">Product not found</span>
            )}
            <span className="whitespace-nowrap">{l.product ? formatINRTotal(l.product.price * l.quantity) : ''}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-5 space-y-3 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatINRTotal(toRupees(price.subtotalPaise))}</dd>
        </div>
        <ColourChargeRow chargePaise={price.extraPaise} lines={lines} />
        <ShippingRow
          deliveryPaise={price.deliveryPaise}
          label={price.shipping === 'express' ? 'Shipping (Express)' : 'Shipping'}
        />
        {price.codFeePaise > 0 && (
          <div className="flex justify-between">
            <dt>COD fee</dt>
            <dd>{formatINRTotal(toRupees(price.codFeePaise))}</dd>
          </div>
        )}
        <CouponRow coupon={coupon} />
        <StoreCreditRow walletPaise={price.walletPaise} />
        <TotalRow totalPaise={price.totalPaise} />
      </dl>
      <SavingNote savingPaise={orderSavingPaise(lines, price.discountPaise)} />
      {price.shipping === 'standard' && <FreeDeliveryNudge itemsPaise={price.subtotalPaise - price.discountPaise} />}
      {props.children}
      <p className="mt-3 text-xs text-muted">
        Prices include GST.{props.paysOnline && " You pay securely through the provider's window."}
      </p>
    </SummaryPanel>
  );
}
