// "Customized Color" on the Customize Your Product page: a product that lists colours it can be made in offers
// them here for PUBLIC_CUSTOM_COLOUR_CHARGE a piece. The choice is kept with the cart (cart/custom-colour.store.ts);
// the cart and checkout show its charge and the server checks the colour and charges it again.
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { formatINR, toRupees } from '#/lib/money.ts';
import { CUSTOM_COLOUR_CHARGE_PAISE } from '#/lib/build-config.ts';
import { CUSTOM_COLOUR_LABEL } from '#/lib/custom-colour.ts';
import type { Product } from '#/lib/product.ts';
import { productPath } from '#/lib/product-path.ts';
import { $cartItems, $customColours, chooseColour, colourFor, type ColourChoices } from '#/features/cart/index.ts';

const NONE: ColourChoices = {};
/** A colour as a pill (the size buttons' look); the radio inside keeps it keyboard-operable with a focus ring. */
const PILL = [
  'cursor-pointer rounded-pill border border-line bg-white px-3 py-1.5 text-sm',
  'has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose',
].join(' ');

export function ColourChoice({ product }: { product: Product }) {
  const choices = useStoredValue($customColours, NONE);
  const cart = useStoredValue($cartItems, {});
  const colours = product.customColours ?? [];
  if (colours.length === 0) return null;
  const chosen = colourFor(choices, product);
  const inCart = Object.keys(cart).some((name) => name.toLowerCase() === product.name.toLowerCase());
  const charge =
    CUSTOM_COLOUR_CHARGE_PAISE > 0 ? `for ${formatINR(toRupees(CUSTOM_COLOUR_CHARGE_PAISE))} a piece` : 'free';
  const options = [{ value: '', label: 'As pictured' }, ...colours.map((c) => ({ value: c, label: c }))];

  return (
    <fieldset className="mt-5 border-t border-line pt-4" data-colour-choice>
      <legend className="float-left w-full font-medium">{CUSTOM_COLOUR_LABEL}</legend>
      <p className="clear-both pt-1 text-xs text-muted">
        Have it made in another colour, {charge}. Customised items cannot be returned or exchanged.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value || 'pictured'} className={PILL}>
            <input
              type="radio"
              name="custom-colour"
              value={o.value}
              checked={(chosen ?? '') === o.value}
              onChange={() => chooseColour(product.name, o.value || undefined)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
      <p role="status" className="mt-3 text-xs empty:hidden">
        {chosen && (
          <>
            Made in {chosen}.{' '}
            {inCart ? (
              <a href="/cart" className="link-underline">
                See it in your cart
              </a>
            ) : (
              <a href={productPath(product.name)} className="link-underline">
                Choose your size and add it to your cart
              </a>
            )}
          </>
        )}
      </p>
    </fieldset>
  );
}
