// The search overlay's entry: the header (features/header/header.ts) imports this on the first tap on
// Search, so React and the overlay load only for a shopper who searches. It renders the overlay into its own
// root at the end of the page; closing keeps the root (and the typed text) for the next opening.
import { createRoot, type Root } from 'react-dom/client';
import { SearchOverlay } from './SearchOverlay.tsx';

let root: Root | undefined;

function render(open: boolean): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  root.render(<SearchOverlay open={open} onClose={() => render(false)} />);
}

export function openSearch(): void {
  render(true);
}
