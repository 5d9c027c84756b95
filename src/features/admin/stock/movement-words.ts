// A stock movement in words for the Stock screen's history: "Sold 2 (order ord_…)", "Hold released +1 (order …)",
// "Restocked +5 (Asha: new batch)", "Returned +1 (request ret_…)". Staff's moves name who and why; the shop's own
// name the order or request they belong to.
import type { MovementKind } from '#/domain/stock-movement.ts';

export type MovementView = {
  kind: MovementKind;
  delta: number;
  ref: string | null;
  reason: string | null;
  actor: string | null;
  actorName?: string | null;
};

/** "+3" or "−2" (a real minus sign, as the screen prints changes). */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

const ORDER_KINDS: readonly MovementKind[] = ['sale', 'hold_released', 'cancelled', 'returned_to_origin'];

/** The words before the brackets: what happened and how many. */
function what(m: MovementView): string {
  switch (m.kind) {
    case 'sale':
      return m.delta < 0 ? `Sold ${-m.delta}` : `Sale given back ${signed(m.delta)}`;
    case 'hold_released':
      return `Hold released ${signed(m.delta)}`;
    case 'cancelled':
      return `Order cancelled ${signed(m.delta)}`;
    case 'returned_to_origin':
      return `Returned to origin ${signed(m.delta)}`;
    case 'return':
      return `Returned ${signed(m.delta)}`;
    case 'exchange':
      return m.delta < 0 ? `Exchange sent out ${-m.delta}` : `Exchange back ${signed(m.delta)}`;
    case 'restock':
      return m.delta > 0 ? `Restocked ${signed(m.delta)}` : `Restock ${signed(m.delta)}`;
    default:
      return `Adjusted ${signed(m.delta)}`;
  }
}

/** In the brackets: who and why for staff's moves, else the order or request (and a note, when there is one). */
function about(m: MovementView): string {
  const who = m.actorName || m.actor;
  if (who) return m.reason ? `${who}: ${m.reason}` : who;
  const ref = m.ref ? `${ORDER_KINDS.includes(m.kind) ? 'order' : 'request'} ${m.ref}` : '';
  return [ref, m.reason].filter(Boolean).join(': ');
}

export function describeMovement(m: MovementView): string {
  const bracket = about(m);
  return bracket ? `${what(m)} (${bracket})` : what(m);
}
