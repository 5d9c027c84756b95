// What a GST credit note reverses (CGST Act s. 34): the lines of the original tax invoice for the supply that
// came back, copied from the invoice as it was issued, so every figure (taxable value, CGST + SGST or IGST, total)
// matches the invoice to the paisa and the tax reversed is exactly the tax charged.
//   A returned item: its goods line only. Delivery, the COD fee and a customisation were services rendered and are
//   not refunded, so they stay billed; the return fee is kept from the store credit, not netted into the note.
//   A whole order undone (a paid parcel back at the store): every line, goods and charges.
// Exchanges issue none: an exchange swaps a size of the same product at the same price, so the value supplied does
// not change (docs/product/returns-and-exchanges.md#gst-credit-notes).
import { type InvoiceFigures, withTotals } from './gst.ts';

export type Reversal = { kind: 'items'; itemIds: readonly string[] } | { kind: 'order' };

/** The credit note's figures: the invoice lines `reversal` names, with their totals; undefined when it names none. */
export function creditNoteFigures(invoice: InvoiceFigures, reversal: Reversal): InvoiceFigures | undefined {
  const lines =
    reversal.kind === 'order'
      ? invoice.lines
      : invoice.lines.filter((l) => l.itemId !== undefined && reversal.itemIds.includes(l.itemId));
  if (lines.length === 0) return undefined;
  return withTotals(
    invoice.intraState,
    lines.map((l) => ({ ...l })),
  );
}
