// The "Customized Color" row of the cart and checkout summaries (only when non-zero:
// docs/product/checkout-and-payments.md#customised-colour), naming the pieces it is for, so the shopper sees what the
// charge buys.
import { formatINRTotal, toRupees } from '#/lib/money.ts';
import { CUSTOM_COLOUR_LABEL } from '#/lib/custom-colour.ts';

type Line = { name: string; size: string; colour?: string };

/** A row of the summary's <dl>. */
export function ColourChargeRow({ chargePaise, lines }: { chargePaise: number; lines: readonly Line[] }) {
  if (chargePaise <= 0) return null;
  const made = lines.filter((l) => l.colour);
  return (
    <div className="flex justify-between gap-3">
      <dt>
        {CUSTOM_COLOUR_LABEL}
        <span className="block text-xs text-muted">
          {made.map((l) => `${l.name} (${l.size}) in ${l.colour}`).join('; ')}
        </span>
      </dt>
      <dd data-colour-charge>{formatINRTotal(toRupees(chargePaise))}</dd>
    </div>
  );
}
