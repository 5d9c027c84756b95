// /checkout (docs/product/checkout-and-payments.md#checkout-page): address, summary, payment choice, Proceed to Pay.
// The flow is the checkout store's (checkout.store.ts): this view reads it and calls its actions.
import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { useRequireLogin } from '#/features/auth/index.ts';
import { $couponOnCart, NO_COUPON_ON_CART, $colouredLines, NO_COLOURED_LINES } from '#/features/cart/index.ts';
import {
  $address,
  $addressErrors,
  $busy,
  $codStep,
  $creditPaise,
  $orderPrice,
  $shipping,
  $useCredit,
  $whatsappUpdates,
  chooseShipping,
  confirmCod,
  NO_ORDER_PRICE,
  paidByCredit,
  placeOrder,
  resendCod,
  restartCod,
  applySavedAddress,
  setAddress,
  setUseCredit,
  setWhatsappUpdates,
  startCheckout,
} from './checkout.store.ts';
import { $paymentMethod, $paymentMethods, choosePaymentMethod, reloadPaymentMethods } from './payment-methods.store.ts';
import { AddressFields } from './AddressFields.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';
import { useSandboxDialog } from './SandboxDialog.tsx';
import { ShippingChoice } from './ShippingChoice.tsx';
import { StoreCreditChoice } from './StoreCredit.tsx';
import { CodStep } from './CodStep.tsx';
import { WhatsAppChoice } from './WhatsAppChoice.tsx';
import { DataUseLink } from '#/components/ui/DataUseLink.tsx';
import { $addresses } from '#/features/account/index.ts';
import { $addressChoice, $saveNewAddress, chooseAddress, setSaveNewAddress } from './address-book.store.ts';
import { SaveAddressChoice, SavedAddressChoice } from './SavedAddressChoice.tsx';

export function CheckoutView() {
  const loggedIn = useRequireLogin();
  const lines = useStoredValue($colouredLines, NO_COLOURED_LINES);
  const coupon = useStoredValue($couponOnCart, NO_COUPON_ON_CART);
  const price = useStoredValue($orderPrice, NO_ORDER_PRICE);
  const address = useStore($address);
  const errors = useStore($addressErrors);
  const shipping = useStore($shipping);
  const useCredit = useStore($useCredit);
  const whatsappUpdates = useStore($whatsappUpdates);
  const creditPaise = useStore($creditPaise);
  const methods = useStore($paymentMethods);
  const method = useStore($paymentMethod);
  const busy = useStore($busy);
  const codStep = useStore($codStep);
  const sandbox = useSandboxDialog();
  const book = useStore($addresses);
  const choice = useStore($addressChoice);
  const saveNew = useStore($saveNewAddress);
  const saved = book.status === 'ready' ? book.data : [];
  const covered = paidByCredit(price);
  const cod = !covered && method === 'cod';

  useEffect(() => (loggedIn ? startCheckout() : undefined), [loggedIn]);

  async function pay(e: FormEvent) {
    e.preventDefault();
    const invalid = await placeOrder(sandbox.open);
    if (invalid) document.getElementById(`address-${invalid}`)?.focus();
  }

  if (!loggedIn) return <p className="py-16 text-center text-muted">Loading...</p>;

  return (
    // data-chat-avoid: the chat button steps aside over the whole form, fields and Proceed to Pay alike.
    <form onSubmit={pay} noValidate className="grid gap-10 py-10 lg:grid-cols-[1fr_24rem]" data-chat-avoid>
      <div>
        <h1 className="text-title">Checkout</h1>
        <AddressFields
          address={address}
          errors={errors}
          onChange={setAddress}
          contactExtra={
            <WhatsAppChoice
              checked={whatsappUpdates}
              onChange={setWhatsappUpdates}
              savedPhone={saved.length > 0 && choice !== 'new' ? address.phone : undefined}
            />
          }
          addressChoice={
            saved.length > 0 && (
              <SavedAddressChoice
                book={saved}
                selected={choice}
                onSelect={(c) => chooseAddress(c, applySavedAddress)}
              />
            )
          }
          showFields={saved.length === 0 || choice === 'new'}
          fieldsExtra={<SaveAddressChoice checked={saveNew} onChange={setSaveNewAddress} />}
        />
        <ShippingChoice
          itemsPaise={price.subtotalPaise - price.discountPaise}
          pin={address.zipcode}
          selected={shipping}
          onSelect={chooseShipping}
        />
        <StoreCreditChoice balancePaise={creditPaise} checked={useCredit} onChange={setUseCredit} />
        <PaymentChoice
          state={methods}
          selected={method}
          onSelect={choosePaymentMethod}
          onRetry={reloadPaymentMethods}
        />
      </div>

      <OrderSummary lines={lines} price={price} coupon={coupon} paysOnline={!covered && !cod}>
        {codStep ? (
          <CodStep
            key={codStep.orderId}
            note={codStep.note}
            busy={busy}
            onConfirm={(code) => void confirmCod(code)}
            onResend={() => void resendCod()}
            onRestart={restartCod}
          />
        ) : (
          <button
            type="submit"
            className="btn-primary mt-6 w-full"
            disabled={busy || lines.length === 0 || (!method && !covered)}
          >
            {submitLabel(busy, covered, cod)}
          </button>
        )}
        <DataUseLink className="mt-2 text-center" />
      </OrderSummary>
      {sandbox.element}
    </form>
  );
}

/** Proceed to Pay opens a provider's window; cash and store credit place the order without one, and say so. */
function submitLabel(busy: boolean, covered: boolean, cod: boolean): string {
  if (busy) return 'Processing...';
  if (covered) return 'Place order';
  return cod ? 'Place order (pay on delivery)' : 'Proceed to Pay';
}
