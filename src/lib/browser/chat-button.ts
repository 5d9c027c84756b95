// Keeps the floating chat button (640 px and up; phones have the footer's line instead) off what matters: after each
// scroll or resize (once per frame) it compares its box with the boxes of what it must not cover (page titles, the
// footer, anything marked data-chat-avoid: the buy box, the cart's summary, checkout's form; and every link, button
// and field: a carousel arrow, an Exchange button) and hides while any of them overlaps it. Whole boxes, not a few
// sample points: a thin row such as the order total could otherwise slip between the points unnoticed.
import { oncePerFrame } from '#/lib/browser/once-per-frame.ts';

export const CHAT_AVOID = 'h1, footer, [data-chat-avoid], a[href], button, input, select, textarea, summary';

type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };

/** Whether two boxes share any area (an element not laid out, with no size, overlaps nothing). */
export function overlaps(a: Box, b: Box): boolean {
  if (a.width === 0 || a.height === 0 || b.width === 0 || b.height === 0) return false;
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export function bindChatButton(button: HTMLElement): void {
  const queue = oncePerFrame(() => {
    const own = button.getBoundingClientRect();
    let covering = false;
    for (const el of document.querySelectorAll(CHAT_AVOID)) {
      if (el !== button && overlaps(own, el.getBoundingClientRect())) {
        covering = true;
        break;
      }
    }
    button.toggleAttribute('data-covering', covering);
  });
  window.addEventListener('scroll', queue, { passive: true });
  window.addEventListener('resize', queue, { passive: true });
  // The Add to Cart bar moving in or out moves the button: look again once it has moved.
  button.addEventListener('transitionend', queue);
  // Islands render after load (the cart's summary appears once prices arrive): look again when the page changes.
  new ResizeObserver(queue).observe(document.body);
  queue();
}
