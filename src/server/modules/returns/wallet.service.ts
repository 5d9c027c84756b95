// Store credit (docs/product/returns-and-exchanges.md#store-credit): credits from returns, each with its own expiry;
// spending takes the credits that expire first, and never more than is left, whatever the concurrency: the spender
// locks the shopper's live credits (always in the same order, so two spenders wait rather than deadlock) and each
// decrement is conditional on what is left, with a CHECK constraint as the last word. A refund puts each part back into
// the credit it came from, so it keeps that credit's expiry.
import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orders, walletDebits, walletEntries } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { formatPaise } from '#/domain/money.ts';
import type { Tx } from '#/server/db/client.ts';
import { newId } from '#/domain/ids.ts';

export type Spend = { userId: string; amountPaise: number; reason: string; ref: string };
export type SpendResult = { ok: true } | { ok: false; balancePaise: number };

/** The order credits are spent in, and locked in by every writer, so two writers wait rather than deadlock. */
const spendOrder = [
  sql`${walletEntries.expiresAt} asc nulls last`,
  asc(walletEntries.createdAt),
  asc(walletEntries.id),
] as const;

/** What an order spends from the wallet is recorded under this reference. */
export const walletRef = (orderId: string) => `order:${orderId}`;

export function createWalletService(db: Db, now: () => Date) {
  const live = (userId: string) =>
    and(
      eq(walletEntries.userId, userId),
      gt(walletEntries.remainingPaise, 0),
      or(isNull(walletEntries.expiresAt), gt(walletEntries.expiresAt, now())),
    );

  async function balance(userId: string, tx: Tx | Db = db): Promise<number> {
    const [row] = await tx
      .select({ paise: sql<number>`coalesce(sum(${walletEntries.remainingPaise}), 0)::int` })
      .from(walletEntries)
      .where(live(userId));
    return row?.paise ?? 0;
  }

  /** Spends `amountPaise` from the earliest-expiring credits, or nothing when the live balance is short. */
  async function trySpend(tx: Tx, spend: Spend): Promise<SpendResult> {
    if (!Number.isInteger(spend.amountPaise) || spend.amountPaise <= 0)
      throw new Error('spend: a positive paise amount');
    const credits = await tx
      .select({ id: walletEntries.id, remaining: walletEntries.remainingPaise })
      .from(walletEntries)
      .where(live(spend.userId))
      .orderBy(...spendOrder)
      .for('update');
    const balancePaise = credits.reduce((sum, c) => sum + c.remaining, 0);
    if (balancePaise < spend.amountPaise) return { ok: false, balancePaise };
    let left = spend.amountPaise;
    for (const credit of credits) {
      if (left === 0) break;
      const part = Math.min(left, credit.remaining);
      const taken = await tx
        .update(walletEntries)
        .set({ remainingPaise: sql`${walletEntries.remainingPaise} - ${part}` })
        .where(and(eq(walletEntries.id, credit.id), gte(walletEntries.remainingPaise, part)))
        .returning({ id: walletEntries.id });
      if (taken.length === 0) throw new Error('wallet: a locked credit changed under its lock');
      await tx.insert(walletDebits).values({
        id: newId('wdb'),
        userId: spend.userId,
        entryId: credit.id,
        amountPaise: part,
        ref: spend.ref,
        reason: spend.reason,
        createdAt: now(),
      });
      left -= part;
    }
    return { ok: true };
  }

  /**
   * The shopper's unexpired credits, earliest expiry first, each with what is left of it counting what an unpaid
   * checkout holds: a new checkout ends the open one, and that part comes back to its credit first.
   */
  async function credits(userId: string) {
    const [entries, held] = await Promise.all([
      db
        .select({ id: walletEntries.id, remaining: walletEntries.remainingPaise, expiresAt: walletEntries.expiresAt })
        .from(walletEntries)
        .where(
          and(
            eq(walletEntries.userId, userId),
            or(isNull(walletEntries.expiresAt), gt(walletEntries.expiresAt, now())),
          ),
        )
        .orderBy(...spendOrder),
      db
        .select({ entryId: walletDebits.entryId, paise: walletDebits.amountPaise })
        .from(walletDebits)
        .innerJoin(orders, eq(walletDebits.ref, sql`'order:' || ${orders.id}`))
        .where(and(eq(orders.userId, userId), eq(orders.paymentState, 'pending'), isNull(walletDebits.refundedAt))),
    ]);
    return entries
      .map((e) => ({
        id: e.id,
        remainingPaise: e.remaining + held.filter((h) => h.entryId === e.id).reduce((sum, h) => sum + h.paise, 0),
        expiresAt: e.expiresAt,
      }))
      .filter((c) => c.remainingPaise > 0);
  }

  return {
    balance,
    trySpend,
    credits,

    /** What the shopper can spend at checkout (see credits). */
    async spendable(userId: string): Promise<number> {
      return (await credits(userId)).reduce((sum, c) => sum + c.remainingPaise, 0);
    },

    /** Credits the wallet; the credit counts until `expiresAt`. */
    async credit(tx: Tx, input: { userId: string; amountPaise: number; reason: string; expiresAt: Date | null }) {
      if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0) return;
      await tx.insert(walletEntries).values({
        id: newId('wal'),
        userId: input.userId,
        amountPaise: input.amountPaise,
        remainingPaise: input.amountPaise,
        reason: input.reason,
        expiresAt: input.expiresAt,
        createdAt: now(),
      });
    },

    /** Like trySpend, but a short balance is refused with a message that says how much there is. */
    async spend(tx: Tx, spend: Spend): Promise<void> {
      const result = await trySpend(tx, spend);
      if (!result.ok) {
        const [has, needs] = [result.balancePaise, spend.amountPaise].map((p) => formatPaise(p));
        throw new AppError('rule', `Your store credit (${has}) does not cover ${needs}.`);
      }
    },

    /** What is spent under `ref` and not given back. */
    async held(tx: Tx, ref: string): Promise<number> {
      const [row] = await tx
        .select({ paise: sql<number>`coalesce(sum(${walletDebits.amountPaise}), 0)::int` })
        .from(walletDebits)
        .where(and(eq(walletDebits.ref, ref), isNull(walletDebits.refundedAt)));
      return row?.paise ?? 0;
    },

    /** Gives back everything spent under `ref` (e.g. an order whose payment window expired), once. */
    async refund(tx: Tx, ref: string): Promise<number> {
      const parts = await tx
        .update(walletDebits)
        .set({ refundedAt: now() })
        .where(and(eq(walletDebits.ref, ref), isNull(walletDebits.refundedAt)))
        .returning({ entryId: walletDebits.entryId, amountPaise: walletDebits.amountPaise });
      if (parts.length === 0) return 0;
      const entries = await tx
        .select({ id: walletEntries.id })
        .from(walletEntries)
        .where(inArray(walletEntries.id, [...new Set(parts.map((p) => p.entryId))]))
        .orderBy(...spendOrder)
        .for('update');
      for (const entry of entries) {
        const paise = parts.filter((p) => p.entryId === entry.id).reduce((sum, p) => sum + p.amountPaise, 0);
        await tx
          .update(walletEntries)
          .set({ remainingPaise: sql`${walletEntries.remainingPaise} + ${paise}` })
          .where(eq(walletEntries.id, entry.id));
      }
      return parts.reduce((sum, p) => sum + p.amountPaise, 0);
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
