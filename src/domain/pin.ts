// The Indian PIN code rule, one definition for the browser's forms, the server's schemas and the postal zones.

/** An Indian PIN code: six digits, never starting with 0. */
export const PIN_RE = /^[1-9]\d{5}$/;
export const PIN_MESSAGE = 'Enter a 6-digit PIN code';
export const isValidPin = (pin: string): boolean => PIN_RE.test(pin.trim());
