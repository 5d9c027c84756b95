// Store credit at checkout: the choice to spend it (only for a shopper who has some) and its line in the summary.
// The server spends the same figure the pricing rule shows here, or refuses the checkout.
import { formatINRTotal, toRupees } from '#/lib/money.ts';
import { CheckoutSection } from './CheckoutSection.tsx';

export function StoreCreditChoice(props: { balancePaise: number; checked: boolean; onChange: (on: boolean) => void }) {
  if (props.balancePaise <= 0) return null;
  return (
    <CheckoutSection titleId="credit-title" title="Store credit">
      <label className="mt-3 flex items-center gap-3 rounded-card border border-line p-4">
        <input
          type="checkbox"
          name="useWallet"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          className="size-4 accent-ink"
        />
        <span>Use store credit ({formatINRTotal(toRupees(props.balancePaise))} available)</span>
      </label>
    </CheckoutSection>
  );
}

/** A row of the summary's <dl>. */
export function StoreCreditRow({ walletPaise }: { walletPaise: number }) {
  if (walletPaise <= 0) return null;
  return (
    <div className="flex justify-between text-sage">
      <dt>Store credit</dt>
      <dd data-store-credit>−{formatINRTotal(toRupees(walletPaise))}</dd>
    </div>
  );
}
