// Money is INR. The server keeps integer paise (the `Paise` type); the API and the pages show rupees. Every
// conversion goes through toRupees / toPaise / formatPaise here, never a hand-written `/ 100`.
// The formatters are made on first use: building an Intl.NumberFormat loads its locale data, which measured
// 35 ms of a slow phone's main thread (Chromium, 4× CPU slowdown) at the top of every page's first script,
// where nothing is formatted before the shopper acts.
let formats: { whole: Intl.NumberFormat; withPaise: Intl.NumberFormat } | undefined;
const format = () =>
  (formats ??= {
    whole: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
    withPaise: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });

/** 1,23,456 (Indian digit grouping), rounded to a whole number. */
export function formatCount(n: number): string {
  return format().whole.format(n);
}

/** ₹1,23,456 (Indian digit grouping); paise shown only when present. */
export function formatINR(rupees: number): string {
  return `₹${Number.isInteger(rupees) ? format().whole.format(rupees) : format().withPaise.format(rupees)}`;
}

/** ₹1,23,456.00: cart and checkout totals always show paise (docs/product/checkout-and-payments.md#totals). */
export function formatINRTotal(rupees: number): string {
  return `₹${format().withPaise.format(rupees)}`;
}

/** Whole paise, branded so a rupee figure cannot be passed where paise are meant without a conversion. */
export type Paise = number & { readonly __unit?: 'paise' };

export const toPaise = (rupees: number): Paise => Math.round(rupees * 100);
export const toRupees = (paise: Paise): number => paise / 100;

/** ₹1,23,456 from paise (paise shown only when present). */
export const formatPaise = (paise: Paise): string => formatINR(toRupees(paise));
