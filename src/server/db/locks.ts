// Row locks that serialize work across transactions and API instances: a row in checkout_locks per key, locked
// for the rest of the transaction (created the first time). Keys in use: 'user:…' (a shopper's checkouts,
// payment confirmations, ended checkouts, returns and other wallet changes), 'ip:…' (one address's checkouts),
// 'cod-phone:…' and 'cod-place:…' (unpaid cash per phone and address), 'cod-quota:…' (code sends).
// Lock order: the shopper's first, then the others.
import { sql } from 'drizzle-orm';
import type { Tx } from '#/server/db/client.ts';
import { checkoutLocks } from '#/server/db/schema/index.ts';

/** Locks the row `key` for the rest of the transaction (creating it the first time). */
export async function lockRow(tx: Tx, key: string): Promise<void> {
  await tx
    .insert(checkoutLocks)
    .values({ key })
    .onConflictDoUpdate({ target: checkoutLocks.key, set: { key: sql`excluded.key` } });
}

/** The shopper's turn: take it first in the transaction, before any row it changes. */
export const lockShopper = (tx: Tx, userId: string) => lockRow(tx, `user:${userId}`);
