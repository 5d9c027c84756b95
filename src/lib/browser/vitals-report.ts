// Reports the page's LCP, INP and CLS to POST /api/vitals: one beacon with whatever is final when the page is
// hidden (the shopper leaves, switches tabs or locks the phone), as web-vitals reports them then. The body names
// the kind of page, never its address (see vitals.ts).
import { onCLS, onINP, onLCP, type MetricType } from 'web-vitals';
import { METRIC_MAX, pageType } from '#/lib/vitals.ts';

const API = (import.meta.env.PUBLIC_API_URL ?? '').replace(/\/$/, '');

export function reportVitals(): void {
  const page = pageType(location.pathname);
  if (!page) return;
  const pending = new Map<MetricType['name'], { name: string; value: number; rating: string }>();
  let navigation: string | undefined;

  const keep = (metric: MetricType) => {
    if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS') return;
    // A value past the bounds is a broken measurement the API would refuse with the rest of the batch.
    if (!(metric.value >= 0 && metric.value <= METRIC_MAX[metric.name])) return;
    pending.set(metric.name, { name: metric.name, value: metric.value, rating: metric.rating });
    navigation = metric.navigationType;
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);

  // web-vitals reports on this same event (it registered first), so the values are in by the time it runs.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return;
    const body = JSON.stringify({ page, navigation, metrics: [...pending.values()] });
    pending.clear();
    // Same origin: JSON. An API on its own origin gets text/plain, a simple CORS request a beacon can make
    // without a preflight (the API reads the body as JSON either way).
    const type = API && new URL(API).origin !== location.origin ? 'text/plain' : 'application/json';
    navigator.sendBeacon(`${API}/api/vitals`, new Blob([body], { type }));
  });
}
