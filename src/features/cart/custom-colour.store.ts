// Customised colours chosen on Customize Your Product pages, kept in localStorage beside the cart (guests too).
// The cart and checkout read them to show the "Customized Color" line and send each line's colour.
import { computed } from 'nanostores';
import { persistentJson } from '#/lib/browser/persistent-json.ts';
import { CUSTOM_COLOUR_CHARGE_PAISE } from '#/lib/build-config.ts';
import { customColourPaise } from '#/lib/pricing.ts';
import { $cartLines } from './cart.store.ts';
import { colourFor, decodeColours, setColour, type ColourChoices } from './custom-colour.ts';

export const $customColours = persistentJson<ColourChoices>('customColours', 1, {}, decodeColours);

export function chooseColour(productName: string, colour: string | undefined): void {
  $customColours.set(setColour($customColours.get(), productName, colour));
}

export function forgetColours(): void {
  $customColours.set({});
}

/** The cart's lines, each with the colour chosen for its product (when the product offers it). */
export const $colouredLines = computed([$cartLines, $customColours], (lines, choices) =>
  lines.map((l) => ({ ...l, colour: colourFor(choices, l.product) })),
);

/** The coloured lines of an empty cart, as the pages are built. */
export const NO_COLOURED_LINES: ReturnType<typeof $colouredLines.get> = [];

/** The "Customized Color" charge of the cart as it stands, in paise (0: no line is shown). */
export const $colourChargePaise = computed($colouredLines, (lines) =>
  customColourPaise(lines, CUSTOM_COLOUR_CHARGE_PAISE),
);
