// Mounts the toaster (and with it React and sonner) into its own root at the end of the page. The layout
// imports this on the first toast or when a toast was carried over from the previous page (lib/browser/flash), so
// pages that show no toast load none of it.
import { createRoot } from 'react-dom/client';
import { AppToaster } from './AppToaster.tsx';

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<AppToaster />);
}
