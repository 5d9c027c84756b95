// A console screen's list of cards (complaints, returns, the two inboxes): what the screen is for, a "Show" choice
// (the open ones first), then the cards a page at a time with "Load more" under them; and a card's heading with its
// status, and the button that opens a card's form.
import { type ReactNode, useState } from 'react';
import { Select } from '#/components/ui/Options.tsx';
import { Labelled } from './Field.tsx';
import type { Pages } from './use-admin-pages.ts';
import { PagedList } from './ui.tsx';

export function CardList<S extends string, T>({
  intro,
  show,
  list,
  empty,
  noun,
  card,
}: {
  intro?: ReactNode;
  /** The "Show" choice: its values as each reads, in order, and the one chosen. */
  show: { words: Record<S, string>; value: S; onChange: (value: S) => void };
  list: Pages<T>;
  /** What an empty list says: "No complaints waiting." */
  empty: string;
  /** "complaints": the count under the list says it. */
  noun: string;
  /** One item's card, an <li> with its key. */
  card: (item: T) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      {intro && <p className="max-w-2xl text-sm text-muted">{intro}</p>}
      <Labelled label="Show" className="max-w-xs">
        <Select {...show} />
      </Labelled>
      <PagedList list={list} empty={empty} noun={noun}>
        {(items) => <ul className="flex flex-col gap-3">{items.map(card)}</ul>}
      </PagedList>
    </div>
  );
}

/** A list card's heading, the item's status beside it as a pill (`mark`: the pill's data attribute, for tests). */
export function CardHeading(props: { title: ReactNode; status: string; mark: string; statusClassName?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 className="min-w-0 break-words font-sans text-base font-semibold">{props.title}</h2>
      <span
        className={`rounded-pill bg-sand px-3 py-1 text-xs font-medium ${props.statusClassName ?? ''}`}
        {...{ [`data-${props.mark}`]: true }}
      >
        {props.status}
      </span>
    </div>
  );
}

/** A card's form that a button shows under it (`id`: the form's) and hides again; saving may hide it too. */
export function useCardForm(id: string) {
  const [open, setOpen] = useState(false);
  return { id, open, setOpen };
}

/** The button of a card's form (aria-expanded, aria-controls); `what` ends its name for screen readers. */
export function FormToggle(props: {
  form: ReturnType<typeof useCardForm>;
  label: string;
  what: string;
  className?: string;
}) {
  const { id, open, setOpen } = props.form;
  return (
    <button
      type="button"
      className={`btn-outline ${props.className ?? ''}`}
      aria-expanded={open}
      aria-controls={id}
      onClick={() => setOpen(!open)}
    >
      {props.label}
      <span className="sr-only"> {props.what}</span>
    </button>
  );
}
