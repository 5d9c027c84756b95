// Invoice and credit-note numbers: one series each per Indian financial year (April to March, in IST),
// "INV/26-27/000123" and "CN/26-27/000007", at most 16 characters as GST rule 46 asks. A number is taken in the
// transaction that records its document, by incrementing the year's counter row: parallel transactions take
// turns on that row, and one that rolls back takes its increment with it, so no number is skipped or used twice.
// An invoice is numbered once per order, under the order's row lock: parallel requests for one order get the same
// number.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { counters, invoices, orders } from '#/server/db/schema/index.ts';
import type { InvoiceFigures } from '#/domain/gst.ts';

const IST_OFFSET_MS = 330 * 60_000;

/** "26-27" for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** The series a document's number comes from, and the prefix that tells them apart. */
const SERIES = { invoice: 'INV', 'credit-note': 'CN' } as const;
export type Series = keyof typeof SERIES;

export const formatDocumentNumber = (series: Series, year: string, serial: number) =>
  `${SERIES[series]}/${year}/${String(serial).padStart(6, '0')}`;
export const formatInvoiceNumber = (year: string, serial: number) => formatDocumentNumber('invoice', year, serial);

/** The next number of `series` for the financial year of `at`, taken inside the transaction that records it. */
export async function takeNumber(tx: Tx, series: Series, at: Date): Promise<string> {
  const year = financialYear(at);
  const [counter] = await tx
    .insert(counters)
    .values({ key: `${series}:${year}`, value: 1 })
    .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  return formatDocumentNumber(series, year, counter?.value ?? 0);
}

export type InvoiceNumber = { number: string; issuedAt: Date; figures: InvoiceFigures | null };
const issued = { number: invoices.number, issuedAt: invoices.issuedAt, figures: invoices.figures };

export async function invoiceNumberOf(db: Db | Tx, orderId: string): Promise<InvoiceNumber | undefined> {
  const [row] = await db.select(issued).from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/**
 * The order's invoice inside `tx`, numbered now (with `figures` kept as issued) if it has none; an invoice issued
 * before figures were kept gets them now. The caller checks that the order is paid.
 */
export async function issueInvoiceIn(
  tx: Tx,
  orderId: string,
  now: () => Date,
  figures: () => Promise<InvoiceFigures>,
): Promise<InvoiceNumber & { figures: InvoiceFigures }> {
  // A second request for this order waits here, then finds the number the first one recorded.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const again = await invoiceNumberOf(tx, orderId);
  if (again?.figures) return { ...again, figures: again.figures };
  const kept = await figures();
  if (again) {
    await tx.update(invoices).set({ figures: kept }).where(eq(invoices.orderId, orderId));
    return { ...again, figures: kept };
  }
  const issuedAt = now();
  const number = await takeNumber(tx, 'invoice', issuedAt);
  await tx.insert(invoices).values({ orderId, number, issuedAt, figures: kept });
  return { number, issuedAt, figures: kept };
}

/** The order's invoice, numbered now if it has none. The caller checks that the order is paid. */
export async function assignInvoiceNumber(
  db: Db,
  orderId: string,
  now: () => Date,
  figures: (tx: Tx) => Promise<InvoiceFigures>,
): Promise<InvoiceNumber & { figures: InvoiceFigures }> {
  const existing = await invoiceNumberOf(db, orderId);
  if (existing?.figures) return { ...existing, figures: existing.figures };
  return db.transaction((tx) => issueInvoiceIn(tx, orderId, now, () => figures(tx)));
}
