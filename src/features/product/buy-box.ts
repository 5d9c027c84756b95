// Drives the buy box the page rendered (BuyBox.astro) with plain DOM and the same stores the React islands use:
// sizes, Add to Cart and its phone bar, Save to Wishlist, back-in-stock. Then it asks the API for the product's
// live price and stock, since the built page shows the last publish's (checkout charges the live price).
import { api, errorMessage } from '#/lib/api.ts';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { addToCart } from '#/features/cart/index.ts';
import { $wishlistIds, addToWishlist, removeFromWishlist } from '#/features/wishlist/index.ts';
import { buyState, priceHtml, sizeItemsHtml, type LiveProduct } from './buy-box-view.ts';
import { startDeliveryCheck } from './delivery-check.ts';
import { rememberViewed } from '#/features/catalog/index.ts';
import { startStickyBar } from './sticky-bar.ts';
import { followYourSize, type YourSize } from './your-size.ts';

export function startBuyBox(root: HTMLElement): void {
  const built = JSON.parse(root.dataset.product!) as LiveProduct & { name: string };
  const name = built.name;
  let product: LiveProduct = built;
  let chosen: string | undefined;
  /** She tapped a size: her size (from her measurements) never replaces it. */
  let herChoice = false;
  let yours: YourSize | undefined;
  const $ = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const sizes = $<HTMLUListElement>('[data-sizes]');
  const add = $<HTMLButtonElement>('[data-add]')!;
  const bar = $<HTMLElement>('[data-buy-bar]');
  const barAdd = $<HTMLButtonElement>('[data-bar-add]');
  const barSize = $<HTMLElement>('[data-bar-size]');
  const notify = $<HTMLButtonElement>('[data-notify]')!;

  rememberViewed(built._id);

  function choose(size: string | undefined) {
    chosen = size;
    for (const b of sizes?.querySelectorAll<HTMLButtonElement>('button[data-size]') ?? [])
      b.setAttribute('aria-pressed', String(b.dataset.size === size));
    if (barSize) barSize.textContent = size ? `Size ${size}` : 'Select a size';
  }

  sizes?.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('button[data-size]');
    if (button && !button.disabled) {
      herChoice = true;
      choose(button.dataset.size);
    }
  });

  function addChosen() {
    if (!chosen) {
      // From the bar on a phone the sizes are off screen: bring them back to choose one.
      sizes?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      sizes?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
      return toast.error('Please select a size');
    }
    const entry = product.sizes.find((s) => s.size === chosen);
    if (!entry || entry.stock <= 0) return toast.error('This size is out of stock');
    addToCart(name, chosen);
    toast.success('Added to cart', { action: { label: 'View cart', href: '/cart' } });
  }
  add.addEventListener('click', addChosen);
  barAdd?.addEventListener('click', addChosen);
  if (bar) startStickyBar(bar, $<HTMLElement>('[data-actions]')!);

  startWishlistButton($<HTMLButtonElement>('[data-wish]')!, built._id);
  startDeliveryCheck($<HTMLFormElement>('[data-delivery]')!);

  // The back-in-stock form is rarely opened: its React loads on that first click.
  notify.addEventListener('click', async () => {
    const slot = $<HTMLElement>('[data-back-in-stock]')!;
    notify.disabled = true;
    try {
      const [{ createElement }, { createRoot }, { BackInStock }] = await Promise.all([
        import('react'),
        import('react-dom/client'),
        import('./BackInStock.tsx'),
      ]);
      createRoot(slot).render(
        createElement(BackInStock, {
          productId: built._id,
          soldOut: buyState(product).soldOut,
          startOpen: true,
        }),
      );
    } catch (error) {
      notify.disabled = false;
      toast.error(errorMessage(error));
    }
  });

  /** Draws the size buttons again (live stock, her size), keeping focus and the chosen size while in stock. */
  function redrawSizes() {
    if (!sizes) return;
    const focused = sizes.contains(document.activeElement) ? (document.activeElement as HTMLElement) : undefined;
    const keep = product.sizes.some((s) => s.size === chosen && s.stock > 0) ? chosen : undefined;
    sizes.innerHTML = sizeItemsHtml(product.sizes, keep, yours?.size);
    choose(keep);
    if (focused)
      [...sizes.querySelectorAll<HTMLButtonElement>('button[data-size]')]
        .find((b) => b.dataset.size === focused.dataset.size && !b.disabled)
        ?.focus({ preventScroll: true });
  }

  /** Until she taps a size herself, her size is chosen for her when it is in stock. */
  function preselect() {
    if (herChoice) return;
    const mine = yours && product.sizes.find((s) => s.size === yours!.size && s.stock > 0);
    choose(mine ? mine.size : undefined);
  }

  // "Your size" (docs/product/size-finder.md): marked, chosen for her, and a fit verdict's advice said under the sizes.
  if (sizes) {
    const advice = document.createElement('p');
    advice.className = 'mt-2 text-sm font-medium text-sage';
    advice.hidden = true;
    advice.dataset.yourSizeNote = '';
    sizes.after(advice);
    followYourSize(built._id, (next) => {
      const moved = next?.size !== yours?.size;
      yours = next;
      if (moved) {
        redrawSizes();
        preselect();
      }
      advice.textContent = next?.note ?? '';
      advice.hidden = !next?.note;
    });
  }

  /** Shows `next` (the API's live values) wherever it differs from what is on screen. */
  function show(next: LiveProduct) {
    const before = product;
    product = next;
    const state = buyState(next);
    if (next.price !== before.price || next.mrp !== before.mrp) {
      const price = document.querySelector<HTMLElement>('[data-price]');
      if (price) {
        price.innerHTML = priceHtml(next.price, next.mrp);
        price.dataset.price = String(next.price);
      }
      const barPrice = $<HTMLElement>('[data-bar-price]');
      if (barPrice) barPrice.textContent = formatINR(next.price);
    }
    const shape = (p: LiveProduct) => JSON.stringify(p.sizes.map((s) => [s.size, s.stock]));
    if (shape(next) !== shape(before)) {
      redrawSizes();
      preselect();
    }
    if (!state.noSizes) {
      add.disabled = state.allSoldOut;
      add.textContent = state.allSoldOut ? 'Sold out' : 'Add to Cart';
      if (barAdd) barAdd.disabled = state.allSoldOut;
    }
    notify.hidden = !state.canNotify;
  }

  void api('/api/product/live/:productId', { method: 'GET', params: { productId: built._id }, auth: false }).then(
    (r) => (r.success ? show(r.product) : console.error('live price and stock:', r.message)),
    // docs/product/api-contract.md#handling-answers: a failed stock refresh is only logged; the built values stay.
    (error) => console.error('live price and stock:', errorMessage(error)),
  );
}

/** Save to Wishlist: follows the wishlist the session loads (empty for a guest, who is asked to log in). */
function startWishlistButton(button: HTMLButtonElement, productId: string): void {
  const label = button.querySelector<HTMLElement>('[data-wish-label]')!;
  const heart = button.querySelector('svg');
  let wished = false;
  $wishlistIds.subscribe((ids) => {
    wished = ids.has(productId);
    button.setAttribute('aria-pressed', String(wished));
    label.textContent = wished ? 'Saved to Wishlist' : 'Save to Wishlist';
    heart?.setAttribute('fill', wished ? 'currentColor' : 'none');
  });
  button.addEventListener('click', () => void (wished ? removeFromWishlist(productId) : addToWishlist(productId)));
}
