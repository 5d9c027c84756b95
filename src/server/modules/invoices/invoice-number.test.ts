import { describe, expect, it } from 'vitest';
import { financialYear, formatDocumentNumber, formatInvoiceNumber } from './invoice-number.ts';

describe('invoice numbers', () => {
  it('run from 1 April to 31 March in Indian time', () => {
    expect(financialYear(new Date('2026-11-20T10:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('26-27'); // 23:59:59 IST on 31 March
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28'); // 00:00 IST on 1 April
    expect(financialYear(new Date('2026-03-31T20:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });

  it('fit in the 16 characters GST allows, with hyphens and slashes only', () => {
    const number = formatInvoiceNumber('26-27', 123);
    expect(number).toBe('INV/26-27/000123');
    expect(number.length).toBeLessThanOrEqual(16);
    expect(formatInvoiceNumber('26-27', 999_999)).toMatch(/^[A-Z0-9/-]{1,16}$/);
  });

  it('credit notes have their own series and prefix, in the same 16 characters', () => {
    expect(formatDocumentNumber('credit-note', '26-27', 7)).toBe('CN/26-27/000007');
    expect(formatDocumentNumber('credit-note', '26-27', 999_999)).toMatch(/^[A-Z0-9/-]{1,16}$/);
    expect(formatDocumentNumber('invoice', '26-27', 7)).toBe(formatInvoiceNumber('26-27', 7));
  });
});
