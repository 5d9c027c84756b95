// Field data (issue #20): the names, page types, bounds and Google's thresholds that the pages' beacon
// (browser/vitals-start.ts, browser/vitals-report.ts), POST /api/vitals and the console's table all share. A visit
// reports only what kind of page it was, never its URL: a path carries product names, order ids and search words.

export const METRICS = ['LCP', 'INP', 'CLS'] as const;
export type Metric = (typeof METRICS)[number];

export const PAGE_TYPES = ['home', 'listing', 'product', 'cart', 'checkout', 'account', 'policy', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** web-vitals' `navigationType` values. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/** Good up to the first, poor above the second (web.dev's thresholds; LCP and INP in ms, CLS unitless). */
export const THRESHOLDS: Record<Metric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

/** Beyond these a value is a broken measurement, not a slow page (two minutes; a page shifted 100 times over). */
export const METRIC_MAX: Record<Metric, number> = { LCP: 120_000, INP: 120_000, CLS: 100 };

/**
 * What the server stores at most (30 s; 10): a value between this and METRIC_MAX is kept as this. A page that
 * slow is "poor" either way, so the visit still counts as one poor sample, but no report can put a figure past
 * what a real page shows on the console (a flood of 60-second reports once read as a 60 s p75).
 */
export const METRIC_CAP: Record<Metric, number> = { LCP: 30_000, INP: 30_000, CLS: 10 };

export function rate(metric: Metric, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** "2.31 s", "180 ms", "0.05": LCP in seconds as the thresholds are usually said, INP in ms, CLS as is. */
export function formatMetric(metric: Metric, value: number): string {
  if (metric === 'LCP') return `${(value / 1000).toFixed(2)} s`;
  if (metric === 'INP') return `${Math.round(value)} ms`;
  return value.toFixed(2);
}

/** The policy pages (content/policies): one path segment each. */
const POLICIES = new Set(['about', 'terms', 'privacy', 'return-policy', 'shipping-policy']);
const ACCOUNT = new Set(['account', 'orders', 'wishlist', 'login', 'forgot-password', 'track-order']);

/**
 * The kind of page at `pathname` (trailing slash, `index.html` and `.html` ignored), or null for the owner's
 * console, whose speed is not the shoppers'.
 */
export function pageType(pathname: string): PageType | null {
  const path = pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  if (first === 'admin') return null;
  if (first === '') return 'home';
  if (first === 'products' && rest.length === 0) return 'listing';
  if (first === 'product' && rest.length === 1) return 'product';
  if (first === 'cart' && rest.length === 0) return 'cart';
  if (first === 'checkout') return 'checkout';
  if (ACCOUNT.has(first)) return 'account';
  if (POLICIES.has(first) && rest.length === 0) return 'policy';
  return 'other';
}
