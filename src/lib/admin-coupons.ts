// Coupons as the owner writes them in the console: a new one, a change to one, and how the list shows one. Part of
// the console's contract (lib/admin.ts).
import { z } from 'zod';
import type { CouponStatus } from '#/domain/coupon-status.ts';
import { capitalName } from './admin-names.ts';

const couponBase = z.object({
  kind: z.enum(['percent', 'fixed'], { error: 'Kind is percent or fixed' }),
  /** Percent (1–100) or rupees. */
  value: z.number().positive('Value must be more than 0').max(10_00_000),
  minSubtotal: z.number().min(0).max(10_00_000).default(0),
  maxDiscount: z.number().positive().max(10_00_000).nullable().default(null),
  /** Optional: before it the coupon is "Scheduled" and checkout refuses it. */
  startsAt: z.iso
    .datetime({ offset: true, error: 'Start must be a date and time (ISO 8601)' })
    .nullable()
    .default(null),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Expiry must be a date and time (ISO 8601)' })
    .nullable()
    .default(null),
  usageLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
  perShopperLimit: z.number().int().min(1).max(1000).nullable().default(null),
  firstOrderOnly: z.boolean().default(false),
  active: z.boolean().default(true),
});
const percentInRange = (c: { kind?: string; value?: number }) =>
  c.kind !== 'percent' || c.value === undefined || (Number.isInteger(c.value) && c.value <= 100);
const percentMessage = { message: 'A percent coupon takes a whole number from 1 to 100', path: ['value'] };

export const couponCode = capitalName(
  'Code',
  { min: 3, max: 24 },
  { re: /^[A-Za-z0-9_-]+$/, says: 'letters, digits, _ and -' },
);
export const couponInput = couponBase.extend({ code: couponCode }).refine(percentInRange, percentMessage);
/** Only the fields sent change; the kind and value are checked together against the stored coupon too. */
export const couponPatch = z
  .object({
    kind: couponBase.shape.kind.optional(),
    value: couponBase.shape.value.optional(),
    minSubtotal: z.number().min(0).max(10_00_000).optional(),
    maxDiscount: z.number().positive().max(10_00_000).nullable().optional(),
    startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
    usageLimit: z.number().int().min(1).max(1_000_000).nullable().optional(),
    perShopperLimit: z.number().int().min(1).max(1000).nullable().optional(),
    firstOrderOnly: z.boolean().optional(),
    active: z.boolean().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' });
export type CouponInput = z.output<typeof couponInput>;
export type CouponPatch = z.output<typeof couponPatch>;
/** `status` from the dates and the switch (domain/coupon-status.ts), computed by the server at the time of the list. */
export type AdminCoupon = Omit<CouponInput, 'code'> & {
  code: string;
  used: number;
  held: number;
  status: CouponStatus;
};
