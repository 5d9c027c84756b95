// The one toast area of the site (spec §2: top-right, auto-close after 5000 ms). It also shows a toast
// carried over from the previous page (see lib/flash).
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { takeFlash } from '~/lib/flash';

export function AppToaster() {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) setTimeout(() => toast[flash.kind](flash.message), 0);
  }, []);
  return <Toaster position="top-right" duration={5000} closeButton richColors />;
}
