// The dashboard's fit figures in words (docs/product/fit.md#for-the-owner): month names, the rate per 100 orders,
// and why a size is flagged.
export type SizeCheck = {
  name: string;
  size: string;
  direction: 'small' | 'large';
  share: number;
  off: number;
  signals: number;
  sources: { review: number; exchange: number; return: number };
};

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" → "Nov 2026". */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** 4.2 → "4.2"; no orders → "–". */
export const perHundredText = (perHundred: number | null) =>
  perHundred === null ? '–' : perHundred.toLocaleString('en-IN', { maximumFractionDigits: 1 });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why a size is flagged, in the owner's words: "63% of shoppers who bought M found it small (5 of 8: 5 exchanged up
 * a size) — check the size chart".
 */
export function sizeCheckText(check: SizeCheck): string {
  const way = check.direction === 'small' ? 'up' : 'down';
  const too = check.direction === 'small' ? 'too small' : 'too large';
  const said = [
    check.sources.exchange ? `${plural(check.sources.exchange, 'exchange', 'exchanges')} ${way} a size` : '',
    check.sources.return ? `${plural(check.sources.return, 'return', 'returns')} as ${too}` : '',
    check.sources.review
      ? `${plural(check.sources.review, 'review', 'reviews')} saying it runs ${check.direction}`
      : '',
  ].filter(Boolean);
  return (
    `${check.share}% of shoppers who bought ${check.size} found it ${check.direction} ` +
    `(${check.off} of ${check.signals}: ${said.join(', ')}) — check the size chart`
  );
}
