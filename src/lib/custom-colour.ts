// Customised colour (the spec's "Customized Color" extra charge): a product may list colours it can be made in
// (`customColours`), and a shopper may choose one from its Customize Your Product page for a charge per piece.
// The charge is PUBLIC_CUSTOM_COLOUR_CHARGE (whole rupees), read by the pages at build time (build-config.ts) and by
// the server through env.ts, so the cart and checkout show what the server charges.
type Source = Partial<Record<string, string | undefined>>;

export const CUSTOM_COLOUR_KEY = 'PUBLIC_CUSTOM_COLOUR_CHARGE';
const FALLBACK_RUPEES = 299;
const MAX_RUPEES = 5_000;
/** What the cart, checkout and invoice call the charge (the spec's label). */
export const CUSTOM_COLOUR_LABEL = 'Customized Color';
/** A colour name as products list it and checkout accepts it. */
export const COLOUR_NAME_MAX = 40;

/** Why the configured charge cannot be used (unset or empty: the default), or undefined when it can. */
export function customColourProblem(source: Source): string | undefined {
  const raw = source[CUSTOM_COLOUR_KEY]?.trim();
  if (!raw) return undefined;
  if (/^\d{1,5}$/.test(raw) && Number(raw) <= MAX_RUPEES) return undefined;
  return `${CUSTOM_COLOUR_KEY} must be a whole number of rupees from 0 to 5,000 (got "${raw}")`;
}

/** The charge per customised piece, in paise (0: the colour change is free). */
export function customColourChargePaise(source: Source): number {
  const raw = source[CUSTOM_COLOUR_KEY]?.trim();
  return (raw && !customColourProblem(source) ? Number(raw) : FALLBACK_RUPEES) * 100;
}

/** The product's own spelling of `colour` when it offers it (case and spaces do not matter), else undefined. */
export function offeredColour(offered: readonly string[] | undefined, colour: string): string | undefined {
  const wanted = colour.trim().toLowerCase();
  return offered?.find((c) => c.trim().toLowerCase() === wanted);
}
