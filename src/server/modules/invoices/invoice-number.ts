// Invoice numbers: one series per Indian financial year (April to March, in IST), "INV/26-27/000123", at most
// 16 characters as GST rule 46 asks. A number is assigned once per order, in one transaction that locks the
// order, increments the year's counter row and records the number: parallel requests for one order get the
// same number, and parallel requests for different orders take turns on the counter row, so none is skipped.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { counters, invoices, orders } from '#/server/db/schema/index.ts';

const IST_OFFSET_MS = 330 * 60_000;

/** "26-27" for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export const formatInvoiceNumber = (year: string, serial: number) => `INV/${year}/${String(serial).padStart(6, '0')}`;

export type InvoiceNumber = { number: string; issuedAt: Date };

export async function invoiceNumberOf(db: Db, orderId: string): Promise<InvoiceNumber | undefined> {
  const [row] = await db
    .select({ number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return row;
}

/** The order's invoice number, assigned now if it has none. The caller checks that the order is paid. */
export async function assignInvoiceNumber(db: Db, orderId: string, now: () => Date): Promise<InvoiceNumber> {
  const existing = await invoiceNumberOf(db, orderId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    // A second request for this order waits here, then finds the number the first one recorded.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    const [again] = await tx
      .select({ number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.orderId, orderId));
    if (again) return again;
    const issuedAt = now();
    const year = financialYear(issuedAt);
    const [counter] = await tx
      .insert(counters)
      .values({ key: `invoice:${year}`, value: 1 })
      .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } })
      .returning({ value: counters.value });
    const number = formatInvoiceNumber(year, counter?.value ?? 0);
    await tx.insert(invoices).values({ orderId, number, issuedAt });
    return { number, issuedAt };
  });
}
