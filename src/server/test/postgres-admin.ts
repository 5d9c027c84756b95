// Creating and dropping the test databases on the PostgreSQL server at TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';

/** A name no parallel run or test file will take; safe to put in SQL unquoted. */
export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** The server's URL pointed at another database on it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on a connection of its own (CREATE/DROP DATABASE cannot share a pooled session's transaction). */
export async function adminQuery<T extends object>(serverUrl: string, sql: string, params: unknown[] = []) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
