// The record of every change to a size's stock (stock_movements): each site that changes stock calls
// `recordMovement` in the same transaction, right after its statement, with the stock that statement left, so the
// history never lacks a move that happened nor shows one that was rolled back.
import type { Tx } from '#/server/db/client.ts';
import { stockMovements } from '#/server/db/schema/index.ts';
import { newId } from '#/domain/ids.ts';
import type { MovementKind } from '#/domain/stock-movement.ts';

/** Why stock moves: the kind, the order or request it belongs to, and when (the caller's clock). */
export type Why = {
  kind: MovementKind;
  ref: string | null;
  at: Date;
  /** Staff's changes: who (their e-mail, or "automation") and why in their words. */
  actor?: string | null;
  reason?: string | null;
};

export type Movement = Why & { productId: string; size: string; delta: number; stockAfter: number };

/** Writes the movements (one statement; none when the move changed nothing). */
export async function recordMovement(tx: Tx, movements: Movement | readonly Movement[]): Promise<void> {
  const rows = Array.isArray(movements) ? movements : [movements as Movement];
  if (rows.length === 0) return;
  await tx.insert(stockMovements).values(
    rows.map((m) => ({
      id: newId('stk'),
      productId: m.productId,
      size: m.size,
      delta: m.delta,
      stockAfter: m.stockAfter,
      kind: m.kind,
      ref: m.ref,
      reason: m.reason ?? null,
      actor: m.actor ?? null,
      at: m.at,
    })),
  );
}
