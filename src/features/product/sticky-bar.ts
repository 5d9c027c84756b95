// The phone's Add to Cart bar (BuyBox.astro): shown once the buy box's own buttons have scrolled up out of view,
// down to the page's end. The page gets the bar's height as bottom padding, so the bar never hides the footer's last
// lines, and `--buy-bar` lifts the chat button above it.
import { oncePerFrame } from '#/lib/browser/once-per-frame.ts';

const PAD = 'max-sm:pb-20';
const SHOWN = ['visible', 'translate-y-0'];
const HIDDEN = ['invisible', 'translate-y-full'];

export function startStickyBar(bar: HTMLElement, anchor: HTMLElement): void {
  document.body.classList.add(PAD);
  const phone = window.matchMedia('(max-width: 639.98px)');
  let shown = false;
  const queue = oncePerFrame(() => {
    const next = anchor.getBoundingClientRect().bottom < 0;
    if (next === shown) return;
    shown = next;
    bar.classList.remove(...(shown ? HIDDEN : SHOWN));
    bar.classList.add(...(shown ? SHOWN : HIDDEN));
    document.documentElement.style.setProperty('--buy-bar', shown && phone.matches ? '4.75rem' : '0px');
  });
  // A scroll listener, not an IntersectionObserver: a jump from above the buttons to below them (a link to the
  // reviews) never intersects them, so an observer would not fire.
  window.addEventListener('scroll', queue, { passive: true });
  window.addEventListener('resize', queue, { passive: true });
  queue();
}
