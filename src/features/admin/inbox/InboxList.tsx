// The inbox screens' list: one card a request or message (InboxCard.tsx), newest first, a page at a time, those
// still open (new or in progress) unless "Show" asks for another status or all of them. Each inbox lives under its
// own path: the list, a status change (PATCH :id) and a reply mailed to the sender (:id/replies).
import { useState } from 'react';
import { accepted, api, type ApiOptions, type ApiSuccess } from '#/lib/api.ts';
import { INBOX_STATUS_WORDS, type InboxFilter } from '#/domain/inbox.ts';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { CardList } from '#/features/admin/CardList.tsx';
import { type InboxActions, InboxCard, type InboxCardView, type InboxItem } from './InboxCard.tsx';

export type { InboxCardView };

/** The "Show" choice, in the order it lists them. */
const FILTER_WORDS: Record<InboxFilter, string> = {
  open: 'Open (new and in progress)',
  ...INBOX_STATUS_WORDS,
  all: 'All',
};

type InboxPath = '/api/admin/contact-messages' | '/api/admin/custom-requests';

export function InboxList<P extends InboxPath, T extends InboxItem>({
  path,
  rows,
  noun,
  intro,
  card,
}: {
  path: P;
  /** The items of a page of the list. */
  rows: (page: ApiSuccess<P, 'GET'>) => readonly T[];
  /** "requests": the empty list and the count under it say it. */
  noun: string;
  intro: string;
  card: (item: T) => InboxCardView;
}) {
  const [filter, setFilter] = useState<InboxFilter>('open');
  // Both paths take the same query; a generic path's options are not known to be the same type.
  const list = useAdminPages(path, { query: { status: filter, limit: 50 } } as ApiOptions<P, 'GET'>, rows);
  const inbox: InboxPath = path;
  const actions: InboxActions = {
    setStatus: async (id, status) => {
      accepted(await api(`${inbox}/:id`, { method: 'PATCH', params: { id }, body: { status } }));
      list.reload();
    },
    reply: async (id, text) => {
      accepted(await api(`${inbox}/:id/replies`, { params: { id }, body: { text } }));
      list.reload();
    },
  };
  const empty =
    filter === 'all'
      ? `No ${noun} yet.`
      : `No ${noun} ${filter === 'open' ? 'waiting' : `marked ${INBOX_STATUS_WORDS[filter].toLowerCase()}`}.`;
  return (
    <CardList
      intro={intro}
      show={{ words: FILTER_WORDS, value: filter, onChange: setFilter }}
      list={list}
      empty={empty}
      noun={noun}
      card={(item) => <InboxCard key={item.id} item={item} view={card(item)} actions={actions} />}
    />
  );
}
