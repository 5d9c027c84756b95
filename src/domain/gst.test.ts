import { describe, expect, it } from 'vitest';
import { invoiceFigures, orderCharges, splitInclusive, splitTax } from './gst.ts';
import { apparelRateBp, parseHsnMap, parseRateTable, type RateBand, type TaxConfig } from '#/domain/tax-table.ts';

const bands = parseRateTable('2500:5,Infinity:18') as RateBand[];
const config: TaxConfig = { apparelRates: bands, serviceRateBp: 1800, apparelHsn: '6204', hsnByCategory: {} };
const dress = (pricePaise: number, quantity = 1) => ({
  description: 'Dress (M)',
  category: 'dress',
  pricePaise,
  quantity,
});

describe('splitInclusive', () => {
  it('taxable value + tax is the price exactly, for every price from 1 paisa to ₹50,000 in odd steps', () => {
    for (const rateBp of [500, 1200, 1800, 250]) {
      for (let price = 1; price <= 50_000_00; price += 997) {
        const { taxablePaise, taxPaise } = splitInclusive(price, rateBp);
        expect(Number.isInteger(taxablePaise)).toBe(true);
        expect(taxablePaise + taxPaise).toBe(price);
        // Rounded to the nearest paisa: within half a paisa of price ÷ (1 + rate).
        expect(Math.abs(taxablePaise - (price * 10_000) / (10_000 + rateBp))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('rounds to the nearest paisa, half up', () => {
    expect(splitInclusive(1049_00, 500)).toEqual({ taxablePaise: 999_05, taxPaise: 49_95 }); // 99904.76…
    expect(splitInclusive(100_00, 1800)).toEqual({ taxablePaise: 84_75, taxPaise: 15_25 }); // 8474.576…
    expect(splitInclusive(21, 500)).toEqual({ taxablePaise: 20, taxPaise: 1 }); // 20.0 exactly
    expect(splitInclusive(2625_00, 500)).toEqual({ taxablePaise: 2500_00, taxPaise: 125_00 });
    expect(splitInclusive(0, 500)).toEqual({ taxablePaise: 0, taxPaise: 0 });
  });
});

describe('rate by price per piece', () => {
  it('5% up to ₹2,500 a piece, 18% above; quantity does not change the piece price', () => {
    expect(apparelRateBp(bands, 2500_00, 1)).toBe(500);
    expect(apparelRateBp(bands, 2500_01, 1)).toBe(1800);
    expect(apparelRateBp(bands, 3000_00, 2)).toBe(500); // 2 × ₹1,500
    expect(apparelRateBp(bands, 5000_02, 2)).toBe(1800);
    const figures = invoiceFigures({
      goods: [dress(1500_00, 2), dress(2500_00), dress(2650_00)],
      discountPaise: 0,
      charges: [],
      intraState: false,
      config,
    });
    expect(figures.lines.map((l) => l.rateBp)).toEqual([500, 500, 1800]);
  });

  it('parses the table and refuses a bad one with a reason', () => {
    expect(parseRateTable('1000:5, 2500:12 ,Infinity:18')).toEqual([
      { upToPaise: 1000_00, rateBp: 500 },
      { upToPaise: 2500_00, rateBp: 1200 },
      { upToPaise: Number.POSITIVE_INFINITY, rateBp: 1800 },
    ]);
    expect(parseRateTable('2500:5')).toMatch(/last band must be Infinity/);
    expect(parseRateTable('2500:5,1000:12,Infinity:18')).toMatch(/rise/);
    expect(parseRateTable('2500:five,Infinity:18')).toMatch(/"2500:five" is not rupees:percent/);
    expect(parseRateTable('2500:5,Infinity:40')).toMatch(/not rupees:percent/);
    expect(parseHsnMap('Top:6206, kurti:62114290')).toEqual({ top: '6206', kurti: '62114290' });
    expect(parseHsnMap('top:62')).toMatch(/not category:HSN/);
  });
});

describe('CGST + SGST or IGST', () => {
  /** The invoice of one dress at `pricePaise`, nothing else on it. */
  const oneDress = (pricePaise: number, intraState: boolean) =>
    invoiceFigures({ goods: [dress(pricePaise)], discountPaise: 0, charges: [], intraState, config });

  it('within the seller state: halves that sum to the tax, the odd paisa to CGST', () => {
    expect(splitTax(15_25, true)).toEqual({ cgstPaise: 7_63, sgstPaise: 7_62, igstPaise: 0 });
    expect(splitTax(1, true)).toEqual({ cgstPaise: 1, sgstPaise: 0, igstPaise: 0 });
    expect(splitTax(48, true)).toEqual({ cgstPaise: 24, sgstPaise: 24, igstPaise: 0 });
    const [l] = oneDress(1049_00, true).lines;
    expect(l).toMatchObject({ taxablePaise: 999_05, cgstPaise: 24_98, sgstPaise: 24_97, igstPaise: 0 });
    expect(l!.taxablePaise + l!.cgstPaise + l!.sgstPaise).toBe(1049_00);
  });

  it('to another state: all IGST', () => {
    expect(oneDress(1049_00, false).lines[0]).toMatchObject({
      taxablePaise: 999_05,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 49_95,
    });
  });
});

describe('invoiceFigures', () => {
  it('spreads the coupon by value, taxes delivery as a service at 18%, and totals to what was paid', () => {
    const figures = invoiceFigures({
      goods: [dress(1000_00), dress(1500_00, 2), { ...dress(2990_00), category: 'top' }],
      discountPaise: 1398_00, // 20% of ₹6,990
      charges: [
        { kind: 'delivery', paise: 100_00 },
        { kind: 'cod', paise: 0 },
      ],
      intraState: true,
      config: { ...config, hsnByCategory: { top: '6206' } },
    });
    expect(figures.lines.map((l) => [l.hsn, l.discountPaise, l.totalPaise, l.rateBp])).toEqual([
      ['6204', 200_00, 800_00, 500],
      ['6204', 600_00, 2400_00, 500],
      // ₹2,990 − ₹598 = ₹2,392 a piece after its share: 5%.
      ['6206', 598_00, 2392_00, 500],
      ['996812', 0, 100_00, 1800], // a zero COD fee prints no line
    ]);
    for (const l of figures.lines) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
    const { totals } = figures;
    expect(totals.totalPaise).toBe(6990_00 - 1398_00 + 100_00);
    expect(totals.discountPaise).toBe(1398_00);
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise).toBe(totals.totalPaise);
    expect(totals.igstPaise).toBe(0);
  });

  it('a rounding coupon spreads to whole paise and the totals still add up', () => {
    for (let discount = 1; discount < 500_00; discount += 3_37) {
      const goods = [dress(349_00, 3), dress(2799_00), dress(1190_00, 2)];
      const figures = invoiceFigures({ goods, discountPaise: discount, charges: [], intraState: true, config });
      expect(figures.totals.discountPaise).toBe(discount);
      const { taxablePaise, cgstPaise, sgstPaise, totalPaise } = figures.totals;
      expect(taxablePaise + cgstPaise + sgstPaise).toBe(totalPaise);
      expect(totalPaise).toBe(349_00 * 3 + 2799_00 + 1190_00 * 2 - discount);
    }
  });

  it('bills the COD fee as its own service line at the service rate, beside delivery', () => {
    const order = { extraPaise: 0, deliveryPaise: 100_00, codFeePaise: 49_00 };
    const figures = invoiceFigures({
      goods: [dress(1049_00)],
      discountPaise: 0,
      charges: orderCharges(order),
      intraState: true,
      config,
    });
    const [, delivery, cod] = figures.lines;
    expect(delivery).toMatchObject({ description: 'Delivery charges', hsn: '996812', totalPaise: 100_00 });
    // ₹49 ÷ 1.18 = ₹41.5254… → ₹41.53 taxable; ₹7.47 tax, ₹3.74 CGST + ₹3.73 SGST.
    expect(cod).toMatchObject({
      description: 'Cash on delivery fee',
      hsn: '996812',
      quantity: 1,
      grossPaise: 49_00,
      discountPaise: 0,
      rateBp: 1800,
      taxablePaise: 41_53,
      cgstPaise: 3_74,
      sgstPaise: 3_73,
      igstPaise: 0,
      totalPaise: 49_00,
    });
    expect(figures.totals.totalPaise).toBe(1049_00 + 100_00 + 49_00);
    const elsewhere = invoiceFigures({
      goods: [],
      discountPaise: 0,
      charges: orderCharges(order),
      intraState: false,
      config,
    });
    expect(elsewhere.lines[1]).toMatchObject({ taxablePaise: 41_53, igstPaise: 7_47, cgstPaise: 0 });
  });

  it('follows the configured service rate for the COD fee, and prints no line for a zero fee', () => {
    const at12 = invoiceFigures({
      goods: [],
      discountPaise: 0,
      charges: orderCharges({ extraPaise: 0, deliveryPaise: 0, codFeePaise: 49_00 }),
      intraState: false,
      config: { ...config, serviceRateBp: 1200 },
    });
    // ₹49 ÷ 1.12 = ₹43.75 exactly.
    expect(at12.lines).toEqual([expect.objectContaining({ rateBp: 1200, taxablePaise: 43_75, igstPaise: 5_25 })]);
    const none = orderCharges({ extraPaise: 0, deliveryPaise: 0, codFeePaise: 0 });
    expect(invoiceFigures({ goods: [], discountPaise: 0, charges: none, intraState: false, config }).lines).toEqual([]);
  });
});
