// The product's fit summary (docs/product/fit.md), asked for once per page and shared by the fit line and
// "Your size". The built page may carry the last publish's summary; this is the live one. null when the API
// cannot say (offline, unknown product): the page keeps what it built.
import type { ProductFit } from '#/domain/fit.ts';
import { API_BASE } from '#/lib/api.ts';

const asked = new Map<string, Promise<ProductFit | null>>();

export function loadProductFit(productId: string): Promise<ProductFit | null> {
  let answer = asked.get(productId);
  if (!answer) {
    answer = fetch(`${API_BASE}/api/product/fit/${encodeURIComponent(productId)}`)
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { success?: boolean; fit?: ProductFit } | null) => (body?.success && body.fit ? body.fit : null))
      .catch(() => null);
    asked.set(productId, answer);
  }
  return answer;
}
