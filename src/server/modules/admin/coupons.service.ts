// Coupons as the console edits them, over the coupon table the checkout reads (coupon.service.ts applies them).
// The API speaks rupees; the table keeps paise (percent values stay percent).
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { couponUses, coupons } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import type { AdminCoupon, CouponInput, CouponPatch } from '#/lib/admin.ts';
import type { AuditService } from './audit.service.ts';
import { toPaise, toRupees } from '#/domain/money.ts';
import { couponStatus } from '#/domain/coupon-status.ts';

type Row = typeof coupons.$inferSelect;
const paise = toPaise;
const valueOut = (r: Pick<Row, 'kind' | 'value'>) => (r.kind === 'percent' ? r.value : toRupees(r.value));

function toRow(c: Omit<CouponInput, 'code'>): Omit<Row, 'code'> {
  return {
    kind: c.kind,
    value: c.kind === 'percent' ? c.value : paise(c.value),
    minSubtotalPaise: paise(c.minSubtotal),
    maxDiscountPaise: c.maxDiscount === null ? null : paise(c.maxDiscount),
    startsAt: c.startsAt ? new Date(c.startsAt) : null,
    expiresAt: c.expiresAt ? new Date(c.expiresAt) : null,
    totalLimit: c.usageLimit,
    perUserLimit: c.perShopperLimit,
    firstOrderOnly: c.firstOrderOnly,
    active: c.active,
  };
}

function fromRow(r: Row, now: Date, uses: { used: number; held: number } = { used: 0, held: 0 }): AdminCoupon {
  const dates = {
    active: r.active,
    startsAt: r.startsAt ? r.startsAt.toISOString() : null,
    expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
  };
  return {
    code: r.code,
    kind: r.kind,
    value: valueOut(r),
    minSubtotal: toRupees(r.minSubtotalPaise),
    maxDiscount: r.maxDiscountPaise === null ? null : toRupees(r.maxDiscountPaise),
    ...dates,
    usageLimit: r.totalLimit,
    perShopperLimit: r.perUserLimit,
    firstOrderOnly: r.firstOrderOnly,
    ...uses,
    status: couponStatus(dates, now),
  };
}

export function createAdminCoupons(db: Db, audit: AuditService, now: () => Date) {
  async function get(code: string): Promise<AdminCoupon> {
    const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
    if (!row) throw notFound('Coupon not found');
    const [uses] = await db
      .select({
        used: sql<number>`(count(*) filter (where ${couponUses.state} = 'used'))::int`,
        held: sql<number>`(count(*) filter (where ${couponUses.state} = 'held'))::int`,
      })
      .from(couponUses)
      .where(eq(couponUses.code, row.code));
    return fromRow(row, now(), uses);
  }

  return {
    get,

    async list(): Promise<AdminCoupon[]> {
      const [rows, uses] = await Promise.all([
        db.select().from(coupons).orderBy(asc(coupons.code)),
        db
          .select({
            code: couponUses.code,
            used: sql<number>`(count(*) filter (where ${couponUses.state} = 'used'))::int`,
            held: sql<number>`(count(*) filter (where ${couponUses.state} = 'held'))::int`,
          })
          .from(couponUses)
          .groupBy(couponUses.code),
      ]);
      const at = now();
      return rows.map((r) =>
        fromRow(
          r,
          at,
          uses.find((u) => u.code === r.code),
        ),
      );
    },

    async create(actor: string, input: CouponInput): Promise<AdminCoupon> {
      const { code, ...fields } = input;
      const added = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(coupons)
          .values({ code, ...toRow(fields) })
          .onConflictDoNothing()
          .returning();
        if (rows.length)
          await audit.record({ actor, action: 'coupon.create', target: code, detail: { ...fields } }, tx);
        return rows.length > 0;
      });
      if (!added) throw new AppError('conflict', `A coupon with the code ${code} already exists`);
      return get(code);
    },

    async update(actor: string, code: string, patch: CouponPatch): Promise<AdminCoupon> {
      const current = await get(code);
      const next = { ...current, ...patch };
      if (next.kind === 'percent' && (!Number.isInteger(next.value) || next.value > 100))
        throw new AppError('bad_input', 'A percent coupon takes a whole number from 1 to 100');
      await db.transaction(async (tx) => {
        await tx.update(coupons).set(toRow(next)).where(eq(coupons.code, current.code));
        await audit.record({ actor, action: 'coupon.update', target: current.code, detail: { ...patch } }, tx);
      });
      return get(code);
    },
  };
}
