// The one toast area of the site (docs/product/storefront.md#every-page: top-right, on phones at the bottom, auto-close
// after 5000 ms). It
// also shows a toast carried over from the previous page (see lib/browser/flash). Sonner is imported on the first
// message only (lib/toast queues messages until then).
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { takeFlash } from '#/lib/browser/flash.ts';
import { pendingToasts, toast } from '#/lib/toast.ts';

type Sonner = typeof import('sonner');
/** Lets a screen reader register the new live region before the first message lands in it. */
const LIVE_REGION_DELAY_MS = 150;
/** The header's height (h-16) plus a gap. */
const HEADER_CLEARANCE = 'calc(4rem + 12px)';
/** Sonner's own phone layout starts below 600 px: full width, and here at the bottom. */
const PHONE = '(max-width: 599px)';
/** On phones, above the product page's sticky Add to Cart bar (about 4.5rem) and the home indicator. */
const BAR_CLEARANCE = 'calc(5rem + env(safe-area-inset-bottom))';

/** On a phone a toast at the top covers the page's heading (issue 33): there it rises from the bottom instead. */
function usePhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const follow = () => setPhone(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return phone;
}

export function AppToaster() {
  const pending = useStore(pendingToasts);
  const [sonner, setSonner] = useState<Sonner>();
  const [ready, setReady] = useState(false);
  const phone = usePhone();

  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast[flash.kind](flash.message);
  }, []);

  useEffect(() => {
    if (!pending.length) return;
    if (!sonner) {
      void import('sonner').then(setSonner);
      return;
    }
    if (!ready) {
      const timer = setTimeout(() => setReady(true), LIVE_REGION_DELAY_MS);
      return () => clearTimeout(timer);
    }
    pendingToasts.set([]);
    for (const { kind, message, action } of pending) {
      const link = action && { label: action.label, onClick: () => window.location.assign(action.href) };
      sonner.toast[kind](message, link ? { action: link } : undefined);
    }
  }, [pending, sonner, ready]);

  if (!sonner) return null;
  // Offset below the sticky header (4rem), so a toast never covers the cart count it just changed; on phones above
  // the Add to Cart bar, so it never covers the button that raised it.
  return (
    <sonner.Toaster
      position={phone ? 'bottom-center' : 'top-right'}
      duration={5000}
      closeButton
      richColors
      offset={{ top: HEADER_CLEARANCE, right: 16 }}
      mobileOffset={{ bottom: BAR_CLEARANCE, left: 12, right: 12 }}
    />
  );
}
