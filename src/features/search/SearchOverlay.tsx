// Search overlay (docs/product/catalog-and-search.md#search): one field, submit and close. Blank text does nothing;
// otherwise the overlay closes and the shopper goes to /products with the query. As the shopper types, an ARIA combobox
// suggests categories and products (arrow keys move, Enter opens one); the suggester and its index load
// only when the overlay first opens, so pages carry none of it before a shopper searches.
import { useDeferredValue, useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { CloseButton } from '#/components/ui/CloseButton.tsx';
import { useModalDialog } from '#/lib/browser/use-modal-dialog.ts';
import { searchUrl } from './search-url.ts';
import type { Suggestion, Suggestions } from './search-index.ts';

type Props = { open: boolean; onClose: () => void };
type Suggester = (query: string) => Suggestions;

let suggester: Promise<Suggester | undefined> | undefined;
/** The suggester, loaded once per page; undefined when the index cannot be fetched (the field still searches). */
function loadSuggester(): Promise<Suggester | undefined> {
  suggester ??= Promise.all([import('./search-index.ts'), fetch('/search-index.json').then((r) => r.json())])
    .then(([{ createSuggester }, file]) => createSuggester(file))
    .catch((error: unknown) => {
      console.error('Search suggestions are unavailable', error);
      suggester = undefined;
      return undefined;
    });
  return suggester;
}

const EMPTY: Suggestions = { categories: [], products: [] };
const groupTitle = 'px-3 pt-2 pb-1 text-xs font-semibold tracking-[0.2em] text-muted uppercase';
const optionClass = 'flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm';

export function SearchOverlay({ open, onClose }: Props) {
  const { props: modal } = useModalDialog({ open, onBackdrop: onClose });
  const [text, setText] = useState('');
  const [suggest, setSuggest] = useState<Suggester>();
  const [active, setActive] = useState(-1);
  const query = useDeferredValue(text.trim());

  useEffect(() => {
    if (open) void loadSuggester().then((s) => s && setSuggest(() => s));
  }, [open]);

  const found = query && suggest ? suggest(query) : EMPTY;
  const options: Suggestion[] = [...found.categories, ...found.products];
  const expanded = options.length > 0;
  const current = active >= 0 && active < options.length ? active : -1;

  function go(url: string) {
    onClose();
    window.location.assign(url);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (current >= 0) return go(options[current]!.href);
    const url = searchUrl(text);
    if (url) go(url);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!expanded || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    e.preventDefault();
    const step = e.key === 'ArrowDown' ? 1 : -1;
    // Past either end the focus returns to the text itself (-1), as in the ARIA combobox pattern.
    setActive((a) => {
      const next = (a < -1 || a >= options.length ? -1 : a) + step;
      return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
    });
  }

  const optionId = (i: number) => `search-option-${i}`;
  const group = (key: string, title: string, list: Suggestion[], first: number) =>
    list.length > 0 && (
      // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group, not fieldset
      <div role="group" aria-labelledby={`search-group-${key}`}>
        <div id={`search-group-${key}`} className={groupTitle}>
          {title}
        </div>
        {list.map((s, i) => renderOption(s, first + i))}
      </div>
    );
  const renderOption = (s: Suggestion, i: number) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard path is the combobox's arrows and Enter
    <div
      key={s.href}
      id={optionId(i)}
      role="option"
      tabIndex={-1}
      aria-selected={i === current}
      className={`${optionClass} ${i === current ? 'bg-sand' : 'hover:bg-sand/60'}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => go(s.href)}
    >
      <span className="min-w-0 truncate font-medium">{s.label}</span>
      <span className="shrink-0 text-xs text-muted">{s.detail}</span>
    </div>
  );

  return (
    <dialog
      {...modal}
      onClose={onClose}
      aria-label="Search"
      className="m-0 mt-0 max-h-dvh w-full max-w-none overflow-y-auto bg-ivory p-0 text-ink shadow-xl"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader */}
      <form onSubmit={submit} role="search" className="container-page flex items-center gap-2 py-4">
        <label htmlFor="search-input" className="sr-only">
          Search for products or categories
        </label>
        <input
          id="search-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls="search-suggestions"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          placeholder="Search for products or categories"
          autoComplete="off"
          enterKeyHint="search"
          className="field min-w-0 flex-1"
          autoFocus
        />
        <button type="submit" className="btn-primary shrink-0 px-4" aria-label="Submit search">
          <Search size={18} aria-hidden="true" />
        </button>
        <CloseButton onClick={onClose} label="Close search" iconSize={22} />
      </form>
      <div className="container-page">
        <div
          id="search-suggestions"
          role="listbox"
          aria-label="Suggestions"
          className={expanded ? 'space-y-3 border-t border-line pt-2 pb-4' : 'hidden'}
        >
          {group('categories', 'Categories', found.categories, 0)}
          {group('products', 'Products', found.products, found.categories.length)}
        </div>
        <p className="sr-only" aria-live="polite">
          {query && suggest ? `${options.length} suggestions` : ''}
        </p>
      </div>
    </dialog>
  );
}
