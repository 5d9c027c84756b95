// The inbox screens' list: one card a message or request (what it is about, when and from whom, what it says),
// newest first, a page at a time.
import type { ReactNode } from 'react';
import type { Pages } from '#/features/admin/use-admin-pages.ts';
import { PagedList, when } from '#/features/admin/ui.tsx';

export type InboxCard = { title: ReactNode; at: string; from?: string; text: string };

export function InboxList<T extends { id: string }>({
  list,
  empty,
  noun,
  card,
}: {
  list: Pages<T>;
  empty: string;
  noun: string;
  card: (item: T) => InboxCard;
}) {
  return (
    <div className="flex flex-col gap-4">
      <PagedList list={list} empty={empty} noun={noun}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((item) => {
              const { title, at, from, text } = card(item);
              return (
                <li key={item.id} className="rounded-card border border-line bg-white p-4 text-sm">
                  <p className="font-medium">{title}</p>
                  <p className="mt-1 text-xs text-muted">
                    {when(at)}
                    {from && ` · ${from}`}
                  </p>
                  <p className="mt-2 whitespace-pre-line break-words">{text}</p>
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
