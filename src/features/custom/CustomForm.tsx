// /custom-form and /custom-form/{productId} (docs/product/storefront.md#custom-form): product preview and "Customize
// Your Order".
import { useEffect, useState, type FormEvent } from 'react';
import { useClientValue } from '#/lib/use-client-value.ts';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { Skeleton } from '#/components/ui/LoadStates.tsx';
import { api, errorMessage } from '#/lib/api.ts';
// The request is linked to the shopper when signed in: loading the session registers the token.
import '#/features/session/index.ts';
import { formatINR } from '#/lib/money.ts';
import { productImages, type Product } from '#/lib/product.ts';
import { $productsById, $products } from '#/features/catalog/index.ts';
import { ColourChoice } from './ColourChoice.tsx';
import { DataUseLink } from '#/components/ui/DataUseLink.tsx';
import { TextField } from '#/components/ui/Field.tsx';
import { Thumb } from '#/components/ui/Thumb.tsx';
import { isValidMobile, MOBILE_MESSAGE } from '#/lib/address.ts';

const NO_PRODUCTS: ReadonlyMap<string, Product> = new Map();

/** The product id in the address; '' on /custom-form. */
function productIdFromPath(): string {
  const m = /^\/custom-form\/([^/]+)\/?$/.exec(window.location.pathname);
  return m?.[1] ? decodeURIComponent(m[1]) : '';
}

export function CustomForm() {
  // One built page serves every product: it is rendered (and hydrates) not knowing which one, nor the live
  // product list; React then renders the browser's values (the address, the loaded list).
  const productId = useClientValue<string | undefined>(productIdFromPath, undefined);
  const products = useStoredValue($products, undefined);
  const byId = useStoredValue($productsById, NO_PRODUCTS);
  const product = productId ? byId.get(productId) : undefined;
  const [size, setSize] = useState('');
  const [specialRequest, setSpecialRequest] = useState('');
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // docs/product/storefront.md#custom-form
    if (productId && products && !product) console.error(`custom form: no product ${productId}`);
  }, [productId, products, product]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!size.trim() && !specialRequest.trim()) return alert('Please enter your custom size or special request.');
    // The phone is optional; one given must be a mobile number we can call.
    if (phone.trim() && !isValidMobile(phone)) {
      setPhoneError(MOBILE_MESSAGE);
      document.getElementById('custom-phone')?.focus();
      return;
    }
    setBusy(true);
    try {
      const r = await api('/api/custom-box', {
        body: {
          size: size.trim(),
          specialRequest: specialRequest.trim(),
          productId: productId || undefined,
          phone: phone.trim() || undefined,
        },
      });
      if (!r.success) return alert(r.message);
      alert('Your custom request has been saved!');
      setSize('');
      setSpecialRequest('');
      setPhone('');
    } catch (error) {
      alert(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const image = product ? productImages(product)[0] : undefined;
  return (
    <div className="grid gap-6 py-6 md:gap-10 md:py-10 md:grid-cols-[18rem_1fr]">
      <aside aria-label="Product" className="rounded-card bg-sand/70 p-3 md:p-4">
        {productId === '' ? (
          <p className="text-sm text-muted">
            Tell us what you have in mind: a size between ours, a longer hem, sleeves on a sleeveless piece.
          </p>
        ) : product ? (
          <div>
            {/* On a phone a compact row (thumbnail, name, price) so the form's fields start on the first screen. */}
            <div className="flex items-center gap-3 md:block">
              <Thumb src={image} width={400} alt={product.name} className="w-16 shrink-0 rounded-lg md:w-full" />
              <div className="min-w-0">
                <p className="font-medium md:mt-3">{product.name}</p>
                <p className="text-sm font-semibold">{formatINR(product.price)}</p>
              </div>
            </div>
            <ColourChoice product={product} />
          </div>
        ) : (
          <Skeleton label="loading product details...">
            <div className="flex items-center gap-3 md:block">
              <div className="aspect-[3/4] w-16 shrink-0 rounded-lg bg-linen md:w-full" />
              <div className="min-w-0 flex-1">
                <div className="h-5 w-3/4 rounded bg-linen md:mt-3" />
                <div className="mt-2 h-4 w-1/3 rounded bg-linen" />
              </div>
            </div>
          </Skeleton>
        )}
      </aside>
      <form onSubmit={submit} className="max-w-xl space-y-4">
        <h1 className="text-title">Customize Your Order</h1>
        <TextField
          id="custom-size"
          label="Size"
          value={size}
          onChange={setSize}
          maxLength={200}
          placeholder="e.g. Bust 34, Waist 28, Length 46 inches"
        />
        <TextField
          id="custom-request"
          label="Special Request"
          rows={5}
          maxLength={2000}
          value={specialRequest}
          onChange={setSpecialRequest}
        />
        <TextField
          id="custom-phone"
          label="Phone (optional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          hint="A 10-digit mobile number, if you would like us to call you about it."
          error={phoneError}
          value={phone}
          onChange={(typed) => {
            setPhone(typed);
            if (phoneError && (!typed.trim() || isValidMobile(typed))) setPhoneError('');
          }}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          Submit
        </button>
        <DataUseLink className="mt-2" />
      </form>
    </div>
  );
}
