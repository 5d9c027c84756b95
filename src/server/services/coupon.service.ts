// Coupons (DESIGN §4): code (case-insensitive), fixed ₹ or percent, minimum subtotal, maximum discount,
// expiry, total and per-user limits, first-order-only. The discount is always computed here.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { couponUses, coupons, orders } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { formatINR } from '#/lib/money.ts';
import type { Tx } from './stock.ts';

type Coupon = typeof coupons.$inferSelect;

/** The demo coupons; WELCOME20 is the home banner's first-order offer. */
export const DEMO_COUPONS: (typeof coupons.$inferInsert)[] = [
  { code: 'WELCOME20', kind: 'percent', value: 20, maxDiscountPaise: 1000_00, perUserLimit: 1, firstOrderOnly: true },
  { code: 'FESTIVE250', kind: 'fixed', value: 250_00, minSubtotalPaise: 1999_00, perUserLimit: 2 },
  { code: 'MONSOON15', kind: 'percent', value: 15, expiresAt: new Date('2026-09-30T18:29:59Z') },
];

export function discountFor(
  coupon: Pick<Coupon, 'kind' | 'value' | 'maxDiscountPaise'>,
  subtotalPaise: number,
): number {
  const raw = coupon.kind === 'percent' ? Math.floor((subtotalPaise * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(raw, coupon.maxDiscountPaise ?? Number.POSITIVE_INFINITY, subtotalPaise));
}

export function createCouponService(db: Db, now: () => Date) {
  return {
    async seedIfEmpty() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons);
      if ((row?.n ?? 0) === 0) await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing();
    },

    /** Checks every rule and returns the discount in paise; a refusal says why. */
    async quote(input: {
      code: string;
      userId?: string;
      subtotalPaise: number;
    }): Promise<{ code: string; discountPaise: number }> {
      const code = input.code.trim().toUpperCase();
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
      if (!coupon?.active) throw new AppError('rule', 'Invalid coupon code');
      if (coupon.expiresAt && coupon.expiresAt <= now()) throw new AppError('rule', 'This coupon has expired');
      if (input.subtotalPaise < coupon.minSubtotalPaise) {
        throw new AppError(
          'rule',
          `Add ${formatINR((coupon.minSubtotalPaise - input.subtotalPaise) / 100)} more to use this coupon`,
        );
      }
      if (coupon.totalLimit !== null) {
        const [used] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(couponUses)
          .where(eq(couponUses.code, code));
        if ((used?.n ?? 0) >= coupon.totalLimit) throw new AppError('rule', 'This coupon has been fully used');
      }
      if (input.userId) {
        if (coupon.firstOrderOnly) {
          const [paid] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(orders)
            .where(and(eq(orders.userId, input.userId), eq(orders.paymentState, 'paid')));
          if ((paid?.n ?? 0) > 0) throw new AppError('rule', 'This coupon is for your first order only');
        }
        if (coupon.perUserLimit !== null) {
          const [mine] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(couponUses)
            .where(and(eq(couponUses.code, code), eq(couponUses.userId, input.userId)));
          if ((mine?.n ?? 0) >= coupon.perUserLimit) throw new AppError('rule', 'You have already used this coupon');
        }
      }
      return { code, discountPaise: discountFor(coupon, input.subtotalPaise) };
    },

    async recordUse(tx: Tx, input: { code: string; userId: string; orderId: string }) {
      await tx.insert(couponUses).values({ id: `cpu_${randomBytes(8).toString('hex')}`, ...input });
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
