// A console list that is a table on a wide screen and a column of cards on a phone (under 768 px): each card shows
// the row's title, every column as "label: value", and the row's actions as buttons you can see and reach, where a
// table on a phone hid its last columns (status, Edit, Disable) off-screen. One of the two is rendered at a time,
// so a screen reader and the tests meet each row once.
import { useEffect, useState, type ReactNode } from 'react';
import { TableFrame, TableHead, td } from './ui.tsx';

export type Column<T> = { label: string; cell: (row: T) => ReactNode; className?: string };

type Props<T> = {
  /** Names the table or the list for screen readers ("Coupons"). */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The first column; on a card, its heading. */
  title: Column<T>;
  columns: readonly Column<T>[];
  actions?: (row: T) => ReactNode;
};

const WIDE = '(min-width: 48rem)';

/** Whether the screen is at least 768 px wide, following a resize or a turned phone. */
function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window === 'undefined' || window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

export function DataList<T>({ label, rows, rowKey, title, columns, actions }: Props<T>) {
  const wide = useWide();
  if (!wide) {
    return (
      <ul aria-label={label} className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-card border border-line bg-white p-4">
            <h3 className={`font-sans text-base font-semibold ${title.className ?? ''}`}>{title.cell(row)}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {columns.map((c) => (
                <div key={c.label} className="contents">
                  <dt className="text-muted">{c.label}</dt>
                  <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="mt-2 flex flex-wrap gap-x-4">{actions(row)}</div>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <TableFrame label={label}>
      <TableHead columns={[title.label, ...columns.map((c) => c.label)]} actions={actions !== undefined} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <td className={`${td} ${title.className ?? ''}`}>{title.cell(row)}</td>
            {columns.map((c) => (
              <td key={c.label} className={`${td} ${c.className ?? ''}`}>
                {c.cell(row)}
              </td>
            ))}
            {actions && <td className={`${td} whitespace-nowrap text-right`}>{actions(row)}</td>}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
