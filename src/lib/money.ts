// Money is INR. The server keeps integer paise; the API and the pages show rupees.
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

/** ₹1,23,456.00: cart and checkout totals always show paise (spec §2 "Totals display with .00"). */
export function formatINRTotal(rupees: number): string {
  return `₹${format().withPaise.format(rupees)}`;
}

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
