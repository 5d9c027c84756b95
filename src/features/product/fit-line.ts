// The product page's fit line (FitLine.astro), refreshed live: the built page carries the last publish's verdict,
// the API today's. Plain DOM like the buy box; shows nothing while the product has no verdict (under 5 signals).
import { fitLine, type ProductFit } from '#/domain/fit.ts';
import { loadProductFit } from './product-fit.ts';

export function showFit(root: HTMLElement, fit: ProductFit): void {
  const line = fitLine(fit);
  const text = root.querySelector<HTMLElement>('[data-fit-text]');
  if (text) text.textContent = line ?? '';
  root.hidden = line === null;
  root.dataset.verdict = fit.verdict ?? '';
}

export function startFitLine(root: HTMLElement): void {
  const productId = root.dataset.productId;
  if (!productId) return;
  void loadProductFit(productId).then((fit) => {
    if (fit) showFit(root, fit);
  });
}
