// The shopper's customised-colour choices: product name (lowercased, as the cart matches products) → colour.
// Pure functions; the store persists them beside the cart.
import { isPlainObject } from '#/lib/persist.ts';
import { COLOUR_NAME_MAX, offeredColour } from '#/lib/custom-colour.ts';
import type { Product } from '#/lib/product.ts';

export type ColourChoices = Record<string, string>;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_CHOICES = 100;

const keyOf = (productName: string) => productName.trim().toLowerCase();

/** Chooses `colour` for the product, or (undefined) goes back to the colour pictured. */
export function setColour(choices: ColourChoices, productName: string, colour: string | undefined): ColourChoices {
  const key = keyOf(productName);
  if (!key || UNSAFE_KEYS.has(key)) return choices;
  const next = { ...choices };
  if (colour) next[key] = colour;
  else delete next[key];
  return next;
}

/** The colour chosen for a product, when the product (as the catalog lists it now) still offers it. */
export function colourFor(choices: ColourChoices, product: Product | undefined): string | undefined {
  if (!product) return undefined;
  const chosen = Object.hasOwn(choices, keyOf(product.name)) ? choices[keyOf(product.name)] : undefined;
  return chosen ? offeredColour(product.customColours, chosen) : undefined;
}

/** Validates stored choices; bad entries are dropped. */
export function decodeColours(value: unknown): ColourChoices | undefined {
  if (!isPlainObject(value)) return undefined;
  const choices: ColourChoices = {};
  for (const [name, colour] of Object.entries(value).slice(0, MAX_CHOICES)) {
    if (UNSAFE_KEYS.has(name) || name.length > 200) continue;
    if (typeof colour === 'string' && colour.trim() && colour.length <= COLOUR_NAME_MAX) choices[name] = colour;
  }
  return choices;
}
