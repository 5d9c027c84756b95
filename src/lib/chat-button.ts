// Keeps the floating chat button off what matters: after each scroll or resize (once per frame) it looks at what
// lies under the button's corners and centre, and hides the button while that is something to avoid.
export const CHAT_AVOID = 'h1, footer, [data-chat-avoid]';

/** Five points of a box: its corners (2px in) and its centre. */
export function probePoints(r: { left: number; top: number; right: number; bottom: number }): [number, number][] {
  const inset = 2;
  return [
    [r.left + inset, r.top + inset],
    [r.right - inset, r.top + inset],
    [r.left + inset, r.bottom - inset],
    [r.right - inset, r.bottom - inset],
    [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
  ];
}

export function bindChatButton(button: HTMLElement): void {
  let queued = false;
  const check = () => {
    queued = false;
    const covering = probePoints(button.getBoundingClientRect()).some(([x, y]) =>
      document.elementsFromPoint(x, y).some((el) => el !== button && !button.contains(el) && el.closest(CHAT_AVOID)),
    );
    button.toggleAttribute('data-covering', covering);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(check);
  };
  window.addEventListener('scroll', queue, { passive: true });
  window.addEventListener('resize', queue, { passive: true });
  // The Add to Cart bar moving in or out moves the button: look again once it has moved.
  button.addEventListener('transitionend', queue);
  queue();
}
