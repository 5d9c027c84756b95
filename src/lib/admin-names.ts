// The short names staff type and the shop shows in capitals (a size, a coupon code): one rule for each, refused in
// the same words in the console's forms and by the server. Part of the console's contract (lib/admin.ts).
import { z } from 'zod';

/** A short name staff type and the shop shows in capitals (a size, a coupon code), refused in the same words. */
export function capitalName(what: string, length: { min: number; max: number }, allowed: { re: RegExp; says: string }) {
  const tooShort = length.min === 1 ? `${what} is required` : `${what} must be at least ${length.min} characters`;
  return z
    .string()
    .trim()
    .min(length.min, tooShort)
    .max(length.max, `${what} must be at most ${length.max} characters`)
    .regex(allowed.re, `${what} uses ${allowed.says}`)
    .transform((s) => s.toUpperCase());
}

export const sizeName = capitalName(
  'Size',
  { min: 1, max: 12 },
  { re: /^[A-Za-z0-9 -]+$/, says: 'letters, digits, spaces and hyphens' },
);
