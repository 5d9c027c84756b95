// A coupon's status as the console shows it, from its dates and its on/off switch: "Disabled" when switched off,
// "Scheduled" before it starts, "Expired" once its end has passed (whatever the switch says: MONSOON15, ended
// 30 Sep, is never "Active"), else "Active". The checkout applies the same dates (cart/coupon.service.ts).
export type CouponStatus = 'scheduled' | 'active' | 'expired' | 'disabled';

export const COUPON_STATUS_LABEL: Record<CouponStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
  disabled: 'Disabled',
};

type Dates = { active: boolean; startsAt?: string | null; expiresAt: string | null };

export function couponStatus(c: Dates, now: Date): CouponStatus {
  if (c.expiresAt && Date.parse(c.expiresAt) <= now.getTime()) return 'expired';
  if (!c.active) return 'disabled';
  if (c.startsAt && Date.parse(c.startsAt) > now.getTime()) return 'scheduled';
  return 'active';
}
