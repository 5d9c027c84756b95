// The figures of a tax invoice. Prices are tax-inclusive: a line's taxable value is its price ÷ (1 + rate),
// rounded to the paisa, and its tax is the rest, so taxable value + tax is exactly what the shopper paid.
// Within the seller's state the tax is CGST + SGST (half each, the odd paisa to CGST); otherwise IGST.
import { spreadDiscount } from '#/domain/discount-share.ts';
import { apparelRateBp, CHARGES, type ChargeKind, hsnFor, type TaxConfig } from '#/domain/tax-table.ts';

export type GoodsLine = {
  description: string;
  category: string;
  pricePaise: number;
  quantity: number;
  /** The order item the line bills: a credit note for its return reverses this line. */
  itemId?: string;
};
export type InvoiceLine = {
  /** Goods: the order item billed. */
  itemId?: string;
  /** A charge: which one (delivery, COD fee, customisation). */
  charge?: ChargeKind;
  description: string;
  hsn: string;
  quantity: number;
  /** Before the coupon, tax-inclusive. */
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the shopper paid for the line: taxable value + tax. */
  totalPaise: number;
};
export type InvoiceFigures = {
  intraState: boolean;
  lines: InvoiceLine[];
  totals: Pick<InvoiceLine, 'discountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>;
};

/** Splits a tax-inclusive amount at `rateBp` basis points into taxable value and tax (round half up). */
export function splitInclusive(pricePaise: number, rateBp: number): { taxablePaise: number; taxPaise: number } {
  const divisor = 10_000 + rateBp;
  const taxablePaise = Math.floor((2 * pricePaise * 10_000 + divisor) / (2 * divisor));
  return { taxablePaise, taxPaise: pricePaise - taxablePaise };
}

/** CGST and SGST take half each (the odd paisa to CGST); IGST takes it all. */
export function splitTax(taxPaise: number, intraState: boolean) {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

function line(
  base: Pick<
    InvoiceLine,
    'itemId' | 'charge' | 'description' | 'hsn' | 'quantity' | 'grossPaise' | 'discountPaise' | 'rateBp'
  >,
  intraState: boolean,
): InvoiceLine {
  const totalPaise = base.grossPaise - base.discountPaise;
  const { taxablePaise, taxPaise } = splitInclusive(totalPaise, base.rateBp);
  return { ...base, taxablePaise, ...splitTax(taxPaise, intraState), totalPaise };
}

/**
 * The charges an order bills beside its goods, each its own line (a zero one prints none): the customised
 * colour, delivery, and the cash-on-delivery fee, all taxed as services (GST_SERVICE_RATE).
 */
export function orderCharges(order: { extraPaise: number; deliveryPaise: number; codFeePaise: number }) {
  return [
    { kind: 'customisation', paise: order.extraPaise },
    { kind: 'delivery', paise: order.deliveryPaise },
    { kind: 'cod', paise: order.codFeePaise },
  ] as const satisfies readonly { kind: ChargeKind; paise: number }[];
}

/**
 * Every line of an order: its goods (the coupon spread over them by value, as a return credits it, and the
 * rate chosen by what a piece costs after its share), then its charges (delivery, COD fee …) as services.
 */
export function invoiceFigures(input: {
  goods: readonly GoodsLine[];
  discountPaise: number;
  charges: readonly { kind: ChargeKind; paise: number }[];
  intraState: boolean;
  config: TaxConfig;
}): InvoiceFigures {
  const { config, intraState } = input;
  const values = input.goods.map((g) => g.pricePaise * g.quantity);
  const shares = spreadDiscount(input.discountPaise, values);
  const lines = input.goods.map((g, i) =>
    line(
      {
        ...(g.itemId ? { itemId: g.itemId } : {}),
        description: g.description,
        hsn: hsnFor(config, g.category),
        quantity: g.quantity,
        grossPaise: values[i]!,
        discountPaise: shares[i]!,
        rateBp: apparelRateBp(config.apparelRates, values[i]! - shares[i]!, g.quantity),
      },
      intraState,
    ),
  );
  for (const charge of input.charges.filter((c) => c.paise > 0)) {
    const { description, sac } = CHARGES[charge.kind];
    const base = {
      charge: charge.kind,
      description,
      hsn: sac,
      quantity: 1,
      grossPaise: charge.paise,
      discountPaise: 0,
    };
    lines.push(line({ ...base, rateBp: config.serviceRateBp }, intraState));
  }
  return withTotals(intraState, lines);
}

/** Figures of these lines: each total is the sum of the lines' own figures, so nothing is rounded twice. */
export function withTotals(intraState: boolean, lines: InvoiceLine[]): InvoiceFigures {
  const sum = (key: keyof InvoiceFigures['totals']) => lines.reduce((total, l) => total + l[key], 0);
  return {
    intraState,
    lines,
    totals: {
      discountPaise: sum('discountPaise'),
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('totalPaise'),
    },
  };
}
