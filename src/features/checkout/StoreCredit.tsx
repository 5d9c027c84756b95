// Store credit at checkout: the choice to spend it (only for a shopper who has some) and its line in the summary.
// The server spends the same figure the pricing rule shows here, or refuses the checkout.
import { formatINRTotal, toRupees } from '#/lib/money.ts';

export function StoreCreditChoice(props: { balancePaise: number; checked: boolean; onChange: (on: boolean) => void }) {
  if (props.balancePaise <= 0) return null;
  return (
    <section aria-labelledby="credit-title" className="mt-8">
      <h2 id="credit-title" className="font-serif text-xl">
        Store credit
      </h2>
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
    </section>
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
