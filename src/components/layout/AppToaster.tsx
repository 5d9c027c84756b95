// The one toast area of the site (docs/product/storefront.md#every-page: top-right, auto-close after 5000 ms). It
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

export function AppToaster() {
  const pending = useStore(pendingToasts);
  const [sonner, setSonner] = useState<Sonner>();
  const [ready, setReady] = useState(false);

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
  // Offset below the sticky header (4rem), so a toast never covers the cart count it just changed.
  return (
    <sonner.Toaster
      position="top-right"
      duration={5000}
      closeButton
      richColors
      offset={{ top: HEADER_CLEARANCE, right: 16 }}
      mobileOffset={{ top: HEADER_CLEARANCE, left: 12, right: 12 }}
    />
  );
}
