import { describe, expect, it } from 'vitest';
import { creditNoteFigures } from './credit-note.ts';
import { type InvoiceFigures, invoiceFigures, orderCharges } from './gst.ts';
import { parseRateTable, type RateBand, type TaxConfig } from './tax-table.ts';

const bands = parseRateTable('2500:5,Infinity:18') as RateBand[];
const config: TaxConfig = { apparelRates: bands, serviceRateBp: 1800, apparelHsn: '6204', hsnByCategory: {} };
const item = (itemId: string, pricePaise: number, quantity = 1) => ({
  itemId,
  description: `Dress ${itemId}`,
  category: 'dress',
  pricePaise,
  quantity,
});

/** An order of three items (5%, 5% × 2, 18%) with an odd coupon and express delivery, as its invoice bills it. */
const invoice = (intraState: boolean): InvoiceFigures =>
  invoiceFigures({
    goods: [item('a', 1049_00), item('b', 1999_99, 2), item('c', 3333_33)],
    discountPaise: 777_77,
    charges: orderCharges({ extraPaise: 0, deliveryPaise: 200_00, codFeePaise: 0 }),
    intraState,
    config,
  });
const taxOf = (f: InvoiceFigures) => f.totals.cgstPaise + f.totals.sgstPaise + f.totals.igstPaise;

describe('credit note figures', () => {
  it('a returned item in another state: its invoice line exactly, IGST reversed, nothing of delivery', () => {
    const billed = invoice(false);
    const note = creditNoteFigures(billed, { kind: 'items', itemIds: ['b'] })!;
    const line = billed.lines.find((l) => l.itemId === 'b')!;
    expect(note.intraState).toBe(false);
    expect(note.lines).toEqual([line]);
    expect(note.totals).toEqual({
      discountPaise: line.discountPaise,
      taxablePaise: line.taxablePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: line.igstPaise,
      totalPaise: line.totalPaise,
    });
    expect(line.igstPaise).toBeGreaterThan(0);
    expect(note.totals.taxablePaise + note.totals.igstPaise).toBe(note.totals.totalPaise);
    expect(note.lines.some((l) => l.charge)).toBe(false);
  });

  it("a returned item in the seller's state: CGST + SGST as billed, to the paisa", () => {
    const billed = invoice(true);
    const note = creditNoteFigures(billed, { kind: 'items', itemIds: ['a'] })!;
    const line = billed.lines[0]!;
    expect(note.lines).toEqual([line]);
    expect([note.totals.cgstPaise, note.totals.sgstPaise]).toEqual([line.cgstPaise, line.sgstPaise]);
    expect(note.totals.igstPaise).toBe(0);
    // The odd paisa of tax goes to CGST, on the note as on the invoice.
    expect(note.totals.cgstPaise - note.totals.sgstPaise).toBeGreaterThanOrEqual(0);
    expect(note.totals.cgstPaise - note.totals.sgstPaise).toBeLessThanOrEqual(1);
    expect(note.totals.taxablePaise + taxOf(note)).toBe(note.totals.totalPaise);
  });

  it('notes for every item and the charges together reverse the invoice exactly, paisa for paisa', () => {
    for (const intraState of [true, false]) {
      const billed = invoice(intraState);
      const notes = ['a', 'b', 'c'].map((id) => creditNoteFigures(billed, { kind: 'items', itemIds: [id] })!);
      const sum = (key: keyof InvoiceFigures['totals']) => notes.reduce((total, n) => total + n.totals[key], 0);
      const delivery = billed.lines.find((l) => l.charge === 'delivery')!;
      expect(sum('taxablePaise') + delivery.taxablePaise).toBe(billed.totals.taxablePaise);
      expect(sum('cgstPaise') + delivery.cgstPaise).toBe(billed.totals.cgstPaise);
      expect(sum('sgstPaise') + delivery.sgstPaise).toBe(billed.totals.sgstPaise);
      expect(sum('igstPaise') + delivery.igstPaise).toBe(billed.totals.igstPaise);
      expect(sum('totalPaise') + delivery.totalPaise).toBe(billed.totals.totalPaise);
    }
  });

  it('a whole order undone: every line, goods and charges, the totals of the invoice', () => {
    const billed = invoice(true);
    const note = creditNoteFigures(billed, { kind: 'order' })!;
    expect(note.lines).toEqual(billed.lines);
    expect(note.totals).toEqual(billed.totals);
    expect(note.lines.map((l) => l.charge ?? l.itemId)).toEqual(['a', 'b', 'c', 'delivery']);
  });

  it('names no line of the invoice: no note', () => {
    expect(creditNoteFigures(invoice(false), { kind: 'items', itemIds: ['z'] })).toBeUndefined();
    expect(creditNoteFigures(invoice(false), { kind: 'items', itemIds: [] })).toBeUndefined();
  });

  it('copies the lines: changing the note leaves the invoice as issued', () => {
    const billed = invoice(false);
    const note = creditNoteFigures(billed, { kind: 'items', itemIds: ['c'] })!;
    note.lines[0]!.totalPaise = 0;
    expect(billed.lines[2]!.totalPaise).toBeGreaterThan(0);
  });
});
