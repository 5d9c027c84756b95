// The toaster (React and sonner) loads on the first toast, or at once when the previous page left one (both
// layouts' start scripts call this). sonner is fetched alongside (AppToaster imports it on its first message).
import { hasFlash } from '#/lib/browser/flash.ts';
import { pendingToasts } from '#/lib/toast.ts';

export function startToaster(): void {
  const load = () => {
    void import('sonner');
    void import('#/components/layout/mount-toaster.tsx').then((m) => m.mountToaster());
  };
  if (pendingToasts.get().length > 0 || hasFlash()) load();
  else {
    const stop = pendingToasts.listen(() => {
      stop();
      load();
    });
  }
}
