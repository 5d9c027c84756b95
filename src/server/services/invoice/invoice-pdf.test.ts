import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pdfText } from '#/server/test/pdf-text.ts';
import { numberInWords, rupeesInWords } from './amount-words.ts';
import { invoiceFigures } from './gst.ts';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.ts';
import { createPdf, textWidth, wrap } from './pdf-writer.ts';
import { parseRateTable, type RateBand } from './tax-table.ts';

const config = {
  apparelRates: parseRateTable('2500:5,Infinity:18') as RateBand[],
  serviceRateBp: 1800,
  apparelHsn: '6204',
  hsnByCategory: {},
};
const doc = (items: number): InvoiceDocument => ({
  number: 'INV/26-27/000042',
  issuedAt: new Date('2026-11-20T10:00:00Z'),
  orderId: 'ord_0123456789abcdef',
  orderDate: new Date('2026-11-20T09:00:00Z'),
  paymentMethod: 'Razorpay',
  seller: { name: 'Saanjh', address: 'Plot 14, Gurugram', gstin: '06ABCDE1234F1Z4', state: 'Haryana', stateCode: '06' },
  buyer: { name: 'Asha Rao (आशा)', address: ['12 MG Road', 'Bengaluru'], phone: '9876543210', email: 'a@example.com' },
  placeOfSupply: { name: 'Karnataka', code: '29' },
  figures: invoiceFigures({
    goods: Array.from({ length: items }, (_, i) => ({
      description: `Dress (${i})`,
      category: 'dress',
      pricePaise: 1000_00,
      quantity: 1,
    })),
    discountPaise: 0,
    charges: [{ kind: 'delivery', paise: 100_00 }],
    intraState: false,
    config,
  }),
});

/** Byte offsets in the cross-reference table point at their objects, and startxref at the table. */
function checkStructure(pdf: Uint8Array) {
  const raw = Buffer.from(pdf).toString('latin1');
  expect(raw.startsWith('%PDF-1.4\n')).toBe(true);
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(raw)?.[1]);
  expect(raw.slice(xrefAt, xrefAt + 4)).toBe('xref');
  const offsets = [...raw.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  for (const [i, offset] of offsets.entries()) expect(raw.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
  for (const m of raw.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    expect(raw.slice(m.index + m[0].length + Number(m[1]), m.index + m[0].length + Number(m[1]) + 10)).toBe(
      '\nendstream',
    );
  }
  return raw;
}

describe('pdf writer', () => {
  it('writes a file whose cross-reference table and stream lengths are exact', () => {
    const pdf = createPdf({ title: 'T (1)', author: 'A' });
    pdf.addPage().text('Hello (world) \\ back', 40, 40);
    pdf.addPage().text('Second page', 40, 40);
    const raw = checkStructure(pdf.toBytes());
    expect(raw).toContain('/Count 2');
    expect(pdfText(pdf.toBytes())).toBe('Hello (world) \\ back\nSecond page');
  });

  it('prints Latin-1 and typographic characters, and "?" for what the standard fonts lack', () => {
    const pdf = createPdf({ title: 't', author: 'a' });
    pdf.addPage().text('Café – “ok” ₹ आ', 40, 40);
    expect(pdfText(pdf.toBytes())).toBe('Café \u0096 \u0093ok\u0094 ? ?');
  });

  it('measures with the font metrics and wraps at spaces', () => {
    expect(textWidth('0123456789', 10)).toBeCloseTo(55.6); // every digit is 556/1000 em
    expect(textWidth('W', 10, 'bold')).toBeCloseTo(9.44);
    expect(wrap('Indigo Block Print Maxi Dress', 50, 8)).toEqual(['Indigo Block', 'Print Maxi', 'Dress']);
    for (const line of wrap('a'.repeat(100), 50, 8)) expect(textWidth(line, 8)).toBeLessThanOrEqual(50);
  });
});

describe('invoice PDF', () => {
  it('carries every line, the totals and the amount in words; long invoices go on to more pages', () => {
    const short = pdfText(renderInvoicePdf(doc(2)));
    expect(short).toContain('INV/26-27/000042 · page 1 of 1');
    expect(short).toContain('Asha Rao (???)');
    expect(short).toContain('Grand total (Rs.)\n2,100.00');
    expect(short).toContain('Rupees Two Thousand One Hundred Only');
    const long = renderInvoicePdf(doc(50));
    checkStructure(long);
    const text = pdfText(long);
    expect(text).toContain('page 2 of 2');
    expect(text).toContain('Saanjh: invoice INV/26-27/000042 (continued)');
    for (let i = 0; i < 50; i++) expect(text).toContain(`Dress (${i})`);
    expect(text).toContain('Grand total (Rs.)\n50,100.00');
  });
});

describe('invoice PDF in a real reader', () => {
  const poppler = spawnSync('pdftotext', ['-v']).status === 0;
  // Poppler (Debian's poppler-utils) where installed: the file opens in a reader that is not ours.
  it.skipIf(!poppler)('pdftotext reads the invoice number, the figures and the specimen mark', () => {
    const latin = { ...doc(3), specimen: true };
    latin.buyer = { ...latin.buyer, name: 'Asha Rao' };
    const out = spawnSync('pdftotext', ['-layout', '-', '-'], { input: renderInvoicePdf(latin) });
    expect(out.status).toBe(0);
    const text = out.stdout.toString();
    expect(text).toMatch(/Invoice no\.\s+INV\/26-27\/000042/);
    expect(text).toMatch(/Grand total \(Rs\.\)\s+3,100\.00/);
    expect(text).toContain('SPECIMEN: demo GSTIN');
    expect(text).toContain('INV/26-27/000042 · page 1 of 1');
    expect(text).not.toContain('?');
  });
  it('marks a specimen only when asked', () => {
    expect(pdfText(renderInvoicePdf(doc(1)))).not.toContain('SPECIMEN');
    expect(pdfText(renderInvoicePdf({ ...doc(1), specimen: true }))).toContain(
      'SPECIMEN: demo GSTIN, not valid for tax',
    );
  });
});

describe('amount in words', () => {
  it('uses the Indian system', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(1_05)).toBe('One Hundred Five');
    expect(numberInWords(12_705)).toBe('Twelve Thousand Seven Hundred Five');
    expect(numberInWords(1_62_935)).toBe('One Lakh Sixty-Two Thousand Nine Hundred Thirty-Five');
    expect(numberInWords(2_03_00_011)).toBe('Two Crore Three Lakh Eleven');
    expect(rupeesInWords(12_705_44)).toBe('Rupees Twelve Thousand Seven Hundred Five and Forty-Four Paise Only');
    expect(rupeesInWords(100_00)).toBe('Rupees One Hundred Only');
  });
});
