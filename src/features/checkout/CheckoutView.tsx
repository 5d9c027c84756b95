// /checkout (spec §2, §4 "Checkout and payment", §5): address, summary, payment choice, Proceed to Pay.
// The server recomputes every price; the amount sent here is only checked against its own total.
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { toast } from '#/lib/toast.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { flashToast } from '#/lib/flash.ts';
import { formatINRTotal, toPaise, toRupees } from '#/lib/money.ts';
import { useRequireLogin } from '#/features/session/RequireLogin.ts';
import { $account } from '#/features/session/session.store.ts';
import { loadAccount } from '#/features/session/session.ts';
import { loadProducts } from '#/features/catalog/products.store.ts';
import { $cartLines, $cartSubtotal, clearCart, NO_CART_LINES } from '#/features/cart/cart.store.ts';
import { $coupon, NO_COUPON, removeCoupon } from '#/features/cart/coupon.store.ts';
import { priceOrder } from '#/lib/pricing.ts';
import { DELIVERY, type ShippingChoice as Shipping } from '#/lib/delivery.ts';
import { ADDRESS_LABELS, EMPTY_ADDRESS, validateAddress, type Address, type AddressErrors } from './address.ts';
import { openPaymentWindow } from './payment.ts';
import type { PaymentMethodId } from './payment-methods.ts';
import { PaymentChoice, usePaymentMethods } from './PaymentChoice.tsx';
import { useSandboxDialog } from './SandboxDialog.tsx';
import { ShippingChoice } from './ShippingChoice.tsx';
import { FreeDeliveryNudge, ShippingRow } from './DeliveryLines.tsx';
import { StoreCreditChoice, StoreCreditRow } from './StoreCredit.tsx';
import { placedOrderPath } from '#/features/orders/placed-order.ts';
import { COD } from '#/lib/cod.ts';
import { CodStep } from './CodStep.tsx';

const EXTRA_CHARGE = 0; // customised colour charge (spec §3 extraCharge): none of our products adds one yet

