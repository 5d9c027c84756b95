// The search overlay's entry: the header imports it (through index.ts) on the first tap on
// Search, so React and the overlay load only for a shopper who searches. It renders the overlay into its own
// root at the end of the page; closing keeps the root (and the typed text) for the next opening.
import { createRoot, type Root } from 'react-dom/client';
import { SearchOverlay } from './SearchOverlay.tsx';

let root: Root | undefined;

function render(open: boolean, opener?: HTMLElement): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  // Closing gives the focus back to the Search button (the dialog opened from it), not to the page's top.
  const onClose = () => {
    opener?.focus();
    render(false);
  };
  root.render(<SearchOverlay open={open} onClose={onClose} />);
}

export function openSearch(opener: HTMLElement): void {
  render(true, opener);
}
