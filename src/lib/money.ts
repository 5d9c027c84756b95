// Money is INR. The server keeps integer paise; the API and the pages show rupees.
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,23,456 (Indian digit grouping); paise shown only when present. */
export function formatINR(rupees: number): string {
  return `₹${Number.isInteger(rupees) ? whole.format(rupees) : withPaise.format(rupees)}`;
}

/** ₹1,23,456.00: cart and checkout totals always show paise (spec §2 "Totals display with .00"). */
export function formatINRTotal(rupees: number): string {
  return `₹${withPaise.format(rupees)}`;
}

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
