// What the tests of GST documents (invoices, credit notes) share: amounts as the PDF prints them, the taxable value
// of a tax-inclusive price, a delivery address in the seller's state, and two dresses taxed at different rates.
import { eq } from 'drizzle-orm';
import { products } from '#/server/db/schema/index.ts';
import { ADDRESS, type CheckoutShop, type Line } from './checkout.ts';
import { testEnv } from './test-app.ts';

/** "1,234.50": rupees as the PDF prints them. */
export const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
/** Taxable value of a tax-inclusive price at `percent`, to the nearest paisa: price × 100 ÷ (100 + percent). */
export const taxable = (paise: number, percent: number) => Math.round((paise * 100) / (100 + percent));
/** The seller's state (the test GSTIN's): CGST + SGST. */
export const HARYANA = { ...ADDRESS, city: 'Gurugram', state: 'Haryana', zipcode: '122002' };
/** Orders that ship express have a delivery line whatever the items come to. */
export const EXPRESS_DELIVERY = testEnv().delivery.expressFeePaise;

/** A dress at or under ₹2,500 (5%) and one above (18%), with stock enough for a file's orders. */
export async function dressesAtBothRates(shop: CheckoutShop): Promise<{ cheap: Line; dear: Line }> {
  const dresses = await shop.db.select().from(products).where(eq(products.category, 'dress'));
  const lines = await shop.lines();
  const dressLine = (ok: (paise: number) => boolean) =>
    lines.find((l) => ok(l.pricePaise) && dresses.some((d) => d.id === l.productId))!;
  const cheap = dressLine((p) => p >= 1000_00 && p <= 2500_00);
  const dear = dressLine((p) => p > 2500_00);
  for (const l of [cheap, dear]) await shop.setStock(l, 500);
  return { cheap, dear };
}
