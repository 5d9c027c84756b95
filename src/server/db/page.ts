// Paging of the console's lists, newest first, by keyset: a page ends at a row, the next one starts after it by
// (time, id), so rows inserted meanwhile (always newer) neither shift a row into the next page twice nor push
// one out of view. The cursor carries the row's time to the microsecond as the database stores it (a JS Date
// keeps milliseconds only: rows sharing a millisecond would be skipped), and its id breaks ties.
import { desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badInput } from '#/server/errors.ts';

export const PAGE_MAX = 500;

export type PageRequest = { cursor?: string; limit: number };
export type Paged<T> = { rows: T[]; nextCursor: string | null };

const stale = () => badInput('This list’s page marker is not valid. Reload the list.');
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function decode(cursor: string): { at: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value;
      if (typeof at === 'string' && AT.test(at) && typeof id === 'string' && id.length <= 200) return { at, id };
    }
  } catch {}
  throw stale();
}

const encode = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');

/**
 * The pieces of a keyset query over (at, id), newest first: `after` (the WHERE part; undefined on the first
 * page), `orderBy`, and `key`, to select as the row's exact time for its cursor.
 */
export function keyset(at: AnyPgColumn, id: AnyPgColumn, cursor: string | undefined) {
  const from = cursor ? decode(cursor) : undefined;
  const after: SQL | undefined = from ? sql`(${at}, ${id}) < (${from.at}::timestamptz, ${from.id})` : undefined;
  const key = sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return { after, orderBy: [desc(at), desc(id)], key };
}

/** Of `limit + 1` rows fetched: the page, and the cursor of its last row when one more row exists. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => [at: string, id: string]): Paged<T> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return { rows: kept, nextCursor: rows.length > limit && last ? encode(...keyOf(last)) : null };
}
