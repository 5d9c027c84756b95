// /checkout (spec §2, §4 "Checkout and payment", §5): address, summary, payment choice, Proceed to Pay.
// The server recomputes every price; the amount sent here is only checked against its own total.
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { toast } from '#/lib/toast.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { toPaise, toRupees } from '#/lib/money.ts';
import { useRequireLogin } from '#/features/auth/RequireLogin.ts';
import { $account } from '#/features/session/session.store.ts';
import { loadAccount } from '#/features/session/session.ts';
import { $cartItems, $cartSubtotal } from '#/features/cart/cart.store.ts';
import { $colourChargePaise, $colouredLines, NO_COLOURED_LINES } from '#/features/cart/custom-colour.store.ts';
import { $couponOnCart, recheckCoupon } from '#/features/cart/coupon.store.ts';
import { NO_COUPON_ON_CART } from '#/features/cart/coupon.ts';
import { priceOrder } from '#/lib/pricing.ts';
import { DELIVERY, type ShippingChoice as Shipping } from '#/lib/delivery.ts';
import { EMPTY_ADDRESS, validateAddress, type Address, type AddressErrors } from './address.ts';
import { AddressFields } from './AddressFields.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { openPaymentWindow } from './payment.ts';
import type { PaymentMethodId } from './payment-methods.ts';
import { PaymentChoice, usePaymentMethods } from './PaymentChoice.tsx';
import { useSandboxDialog } from './SandboxDialog.tsx';
import { ShippingChoice } from './ShippingChoice.tsx';
import { StoreCreditChoice } from './StoreCredit.tsx';
import { orderPlaced } from './order-placed.ts';
import { COD } from '#/lib/cod.ts';
import { CodStep } from './CodStep.tsx';

export function CheckoutView() {
  const loggedIn = useRequireLogin();
  const lines = useStoredValue($colouredLines, NO_COLOURED_LINES);
  const colourChargePaise = useStoredValue($colourChargePaise, 0);
  const subtotal = useStoredValue($cartSubtotal, 0);
  const coupon = useStoredValue($couponOnCart, NO_COUPON_ON_CART);
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
  // Before paying, the server checks the applied coupon again for this cart and this shopper (first order, uses,
  // expiry, minimum): at once, and whenever the cart changes (another tab, the login merge). A refusal drops it.
  useEffect(() => (loggedIn ? $cartItems.subscribe(() => void recheckCoupon()) : undefined), [loggedIn]);
  useEffect(() => {
    if (account?.email) setAddress((a) => (a.email ? a : { ...a, email: account.email }));
  }, [account]);

  const price = priceOrder({
    subtotalPaise: toPaise(subtotal),
    discountPaise: coupon.discountPaise,
    extraPaise: colourChargePaise,
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
      // The shopper's chosen colour; `colour` is the product's own colour to a client written to the spec.
      customColour: l.colour,
    }));
    const body = {
      address,
      items,
      amount: total,
      // Only a coupon that applies to this cart: the total sent is priced without one that does not.
      couponCode: coupon.discountPaise > 0 ? coupon.code : undefined,
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

  return (
    // data-chat-avoid: the chat button steps aside over the whole form, fields and Proceed to Pay alike.
    <form onSubmit={pay} noValidate className="grid gap-10 py-10 lg:grid-cols-[1fr_24rem]" data-chat-avoid>
      <div>
        <h1 className="text-title">Checkout</h1>
        <AddressFields address={address} errors={errors} onChange={setAddress} />
        <ShippingChoice itemsPaise={itemsPaise} pin={address.zipcode} selected={shipping} onSelect={setShipping} />
        <StoreCreditChoice balancePaise={creditPaise} checked={useCredit} onChange={setUseCredit} />
        <PaymentChoice state={methods.state} selected={method} onSelect={setChoice} onRetry={methods.retry} />
      </div>

      <OrderSummary lines={lines} price={price} coupon={coupon}>
        {codOrder ? (
          <CodStep
            key={codOrder.orderId}
            {...codOrder}
            onPlaced={orderPlaced}
            onRestart={() => setCodOrder(undefined)}
          />
        ) : (
          <button
            type="submit"
            className="btn-primary mt-6 w-full"
            disabled={busy || lines.length === 0 || (!method && !covered)}
          >
            {busy ? 'Processing...' : covered ? 'Place order' : 'Proceed to Pay'}
          </button>
        )}
      </OrderSummary>
      {sandbox.element}
    </form>
  );
}