export function CheckoutView() {
  const loggedIn = useRequireLogin();
  const lines = useStoredValue($cartLines, NO_CART_LINES);
  const subtotal = useStoredValue($cartSubtotal, 0);
  const coupon = useStoredValue($coupon, NO_COUPON);
  const account = useStore($account);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const methods = usePaymentMethods();
  const [choice, setChoice] = useState<PaymentMethodId>();
  const offered = methods.state.status === 'ready' ? methods.state.methods : [];
  const method = (offered.find((m) => m.id === choice) ?? offered[0])?.id;
  const [shipping, setShipping] = useState<Shipping>('standard');
  const [busy, setBusy] = useState(false);
  const [useCredit, setUseCredit] = useState(false);
  const creditPaise = toPaise(account?.wallet ?? 0);
  const sandbox = useSandboxDialog();
  const [codOrder, setCodOrder] = useState<{ orderId: string; message: string }>();

  useEffect(() => {
    if (loggedIn && account === undefined) void loadAccount();
  }, [loggedIn, account]);
  useEffect(() => {
    if (account?.email) setAddress((a) => (a.email ? a : { ...a, email: account.email }));
  }, [account]);

  const price = priceOrder({
    subtotalPaise: toPaise(subtotal),
    discountPaise: toPaise(coupon.discount),
    extraPaise: toPaise(EXTRA_CHARGE),
    shipping,
    rules: DELIVERY,
    walletPaise: useCredit ? creditPaise : 0,
    codFeePaise: method === 'cod' ? COD.feePaise : 0,
  });
  /** Store credit pays it all: the order is placed without a payment window. */
  const covered = price.walletPaise > 0 && price.totalPaise === 0;
  const itemsPaise = price.subtotalPaise - price.discountPaise;
  const total = toRupees(price.totalPaise);
  const missing = lines.some((l) => !l.product);

  async function pay(e: FormEvent) {
    e.preventDefault();
    const found = validateAddress(address);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`address-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    if (lines.length === 0) return void toast.error('Your cart is empty');
    if (missing) return void toast.error('Remove the items that are no longer available');
    if (!method && !covered) return;
    const items = lines.map((l) => ({
      _id: l.product!._id,
      name: l.name,
      size: l.size,
      quantity: l.quantity,
      price: l.product!.price,
    }));
    const body = {
      address,
      items,
      amount: total,
      couponCode: coupon.code || undefined,
      shipping,
      useWallet: useCredit,
    };
    setBusy(true);
    try {
      if (covered) {
        const r = await api('/api/order/wallet', { body });
        if (!r.success) return void toast.error(r.message);
        await orderPlaced(r.orderId);
        return;
      }
      if (method === 'cod') {
        const r = await api('/api/order/cod', { body });
        if (!r.success) return void toast.error(r.message);
        setCodOrder({ orderId: r.orderId, message: r.message });
        return;
      }
      if (method === 'card') {
        const r = await api('/api/order/stripe', { body });
        if (!r.success) return void toast.error(r.message);
        window.location.assign(r.session_url);
        return;
      }
      const r = await api('/api/order/razorpay', { body });
      if (!r.success) return void toast.error(r.message);
      const result = await openPaymentWindow(
        r.order,
        r.checkout,
        { name: `${address.firstName} ${address.lastName}`, email: address.email, contact: address.phone },
        sandbox.open,
      );
      if (!result) return; // window closed: the cart stays as it is
      const v = await api('/api/order/verifyrazorpay', { body: result });
      if (!v.success) return void toast.error(v.message);
      await orderPlaced(v.orderId);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (!loggedIn) return <p className="py-16 text-center text-muted">Loading...</p>;

  const field = (
    key: keyof Address,
    props: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'email' | 'tel';
      maxLength?: number;
      className?: string;
    } = {},
  ) => (
    <div className={props.className}>
      <label htmlFor={`address-${key}`} className="text-sm font-medium">
        {ADDRESS_LABELS[key]}
      </label>
      <input
        id={`address-${key}`}
        name={key}
        type={props.type ?? 'text'}
        value={address[key]}
        required={key !== 'landmark'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength ?? 120}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `address-${key}-error` : undefined}
        onChange={(e) =>
          setAddress({
            ...address,
            [key]: key === 'zipcode' || key === 'phone' ? e.target.value.replace(/\D/g, '') : e.target.value,
          })
        }
        className="field mt-1"
      />
      {errors[key] && (
        <p id={`address-${key}-error`} className="mt-1 text-xs text-rose-dark">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={pay} noValidate className="grid gap-10 py-10 lg:grid-cols-[1fr_24rem]">
      <div>
        <h1 className="text-title">Checkout</h1>
        <section aria-labelledby="contact-title" className="mt-8">
          <h2 id="contact-title" className="font-serif text-xl">
            Contact
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
            {field('phone', { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 10 })}
          </div>
        </section>
        <section aria-labelledby="address-title" className="mt-8">
          <h2 id="address-title" className="font-serif text-xl">
            Delivery address
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {field('firstName', { autoComplete: 'given-name' })}
            {field('lastName', { autoComplete: 'family-name' })}
            {field('street', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
            {field('landmark', { className: 'sm:col-span-2' })}
            {field('city', { autoComplete: 'address-level2' })}
            {field('state', { autoComplete: 'address-level1' })}
            {field('zipcode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 })}
            {field('country', { autoComplete: 'country-name' })}
          </div>
        </section>
        <ShippingChoice itemsPaise={itemsPaise} pin={address.zipcode} selected={shipping} onSelect={setShipping} />
        <StoreCreditChoice balancePaise={creditPaise} checked={useCredit} onChange={setUseCredit} />
        <PaymentChoice state={methods.state} selected={method} onSelect={setChoice} onRetry={methods.retry} />
      </div>

      <aside aria-labelledby="order-summary" className="h-fit rounded-card bg-sand/70 p-6 lg:sticky lg:top-24">
        <h2 id="order-summary" className="font-serif text-2xl">
          Order summary
        </h2>
        <ul className="mt-4 space-y-2 text-sm">
          {lines.map((l) => (
            <li key={`${l.name}|${l.size}`} className="flex justify-between gap-3">
              {l.product ? (
                <span>
                  {l.product.name} · {l.size} × {l.quantity}
                </span>
              ) : (
                <span className="text-rose-dark">Product not found</span>
              )}
              <span>{l.product ? formatINRTotal(l.product.price * l.quantity) : ''}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-5 space-y-3 border-t border-line pt-4 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatINRTotal(subtotal)}</dd>
          </div>
          {EXTRA_CHARGE > 0 && (
            <div className="flex justify-between">
              <dt>Customized Color</dt>
              <dd>{formatINRTotal(EXTRA_CHARGE)}</dd>
            </div>
          )}
          <ShippingRow
            deliveryPaise={price.deliveryPaise}
            label={shipping === 'express' ? 'Shipping (Express)' : 'Shipping'}
          />
          {price.codFeePaise > 0 && (
            <div className="flex justify-between">
              <dt>COD fee</dt>
              <dd>{formatINRTotal(toRupees(price.codFeePaise))}</dd>
            </div>
          )}
          {coupon.discount > 0 && (
            <div className="flex justify-between text-sage">
              <dt>Coupon {coupon.code}</dt>
              <dd>−{formatINRTotal(coupon.discount)}</dd>
            </div>
          )}
          <StoreCreditRow walletPaise={price.walletPaise} />
          <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
            <dt>Total</dt>
            <dd data-total>{formatINRTotal(total)}</dd>
          </div>
        </dl>
        {shipping === 'standard' && <FreeDeliveryNudge itemsPaise={itemsPaise} />}
        {codOrder ? (
          <CodStep key={codOrder.orderId} {...codOrder} onPlaced={orderPlaced} />
        ) : (
          <button
            type="submit"
            className="btn-primary mt-6 w-full"
            disabled={busy || lines.length === 0 || (!method && !covered)}
          >
            {busy ? 'Processing...' : covered ? 'Place order' : 'Proceed to Pay'}
          </button>
        )}
        <p className="mt-3 text-xs text-muted">Prices include GST. You pay securely through the provider's window.</p>
      </aside>
      {sandbox.element}
    </form>
  );
}

/** After a verified payment (spec §4): message, cart emptied, stock refreshed, go to My Orders. */
export async function orderPlaced(orderId: string): Promise<void> {
  clearCart();
  removeCoupon();
  await loadProducts();
  flashToast('success', 'Order placed successfully!');
  window.location.assign(placedOrderPath(orderId));
}
