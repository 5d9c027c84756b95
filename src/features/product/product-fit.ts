// The product's fit summary (docs/product/fit.md), asked for once per page and shared by the fit line and
// "Your size". The built page may carry the last publish's summary; this is the live one. null when the API
// cannot say (offline, unknown product): the page keeps what it built.
import type { ProductFit } from '#/domain/fit.ts';
import { api, errorMessage } from '#/lib/api.ts';

const asked = new Map<string, Promise<ProductFit | null>>();

export function loadProductFit(productId: string): Promise<ProductFit | null> {
  let answer = asked.get(productId);
  if (!answer) {
    answer = api('/api/product/fit/:productId', { method: 'GET', params: { productId }, auth: false }).then(
      (r) => (r.success ? r.fit : null),
      // docs/product/api-contract.md#handling-answers: a failed refresh is only logged; the built values stay.
      (error) => {
        console.error('fit summary:', errorMessage(error));
        return null;
      },
    );
    asked.set(productId, answer);
  }
  return answer;
}
