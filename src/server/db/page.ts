// Paging of the console's lists, newest first, by keyset: a page ends at a row, the next one starts after it by
// (time, id), so rows inserted meanwhile (always newer) neither shift a row into the next page twice nor push
// one out of view. The cursor carries the row's time to the microsecond as the database stores it (a JS Date
// keeps milliseconds only: rows sharing a millisecond would be skipped), and its id breaks ties.
import { and, asc, desc, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badInput } from '#/server/errors.ts';
import type { Db } from './client.ts';

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
 * The pieces of a keyset query over (at, id), newest first (or `oldest` first: a queue by deadline): `after` (the
 * WHERE part; undefined on the first page), `orderBy`, and `key`, to select as the row's exact time for its cursor.
 */
export function keyset(
  at: AnyPgColumn,
  id: AnyPgColumn,
  cursor: string | undefined,
  order: 'newest' | 'oldest' = 'newest',
) {
  const from = cursor ? decode(cursor) : undefined;
  const past = order === 'newest' ? sql`<` : sql`>`;
  const after: SQL | undefined = from ? sql`(${at}, ${id}) ${past} (${from.at}::timestamptz, ${from.id})` : undefined;
  const key = sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return { after, orderBy: order === 'newest' ? [desc(at), desc(id)] : [asc(at), asc(id)], key };
}

/**
 * A keyset over a sequence column alone, newest (highest) first: for rows whose sequence is their order (rows that
 * share a time, or come from clocks that disagree). Its cursor has the same shape, the number as the id; `key` as
 * `keyset`'s.
 */
export function sequenceKeyset(at: AnyPgColumn, seq: AnyPgColumn, cursor: string | undefined) {
  const from = cursor ? decode(cursor) : undefined;
  if (from && !/^\d{1,18}$/.test(from.id)) throw stale();
  return {
    after: from ? lt(seq, Number(from.id)) : undefined,
    orderBy: [desc(seq)],
    key: keyset(at, seq, undefined).key,
  };
}

/** Of `limit + 1` rows fetched: the page, and the cursor of its last row when one more row exists. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => [at: string, id: string]): Paged<T> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return { rows: kept, nextCursor: rows.length > limit && last ? encode(...keyOf(last)) : null };
}

/** A page of whole rows of one table, newest first by (at, id), of those meeting every condition given. */
export async function newestFirst<T extends PgTable>(
  db: Db,
  table: T,
  by: { at: AnyPgColumn; id: AnyPgColumn },
  request: PageRequest,
  conditions: (SQL | undefined)[] = [],
): Promise<Paged<T['$inferSelect']>> {
  const page = keyset(by.at, by.id, request.cursor);
  const rows = await db
    .select({ row: table, key: page.key, id: by.id })
    // A generic table is more than drizzle's types follow here; the rows keep their table's type all the same.
    .from(table as PgTable)
    .where(and(page.after, ...conditions))
    .orderBy(...page.orderBy)
    .limit(request.limit + 1);
  const { rows: kept, nextCursor } = pageOf(rows, request.limit, (r) => [r.key, String(r.id)]);
  return { rows: kept.map((r) => r.row), nextCursor };
}

/** The ILIKE pattern of rows containing `q` as typed (its % and _ taken literally), or undefined for no search. */
export function containing(q: string | undefined): string | undefined {
  return q ? `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
}
