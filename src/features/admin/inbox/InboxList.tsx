// The inbox screens' list: one card a request or message (InboxCard.tsx), newest first, a page at a time, those
// still open (new or in progress) unless "Show" asks for another status or all of them.
import type { ReactNode } from 'react';
import { INBOX_STATUS_WORDS, INBOX_STATUSES, type InboxFilter } from '#/domain/inbox.ts';
import type { Pages } from '#/features/admin/use-admin-pages.ts';
import { CardList } from '#/features/admin/CardList.tsx';
import { type InboxActions, InboxCard, type InboxCardView, type InboxItem } from './InboxCard.tsx';

export type { InboxActions, InboxCardView };

const FILTER_WORDS: Record<InboxFilter, string> = {
  open: 'Open (new and in progress)',
  ...INBOX_STATUS_WORDS,
  all: 'All',
};
const FILTERS = ['open', ...INBOX_STATUSES, 'all'] as const;

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
    <CardList
      intro={intro}
      show={{ values: FILTERS, words: FILTER_WORDS, value: filter, onChange: onFilter }}
      list={list}
      empty={empty}
      noun={noun}
      card={(item) => <InboxCard key={item.id} item={item} view={card(item)} actions={actions} />}
    />
  );
}
