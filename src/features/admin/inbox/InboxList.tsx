// The inbox screens' list: one card a request or message (InboxCard.tsx), newest first, a page at a time, those
// still open (new or in progress) unless "Show" asks for another status or all of them.
import type { ReactNode } from 'react';
import { INBOX_STATUS_WORDS, INBOX_STATUSES, type InboxFilter } from '#/domain/inbox.ts';
import type { Pages } from '#/features/admin/use-admin-pages.ts';
import { Labelled } from '#/features/admin/Field.tsx';
import { PagedList } from '#/features/admin/ui.tsx';
import { type InboxActions, InboxCard, type InboxCardView, type InboxItem } from './InboxCard.tsx';

export type { InboxActions, InboxCardView };

const FILTER_WORDS: Record<InboxFilter, string> = {
  open: 'Open (new and in progress)',
  ...INBOX_STATUS_WORDS,
  all: 'All',
};
const FILTERS: InboxFilter[] = ['open', ...INBOX_STATUSES, 'all'];

export function InboxList<T extends InboxItem>({
  list,
  filter,
  onFilter,
  noun,
  intro,
  card,
  actions,
}: {
  list: Pages<T>;
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
  /** "requests": the empty list and the count under it say it. */
  noun: string;
  intro: ReactNode;
  card: (item: T) => InboxCardView;
  actions: InboxActions;
}) {
  const empty =
    filter === 'all'
      ? `No ${noun} yet.`
      : `No ${noun} ${filter === 'open' ? 'waiting' : `marked ${INBOX_STATUS_WORDS[filter].toLowerCase()}`}.`;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-2xl text-sm text-muted">{intro}</p>
      <Labelled label="Show" className="max-w-xs">
        <select
          className="field"
          value={filter}
          onChange={(e) => onFilter(FILTERS.find((f) => f === e.target.value) ?? 'open')}
        >
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {FILTER_WORDS[f]}
            </option>
          ))}
        </select>
      </Labelled>
      <PagedList list={list} empty={empty} noun={noun}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <InboxCard key={item.id} item={item} view={card(item)} actions={actions} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
