// A console screen's list of cards (complaints, returns, the two inboxes): what the screen is for, a "Show" choice
// (the open ones first), then the cards a page at a time with "Load more" under them.
import type { ReactNode } from 'react';
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
  /** The "Show" choice: its values, how each reads, the one chosen. */
  show: { values: readonly [S, ...S[]]; words: Record<S, string>; value: S; onChange: (value: S) => void };
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
