/** Spec §5: the PIN must be exactly 6 characters (digits; an Indian PIN never starts with 0). */
export function isValidPin(pin: string): boolean {
  return /^[1-9]\d{5}$/.test(pin.trim());
}
