// Small pieces every console screen uses: a loading/error line, a card, an empty state, a data table frame and
// a paged list.
import type { ReactNode } from 'react';
import { FileDown } from 'lucide-react';
import { attempt } from './use-action.ts';
import type { Pages } from './use-admin-pages.ts';

export function LoadState({ loading, error, onRetry }: { loading: boolean; error?: string; onRetry?: () => void }) {
  if (error) {
    return (
      <div role="alert" className="rounded-card border border-rose bg-rose/5 p-4 text-sm">
        {error}
        {onRetry && (
          <button type="button" className="link-underline ml-3 min-h-11 font-medium" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return loading ? (
    <p className="text-sm text-muted" role="status">
      Loading…
    </p>
  ) : null;
}

export function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-sans text-base font-semibold">{title}</h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-card border border-dashed border-line p-6 text-center text-sm text-muted">{children}</p>;
}

/** A table that scrolls sideways on a phone; focusable so a keyboard can scroll it too. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      className="relative overflow-x-auto rounded-card border border-line bg-white"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe)
      tabIndex={0}
      aria-label={label}
    >
      <table className="w-full min-w-[36rem] text-left text-sm">{children}</table>
    </section>
  );
}

export const th = 'border-b border-line px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase';

/** A table's column headings; `actions` adds a last one, for screen readers only, over the rows' buttons. */
export function TableHead({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((h) => (
          <th key={h} scope="col" className={th}>
            {h}
          </th>
        ))}
        {actions && (
          <th scope="col" className={th}>
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
export const td = 'border-b border-line/60 px-3 py-2 align-top';

/** A select's value as one of `values` (the API's enum), or '' when it is none of them ("All"). */
export const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  values.find((v) => v === value) ?? '';

// The shop runs on India time, wherever the browser is.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
/** ISO 8601 (or epoch ms) → "26 Nov 2026, 2:10 pm"; blank for nothing. */
export function when(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}

/** Under a paged list: how many rows show, and a "Load more" button while the server has more. */
export function LoadMore({
  shown,
  noun,
  list,
}: {
  shown: number;
  noun: string;
  list: { hasMore: boolean; loadingMore: boolean; moreError?: string; loadMore: () => void };
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p className="text-muted" role="status">
        {shown} {noun} shown{list.hasMore ? '' : ' (all of them)'}
      </p>
      {list.hasMore && (
        <button
          type="button"
          className="btn-outline min-h-11"
          onClick={list.loadMore}
          disabled={list.loadingMore}
          aria-busy={list.loadingMore}
        >
          {list.loadingMore ? 'Loading…' : 'Load more'}
        </button>
      )}
      {list.moreError && (
        <p role="alert" className="w-full text-rose-dark">
          {list.moreError}
        </p>
      )}
    </div>
  );
}

/** A paged list (useAdminPages) as the screens show it: loading or its error, `empty` when there are no rows,
 * else the rows (`children`) with "Load more" under them. */
export function PagedList<T>({
  list,
  empty,
  noun,
  children,
}: {
  list: Pages<T>;
  empty: ReactNode;
  noun: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <>
      <LoadState loading={list.loading && !list.items} error={list.error} onRetry={list.reload} />
      {list.items &&
        (list.items.length === 0 ? (
          <Empty>{empty}</Empty>
        ) : (
          <>
            {children(list.items)}
            <LoadMore shown={list.items.length} noun={noun} list={list} />
          </>
        ))}
    </>
  );
}

/** A paged list of rows in one bordered box (orders, products): `row` is one <li> with its key. */
export function PagedRows<T>({
  row,
  ...paged
}: Omit<Parameters<typeof PagedList<T>>[0], 'children'> & {
  row: (item: T) => ReactNode;
}) {
  return (
    <PagedList {...paged}>
      {(items) => <ul className="divide-y divide-line rounded-card border border-line bg-white">{items.map(row)}</ul>}
    </PagedList>
  );
}

/** Above a screen: the way back to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a className="link-underline inline-flex min-h-11 items-center text-sm" href={href}>
        {children}
      </a>
    </p>
  );
}

/** A row's button: its word (`children`), and for screen readers the row it acts on ("Archive" + " Indigo Kurta"). */
export function RowAction({
  of,
  onClick,
  className = '',
  disabled = false,
  children,
}: {
  of: string;
  onClick: () => void;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`link-underline min-h-11 ${className}`} onClick={onClick} disabled={disabled}>
      {children}
      <span className="sr-only"> {of}</span>
    </button>
  );
}

/** A button that saves a file from the console's API (a CSV, an invoice); a failure is told in a toast. */
export function DownloadButton({ save, children }: { save: () => Promise<unknown>; children: ReactNode }) {
  return (
    <button type="button" className="btn-outline" onClick={() => attempt(save)}>
      <FileDown size={18} aria-hidden="true" />
      {children}
    </button>
  );
}
