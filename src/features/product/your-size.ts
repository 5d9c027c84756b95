// "Your size" on a product page (docs/product/size-finder.md): the size her measurements give on the chart, moved
// one size when this product's fit verdict says it runs small or large. Nothing when she has given none, or when
// the chart ends below her (the finder suggests a custom size instead).
import { SIZE_CHART, SIZES } from '#/lib/sizes.ts';
import { adjustForFit, type BodyMeasurements, findSize } from '#/domain/size-finder.ts';
import type { FitPick } from '#/domain/fit.ts';
import { loadProductFit } from './product-fit.ts';
import { $measurements } from './measurements.store.ts';

export type YourSize = { size: string; note?: string };

/** Her size for a product with this fit verdict, from her measurements. */
export function yourSize(body: BodyMeasurements | null, verdict: FitPick | null): YourSize | undefined {
  if (!body) return undefined;
  const answer = findSize(body, SIZE_CHART, SIZES);
  if (!answer.ok || answer.advice.beyond) return undefined;
  return adjustForFit(answer.advice.size, verdict, SIZES);
}

/**
 * Calls `show` with her size for this product now and whenever it changes: her measurements change (the finder,
 * another tab, the account's arriving), or the product's fit summary arrives. The summary is asked for only once
 * she has measurements; when the API cannot say (null), the chart's size stands.
 */
export function followYourSize(productId: string, show: (yours: YourSize | undefined) => void): () => void {
  let verdict: FitPick | null = null;
  let asked = false;
  return $measurements.subscribe((body) => {
    show(yourSize(body, verdict));
    if (body && !asked) {
      asked = true;
      void loadProductFit(productId).then((fit) => {
        verdict = fit?.verdict ?? null;
        if (verdict === 'small' || verdict === 'large') show(yourSize($measurements.get(), verdict));
      });
    }
  });
}
