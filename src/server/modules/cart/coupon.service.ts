// Coupons (docs/product/cart-and-coupons.md#coupons): code (case-insensitive), fixed ₹ or percent, minimum subtotal,
// maximum discount, expiry, total and per-user limits, first-order-only. The discount is always computed here.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { couponUses, coupons, orders } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { belowMinimum, discountFor, type CouponTerms } from '#/lib/coupon-discount.ts';
import type { Tx } from '#/server/db/client.ts';
import { newId } from '#/domain/ids.ts';
import { toPaise } from '#/domain/money.ts';
import { WELCOME_OFFER } from '#/lib/welcome-offer.ts';
import { boughtOrder } from '#/server/db/sales.ts';

type Coupon = typeof coupons.$inferSelect;

/** The demo coupons; WELCOME20 is the home banner's first-order offer. */
export const DEMO_COUPONS: (typeof coupons.$inferInsert)[] = [
  {
    code: WELCOME_OFFER.code,
    kind: 'percent',
    value: WELCOME_OFFER.percent,
    maxDiscountPaise: toPaise(WELCOME_OFFER.maxDiscountRupees),
    perUserLimit: 1,
    firstOrderOnly: true,
  },
  { code: 'FESTIVE250', kind: 'fixed', value: 250_00, minSubtotalPaise: 1999_00, perUserLimit: 2 },
  { code: 'MONSOON15', kind: 'percent', value: 15, expiresAt: new Date('2026-09-30T18:29:59Z') },
];

export const COUPON_HELD_ELSEWHERE =
  'This coupon is already held by another checkout of yours. Finish or cancel it first.';
const FIRST_ORDER_ONLY = 'This coupon is for your first order only';
export const NOTHING_TO_PRICE = 'Add items to your cart, then apply the coupon.';

function checkCoupon(coupon: Coupon | undefined, subtotalPaise: number, at: Date): asserts coupon is Coupon {
  if (!coupon?.active) throw new AppError('rule', 'Invalid coupon code');
  if (coupon.expiresAt && coupon.expiresAt <= at) throw new AppError('rule', 'This coupon has expired');
  if (coupon.startsAt && coupon.startsAt > at) throw new AppError('rule', 'This coupon is not valid yet');
  // Nothing to price (a guest's client sent only the code, or the cart is empty): a ₹0 "saving" would mislead.
  if (subtotalPaise <= 0) throw new AppError('rule', NOTHING_TO_PRICE);
  const short = belowMinimum(coupon, subtotalPaise);
  if (short) throw new AppError('rule', short);
}

/**
 * A coupon's uses: `held` by an open checkout (taken with its stock, given back if it expires or fails) or `used`
 * by a paid order. Limits count both, so however many checkouts are open at once, no more can be paid than the
 * limits allow. `hold` and `use` lock the coupon's row, so checks and writes for one coupon take turns on every
 * connection; their callers hold the shopper's checkout lock, which makes "first order" atomic too.
 */
