// A coupon as the console edits it (GET/POST /api/admin/coupons, PATCH /api/admin/coupons/:code).
import type { AdminCoupon } from '#/lib/admin.ts';
/** As GET /api/admin/coupons lists it: `used` counts orders placed with it, `held` open checkouts. */
export type Coupon = AdminCoupon;

export type CouponDraft = Record<
  'code' | 'value' | 'minSubtotal' | 'maxDiscount' | 'startsOn' | 'expiresOn' | 'usageLimit' | 'perShopperLimit',
  string
> & {
  kind: Coupon['kind'];
  firstOrderOnly: boolean;
  active: boolean;
};

export const emptyCoupon = (): CouponDraft => ({
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '0',
  maxDiscount: '',
  startsOn: '',
  expiresOn: '',
  usageLimit: '',
  perShopperLimit: '1',
  firstOrderOnly: false,
  active: true,
});

const IST_MS = 330 * 60_000;
/** The calendar day in India of an instant. */
const istDate = (iso: string) => new Date(new Date(iso).getTime() + IST_MS).toISOString().slice(0, 10);

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function couponDraft(c: Coupon): CouponDraft {
  return {
    code: c.code,
    kind: c.kind,
    value: String(c.value),
    minSubtotal: String(c.minSubtotal),
    maxDiscount: text(c.maxDiscount),
    startsOn: c.startsAt ? istDate(c.startsAt) : '',
    expiresOn: c.expiresAt ? istDate(c.expiresAt) : '',
    usageLimit: text(c.usageLimit),
    perShopperLimit: text(c.perShopperLimit),
    firstOrderOnly: c.firstOrderOnly,
    active: c.active,
  };
}

const optional = (s: string) => (s.trim() === '' ? null : Number(s));

/** The JSON the API takes; a start date means the start of that day in India (IST, +05:30), an expiry its end. */
export function couponBody(d: CouponDraft) {
  return {
    code: d.code.trim().toUpperCase(),
    kind: d.kind,
    value: Number(d.value),
    minSubtotal: Number(d.minSubtotal || 0),
    maxDiscount: d.kind === 'percent' ? optional(d.maxDiscount) : null,
    startsAt: d.startsOn ? `${d.startsOn}T00:00:00+05:30` : null,
    expiresAt: d.expiresOn ? `${d.expiresOn}T23:59:59+05:30` : null,
    usageLimit: optional(d.usageLimit),
    perShopperLimit: optional(d.perShopperLimit),
    firstOrderOnly: d.firstOrderOnly,
    active: d.active,
  };
}

/** "20% off, at most ₹500" / "₹200 off" — how the list names a coupon's discount. */
export function describeDiscount(
  c: Pick<Coupon, 'kind' | 'value' | 'maxDiscount'>,
  inr: (n: number) => string,
): string {
  if (c.kind === 'fixed') return `${inr(c.value)} off`;
  return `${c.value}% off${c.maxDiscount ? `, at most ${inr(c.maxDiscount)}` : ''}`;
}
