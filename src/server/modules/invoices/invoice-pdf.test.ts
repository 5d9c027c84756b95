import { describe, expect, it } from 'vitest';
import { pdfText } from '#/server/test/pdf-text.ts';
import { numberInWords, rupeesInWords } from '#/domain/amount-words.ts';
import { invoiceFigures } from '#/domain/gst.ts';
import { createPdf } from './pdf-canvas.ts';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.ts';
import { parseRateTable, type RateBand } from '#/domain/tax-table.ts';

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

describe('pdf canvas', () => {
  it('measures with the embedded font and wraps at spaces, cutting a word too long for a line', () => {
    const page = createPdf({ title: 't', author: 'a' }).addPage();
    expect(page.textWidth('0000', 10)).toBeCloseTo(4 * page.textWidth('0', 10));
    expect(page.textWidth('W', 10, 'bold')).toBeGreaterThan(page.textWidth('W', 10));
    expect(page.wrap('Indigo Block Print Maxi Dress', 50, 8)).toEqual(['Indigo Block', 'Print Maxi', 'Dress']);
    const long = page.wrap('a'.repeat(100), 50, 8);
    expect(long.join('')).toBe('a'.repeat(100));
    for (const line of long) expect(page.textWidth(line, 8)).toBeLessThanOrEqual(50);
  });
});

describe('invoice PDF', () => {
  it('prints ₹ and Devanagari in the embedded font, every line, the totals and the amount in words', async () => {
    const pdf = await renderInvoicePdf(doc(2));
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toMatch(/\/FontFile2 /); // the TrueType font is embedded (a subset), not assumed present
    const text = pdfText(pdf);
    expect(text).toContain('TAX INVOICE');
    expect(text).toMatch(/Invoice no\. INV\/26-27\/000042/);
    expect(text).toContain('Asha Rao (आशा)');
    expect(text).toContain('Grand total (₹) 2,100.00');
    expect(text).toContain('Rupees Two Thousand One Hundred Only');
    expect(text).toContain('INV/26-27/000042 · page 1 of 1');
    expect(text).not.toContain('Rs.');
  });

  it('goes on to more pages, the table header and the invoice number repeated', async () => {
    const text = pdfText(await renderInvoicePdf(doc(50)));
    expect(text).toContain('page 1 of 2');
    expect(text).toContain('page 2 of 2');
    expect(text).toContain('Saanjh: invoice INV/26-27/000042 (continued)');
    for (let i = 0; i < 50; i++) expect(text).toContain(`Dress (${i})`);
    expect(text).toContain('Grand total (₹) 50,100.00');
  });

  it('marks a specimen only when asked', async () => {
    expect(pdfText(await renderInvoicePdf(doc(1)))).not.toContain('SPECIMEN');
    expect(pdfText(await renderInvoicePdf({ ...doc(1), specimen: true }))).toContain(
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