export function createCouponService(db: Db, now: () => Date) {
  async function usesOf(tx: Tx | Db, code: string, userId: string) {
    const mine = sql`${couponUses.userId} = ${userId}`;
    const [row] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        mineUsed: sql<number>`(count(*) filter (where ${mine} and ${couponUses.state} = 'used'))::int`,
        mineHeld: sql<number>`(count(*) filter (where ${mine} and ${couponUses.state} = 'held'))::int`,
      })
      .from(couponUses)
      .where(eq(couponUses.code, code));
    return row ?? { total: 0, mineUsed: 0, mineHeld: 0 };
  }

  async function paidOrders(tx: Tx | Db, userId: string, except = ''): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, userId), boughtOrder(), ne(orders.id, except)));
    return row?.n ?? 0;
  }

  const lockCoupon = async (tx: Tx, code: string) =>
    (await tx.select().from(coupons).where(eq(coupons.code, code)).for('update'))[0];

  /** Holds one use for an order being placed, if every limit still allows it; returns the discount. */
  async function hold(tx: Tx, input: { code: string; userId: string; orderId: string; subtotalPaise: number }) {
    const coupon = await lockCoupon(tx, input.code);
    checkCoupon(coupon, input.subtotalPaise, now());
    const uses = await usesOf(tx, coupon.code, input.userId);
    if (coupon.totalLimit !== null && uses.total >= coupon.totalLimit)
      throw new AppError('rule', 'This coupon has been fully used');
    const perUser = coupon.firstOrderOnly ? 1 : coupon.perUserLimit;
    const atLimit = perUser !== null && uses.mineUsed + uses.mineHeld >= perUser;
    if (atLimit && uses.mineHeld > 0) throw new AppError('rule', COUPON_HELD_ELSEWHERE);
    if (coupon.firstOrderOnly && (await paidOrders(tx, input.userId)) > 0) throw new AppError('rule', FIRST_ORDER_ONLY);
    if (atLimit) throw new AppError('rule', 'You have already used this coupon');
    await tx.insert(couponUses).values({
      id: newId('cpu'),
      code: coupon.code,
      userId: input.userId,
      orderId: input.orderId,
      state: 'held',
      createdAt: now(),
    });
    return discountFor(coupon, input.subtotalPaise);
  }

  return {
    async seedIfEmpty() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons);
      if ((row?.n ?? 0) === 0) await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing();
    },

    /**
     * Checks every rule and returns the discount in paise, with the terms the browser re-prices it by as the cart
     * changes (lib/coupon-discount.ts); a refusal says why. The shopper's own held uses
     * do not count: a new checkout replaces the shopper's open one (and `hold` has the last word).
     */
    async quote(input: {
      code: string;
      userId?: string;
      subtotalPaise: number;
    }): Promise<{ code: string; discountPaise: number; terms: CouponTerms }> {
      const code = input.code.trim().toUpperCase();
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
      checkCoupon(coupon, input.subtotalPaise, now());
      const uses = await usesOf(db, code, input.userId ?? '');
      const counted = input.userId ? uses.total - uses.mineHeld : uses.total;
      if (coupon.totalLimit !== null && counted >= coupon.totalLimit)
        throw new AppError('rule', 'This coupon has been fully used');
      if (input.userId) {
        if (coupon.firstOrderOnly && (await paidOrders(db, input.userId)) > 0)
          throw new AppError('rule', FIRST_ORDER_ONLY);
        if (coupon.perUserLimit !== null && uses.mineUsed >= coupon.perUserLimit)
          throw new AppError('rule', 'You have already used this coupon');
      }
      const { kind, value, maxDiscountPaise, minSubtotalPaise } = coupon;
      const terms = { kind, value, maxDiscountPaise, minSubtotalPaise };
      return { code, discountPaise: discountFor(coupon, input.subtotalPaise), terms };
    },

    hold,

    /**
     * The order's payment is confirmed: its held use becomes used, after the first-order rule is checked again.
     * An order without a held use (placed before uses were held) holds one now, limits checked.
     */
    async use(tx: Tx, input: { code: string; userId: string; orderId: string; subtotalPaise: number }) {
      const heldUse = () => tx.select().from(couponUses).where(eq(couponUses.orderId, input.orderId));
      let [held] = await heldUse();
      if (!held) {
        await hold(tx, input);
        [held] = await heldUse();
        if (!held) throw new Error('coupon use: a use just held is missing');
      }
      const coupon = await lockCoupon(tx, held.code);
      if (coupon?.firstOrderOnly && (await paidOrders(tx, input.userId, input.orderId)) > 0)
        throw new AppError('rule', FIRST_ORDER_ONLY);
      await tx.update(couponUses).set({ state: 'used' }).where(eq(couponUses.id, held.id));
    },

    /** A cancelled order gives its use back, held or used: it counts towards no limit. */
    async giveBack(tx: Tx, orderId: string) {
      await tx.delete(couponUses).where(eq(couponUses.orderId, orderId));
    },

    /** An order that will not be paid gives its held use back. */
    async release(tx: Tx, orderId: string) {
      await tx.delete(couponUses).where(and(eq(couponUses.orderId, orderId), eq(couponUses.state, 'held')));
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
