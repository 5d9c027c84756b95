// "Find my size" in the Size Chart dialog (docs/product/size-finder.md): plain DOM on the form the page rendered.
// Her bust, waist and hip in inches or cm give the chart's size and the reason, said in the form's polite live
// region; they are remembered (measurements.store.ts), so every product page marks "Your size".
import { SIZE_CHART, SIZES } from '#/lib/sizes.ts';
import { type BodyMeasurements, findSize, MEASURES, type Unit } from '#/domain/size-finder.ts';
import { escapeHtml } from './buy-box-view.ts';
import { $measurements, forgetMeasurements, saveMeasurements } from './measurements.store.ts';
import { loadProductFit } from './product-fit.ts';
import { yourSize } from './your-size.ts';

/** What the form holds: a blank field is left out; one the browser cannot read as a number is NaN (refused). */
export function readMeasurements(form: HTMLFormElement): BodyMeasurements {
  const unit = (new FormData(form).get('unit') === 'cm' ? 'cm' : 'in') as Unit;
  const body: BodyMeasurements = { unit };
  for (const m of MEASURES) {
    const input = form.elements.namedItem(m) as HTMLInputElement;
    if (input.validity.badInput) body[m] = Number.NaN;
    else if (input.value.trim() !== '') body[m] = input.valueAsNumber;
  }
  return body;
}

function fill(form: HTMLFormElement, body: BodyMeasurements): void {
  for (const m of MEASURES) (form.elements.namedItem(m) as HTMLInputElement).value = String(body[m] ?? '');
  const unit = form.querySelector<HTMLInputElement>(`input[name="unit"][value="${body.unit}"]`);
  if (unit) unit.checked = true;
}

/** Starts the form; its `data-size-finder` holds the product's id (for the product's fit advice). */
export function startSizeFinder(form: HTMLFormElement): void {
  const productId = form.dataset.sizeFinder ?? '';
  const result = form.querySelector<HTMLElement>('[data-size-result]')!;
  const custom = form.querySelector<HTMLElement>('[data-size-custom]')!;
  const forget = form.querySelector<HTMLButtonElement>('[data-size-forget]')!;
  const inputs = MEASURES.map((m) => form.elements.namedItem(m) as HTMLInputElement);
  let turn = 0;

  /** Says her size for `body` (and this product's fit advice, once known), or why it cannot. */
  function show(body: BodyMeasurements, focusProblem: boolean): boolean {
    const answer = findSize(body, SIZE_CHART, SIZES);
    const mine = ++turn;
    for (const input of inputs) input.removeAttribute('aria-invalid');
    custom.hidden = !(answer.ok && answer.advice.beyond);
    if (!answer.ok) {
      result.innerHTML = `<p class="text-sm font-medium text-rose-dark">${escapeHtml(answer.message)}</p>`;
      const field = answer.field && inputs[MEASURES.indexOf(answer.field)];
      if (field) {
        field.setAttribute('aria-invalid', 'true');
        if (focusProblem) field.focus();
      } else if (focusProblem) inputs[0]!.focus();
      return false;
    }
    const { size, reason, beyond } = answer.advice;
    result.innerHTML =
      `<p class="text-lg font-semibold" data-size-answer>${beyond ? 'Our largest size' : 'Your size'}: ${size}</p>` +
      `<p class="mt-1 text-sm">${escapeHtml(reason)}</p>`;
    if (!beyond)
      void loadProductFit(productId).then((fit) => {
        const note = yourSize(body, fit?.verdict ?? null)?.note;
        if (note && mine === turn)
          // still the answer on screen
          result.insertAdjacentHTML(
            'beforeend',
            `<p class="mt-1 text-sm font-medium text-sage">${escapeHtml(note)}</p>`,
          );
      });
    return true;
  }

  const saved = $measurements.get();
  if (saved) {
    fill(form, saved);
    show(saved, false);
  }
  forget.hidden = !saved;

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const body = readMeasurements(form);
    if (!show(body, true)) return;
    saveMeasurements(body);
    forget.hidden = false;
  });

  forget.addEventListener('click', () => {
    forgetMeasurements();
    form.reset();
    result.innerHTML = '<p class="text-sm">Your measurements are forgotten.</p>';
    custom.hidden = true;
    forget.hidden = true;
    inputs[0]!.focus();
  });
}
