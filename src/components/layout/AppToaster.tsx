// The one toast area of the site (spec §2: top-right, auto-close after 5000 ms).
import { Toaster } from 'sonner';

export function AppToaster() {
  return <Toaster position="top-right" duration={5000} closeButton richColors />;
}
