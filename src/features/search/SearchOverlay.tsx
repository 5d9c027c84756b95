// Search overlay (spec §2 Header): one field, submit and close. Blank text does nothing; otherwise the
// overlay closes and the shopper goes to /products with the query.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { trapFocus } from '#/lib/focus-trap.ts';
import { searchUrl } from './search.ts';

type Props = { open: boolean; onClose: () => void };

export function SearchOverlay({ open, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const url = searchUrl(text);
    if (!url) return;
    onClose();
    window.location.assign(url);
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onKeyDown={(e) => dialog.current && trapFocus(dialog.current, e.nativeEvent)}
      onClick={(e) => e.target === dialog.current && onClose()}
      aria-label="Search"
      className="m-0 mt-0 w-full max-w-none bg-ivory p-0 text-ink shadow-xl"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader */}
      <form onSubmit={submit} role="search" className="container-page flex items-center gap-2 py-4">
        <label htmlFor="search-input" className="sr-only">
          Search for products or categories
        </label>
        <input
          id="search-input"
          type="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search for products or categories"
          autoComplete="off"
          enterKeyHint="search"
          className="field flex-1"
          autoFocus
        />
        <button type="submit" className="btn-primary px-4" aria-label="Submit search">
          <Search size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
          aria-label="Close search"
        >
          <X size={22} aria-hidden="true" />
        </button>
      </form>
    </dialog>
  );
}
