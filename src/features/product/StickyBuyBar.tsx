// On phones, once the buy box's own Add to Cart has scrolled up out of view, this bar keeps it (and the chosen
// size) at the bottom of the screen down to the page's end. The page gets the bar's height as bottom padding,
// so the bar never hides the footer's last lines, and `--buy-bar` lifts the chat button above it.
import { useEffect, useState, type RefObject } from 'react';
import { formatINR } from '#/lib/money.ts';

type Props = {
  anchor: RefObject<HTMLElement | null>;
  price: number;
  size?: string;
  onAdd: () => void;
  disabled: boolean;
};

const PAD = 'max-sm:pb-20';

export function StickyBuyBar({ anchor, price, size, onAdd, disabled }: Props) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const el = anchor.current;
    if (!el) return;
    document.body.classList.add(PAD);
    // A scroll listener, not an IntersectionObserver: a jump from above the buttons to below them (a link to
    // the reviews) never intersects them, so an observer would not fire.
    let queued = false;
    const check = () => {
      queued = false;
      setShown(el.getBoundingClientRect().bottom < 0);
    };
    const queue = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(check);
    };
    window.addEventListener('scroll', queue, { passive: true });
    window.addEventListener('resize', queue, { passive: true });
    queue();
    return () => {
      window.removeEventListener('scroll', queue);
      window.removeEventListener('resize', queue);
      document.body.classList.remove(PAD);
    };
  }, [anchor]);

  useEffect(() => {
    const phone = window.matchMedia('(max-width: 639.98px)').matches;
    document.documentElement.style.setProperty('--buy-bar', shown && phone ? '4.75rem' : '0px');
  }, [shown]);

  return (
    <div
      className={[
        'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-ivory/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)]',
        'backdrop-blur transition-[translate,visibility] duration-200 sm:hidden',
        // Hidden, it is out of the tab order and the accessibility tree too.
        shown ? 'visible translate-y-0' : 'invisible translate-y-full',
      ].join(' ')}
      data-buy-bar
    >
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 text-sm leading-tight">
          <span className="block font-semibold">{formatINR(price)}</span>
          <span className="block text-xs text-muted">{size ? `Size ${size}` : 'Select a size'}</span>
        </p>
        <button type="button" className="btn-primary flex-[2]" onClick={onAdd} disabled={disabled}>
          Add to Cart
        </button>
      </div>
    </div>
  );
}
