// Why a size's stock moved (docs/product/console.md#stock): every change to a size's stock is one of these, recorded
// with the change (stock_movements), so the Stock screen's history explains every unit, not only the manual ones.
export const MOVEMENT_KINDS = [
  /** A checkout took it (a hold placed, or a late payment taking it again). */
  'sale',
  /** An expired, failed or replaced checkout gave it back. */
  'hold_released',
  /** A cancelled order's units back on sale. */
  'cancelled',
  /** A parcel the courier brought back undelivered. */
  'returned_to_origin',
  /** A completed return's unit back on sale. */
  'return',
  /** An exchange: the new size out when asked (back if refused), the old size back when completed. */
  'exchange',
  /** Staff changed one size by a number of units, with a reason (and the product form's sizes). */
  'adjustment',
  /** Staff restocked several sizes at once (add to, or set, the stock), with one reason. */
  'restock',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** The kinds' names in the console's filter. */
export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  sale: 'Sales',
  hold_released: 'Holds released',
  cancelled: 'Cancellations',
  returned_to_origin: 'Returned to origin',
  return: 'Returns',
  exchange: 'Exchanges',
  adjustment: 'Adjustments',
  restock: 'Restocks',
};
