// The tax invoice as an A4 PDF, laid out like an Indian GST invoice: seller with GSTIN, invoice number and
// date, buyer and place of supply, a line per item (HSN, quantity, taxable value, CGST + SGST or IGST), totals,
// the amount in words, and the declarations. Amounts are in rupees (₹), drawn with pdfkit (pdf-canvas.ts).
// A credit note is the same document about the lines it reverses, citing the invoice it reverses them from.
import { rupeesInWords } from '#/domain/amount-words.ts';
import type { InvoiceFigures, InvoiceLine } from '#/domain/gst.ts';
import { A4, createPdf, type Page } from './pdf-canvas.ts';
import { toRupees } from '#/domain/money.ts';

export type InvoiceDocument = {
  number: string;
  issuedAt: Date;
  orderId: string;
  orderDate: Date;
  paymentMethod: string;
  seller: { name: string; address: string; gstin: string; state: string; stateCode: string };
  /** The demo GSTIN: printed as a specimen, not valid for tax. */
  specimen?: boolean;
  buyer: { name: string; address: string[]; phone: string; email: string };
  placeOfSupply: { name: string; code?: string };
  figures: InvoiceFigures;
  /** Set for a credit note (CGST Act s. 34): the invoice it reverses lines of, and why. */
  creditNote?: { invoiceNumber: string; invoiceDate: Date; reason: string };
};

/** The words that differ between a tax invoice and a credit note. */
function wording(doc: InvoiceDocument) {
  if (!doc.creditNote)
    return {
      title: 'TAX INVOICE',
      name: 'invoice',
      labelWidth: 64,
      total: 'Grand total (₹)',
      details: [
        ['Invoice no.', doc.number],
        ['Invoice date', invoiceDate(doc.issuedAt)],
        ['Order no.', doc.orderId],
        ['Order date', invoiceDate(doc.orderDate)],
        ['Payment', `${doc.paymentMethod} (paid)`],
      ] as [string, string][],
      notes: [
        'Prices include GST. The taxable value of each line is its price less discount, divided by (1 + GST rate).',
        'Tax is not payable on reverse charge. This is a computer-generated invoice and needs no signature.',
      ],
    };
  const cited = doc.creditNote;
  return {
    title: 'CREDIT NOTE',
    name: 'credit note',
    labelWidth: 78,
    total: 'Total credited (₹)',
    details: [
      ['Credit note no.', doc.number],
      ['Credit note date', invoiceDate(doc.issuedAt)],
      ['Against invoice', cited.invoiceNumber],
      ['Invoice date', invoiceDate(cited.invoiceDate)],
      ['Order no.', doc.orderId],
      ['Reason', cited.reason],
    ] as [string, string][],
    notes: [
      `Issued under section 34 of the CGST Act 2017: the lines above, as billed on invoice ${cited.invoiceNumber}, ` +
        'are reversed with their tax.',
      'Tax is not payable on reverse charge. This is a computer-generated credit note and needs no signature.',
    ],
  };
}

const MARGIN = 40;
const RIGHT = A4.width - MARGIN;
const BOTTOM = A4.height - 60;
const SMALL = 8;
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const money = (paise: number) => rupees.format(toRupees(paise));
export const invoiceDate = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' })
    .format(date)
    .replace(/,/g, '');
const percent = (bp: number) => `${bp / 100}%`;
const stateWithCode = (s: { name: string; code?: string }) => (s.code ? `${s.name} (${s.code})` : s.name);

type Column = { title: string[]; width: number; align: 'left' | 'right'; cell: (l: InvoiceLine, i: number) => string };

function columns(intraState: boolean): Column[] {
  const num = (title: string[], width: number, cell: Column['cell']): Column => ({
    title,
    width,
    align: 'right',
    cell,
  });
  const taxes = intraState
    ? [num(['CGST'], 46, (l) => money(l.cgstPaise)), num(['SGST'], 46, (l) => money(l.sgstPaise))]
    : [num(['IGST'], 50, (l) => money(l.igstPaise))];
  const fixed: Column[] = [
    { title: ['#'], width: 16, align: 'left', cell: (_, i) => String(i + 1) },
    { title: ['HSN/', 'SAC'], width: 38, align: 'left', cell: (l) => l.hsn },
    num(['Qty'], 22, (l) => String(l.quantity)),
    num(['Unit price', '(incl. GST)'], 54, (l) => money(l.grossPaise / l.quantity)),
    num(['Discount'], 46, (l) => money(l.discountPaise)),
    num(['Taxable', 'value'], 54, (l) => money(l.taxablePaise)),
    num(['GST', 'rate'], 30, (l) => percent(l.rateBp)),
    ...taxes,
    num(['Total'], 56, (l) => money(l.totalPaise)),
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  const description: Column = {
    title: ['Description'],
    width: RIGHT - MARGIN - used,
    align: 'left',
    cell: (l) => l.description,
  };
  return [fixed[0]!, description, ...fixed.slice(1)];
}

/** Writes label/value rows at (x, y); returns the y below them. */
function pairs(page: Page, rows: [string, string][], x: number, y: number, labelWidth: number): number {
  for (const [label, value] of rows) {
    page.text(label, x, y, { size: SMALL, gray: 0.35 });
    page.text(value, x + labelWidth, y, { size: 9, font: 'bold' });
    y += 13;
  }
  return y;
}

function header(page: Page, doc: InvoiceDocument): number {
  const words = wording(doc);
  page.text(words.title, RIGHT, MARGIN + 12, { size: 15, font: 'bold', align: 'right' });
  page.text('Original for recipient', RIGHT, MARGIN + 24, { size: SMALL, align: 'right', gray: 0.35 });
  if (doc.specimen)
    page.text('SPECIMEN: demo GSTIN, not valid for tax', RIGHT, MARGIN + 35, {
      size: SMALL,
      font: 'bold',
      align: 'right',
    });
  page.text(doc.seller.name, MARGIN, MARGIN + 12, { size: 14, font: 'bold' });
  let y = MARGIN + 28;
  for (const l of page.wrap(doc.seller.address, 280, 9)) {
    page.text(l, MARGIN, y);
    y += 12;
  }
  page.text(`GSTIN: ${doc.seller.gstin}`, MARGIN, y + 2, { font: 'bold' });
  page.text(`State: ${stateWithCode({ name: doc.seller.state, code: doc.seller.stateCode })}`, MARGIN, y + 15);
  const right = pairs(page, words.details, RIGHT - 200, MARGIN + 52, words.labelWidth);
  y = Math.max(y + 28, right + 4);
  page.line(MARGIN, y, RIGHT, y, 0.8);
  return y + 16;
}

function parties(page: Page, doc: InvoiceDocument, top: number): number {
  page.text('BILL TO / SHIP TO', MARGIN, top, { size: SMALL, font: 'bold', gray: 0.35 });
  page.text(doc.buyer.name, MARGIN, top + 14, { size: 10, font: 'bold' });
  let y = top + 27;
  for (const l of doc.buyer.address.flatMap((a) => page.wrap(a, 280, 9))) {
    page.text(l, MARGIN, y);
    y += 12;
  }
  // An erased shopper's order keeps no phone or e-mail (domain/erasure.ts): the line is left out, not left blank.
  const contact = [doc.buyer.phone && `Phone: ${doc.buyer.phone}`, doc.buyer.email && `E-mail: ${doc.buyer.email}`];
  if (contact.some(Boolean)) page.text(contact.filter(Boolean).join('   '), MARGIN, y);
  const supply = doc.figures.intraState ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)';
  const right = pairs(
    page,
    [
      ['Place of supply', stateWithCode(doc.placeOfSupply)],
      ['Supply', supply],
      ['Reverse charge', 'No'],
    ],
    RIGHT - 200,
    top + 14,
    74,
  );
  return Math.max(y, right) + 18;
}

function tableHeader(page: Page, cols: Column[], y: number): number {
  page.box(MARGIN, y, RIGHT - MARGIN, 24, { fill: 0.92, stroke: false });
  let x = MARGIN;
  for (const c of cols) {
    c.title.forEach((t, i) => {
      const at = c.align === 'right' ? x + c.width - 3 : x + 3;
      page.text(t, at, y + 10 + i * 9, { size: 7.5, font: 'bold', align: c.align });
    });
    x += c.width;
  }
  return y + 36;
}

/** One row per line; descriptions wrap. Starts a new page (with the table header again) when one is full. */
function rows(pdf: ReturnType<typeof createPdf>, pages: Page[], doc: InvoiceDocument, cols: Column[], y: number) {
  let page = pages.at(-1)!;
  for (const [i, l] of doc.figures.lines.entries()) {
    const descCol = cols[1]!;
    const desc = page.wrap(descCol.cell(l, i), descCol.width - 6, SMALL);
    // Baselines 10 pt apart; the rule 4 pt under the last one (below descenders), the next row 11 pt under it.
    const height = (desc.length - 1) * 10 + 15;
    if (y + height > BOTTOM) {
      page = pdf.addPage();
      pages.push(page);
      const continued = `${doc.seller.name}: ${wording(doc).name} ${doc.number} (continued)`;
      page.text(continued, MARGIN, MARGIN, { size: SMALL, gray: 0.35 });
      y = tableHeader(page, cols, MARGIN + 10);
    }
    let x = MARGIN;
    for (const c of cols) {
      const lines = c === descCol ? desc : [c.cell(l, i)];
      lines.forEach((t, k) => {
        page.text(t, c.align === 'right' ? x + c.width - 3 : x + 3, y + k * 10, { size: SMALL, align: c.align });
      });
      x += c.width;
    }
    page.line(MARGIN, y + height - 11, RIGHT, y + height - 11, 0.25);
    y += height;
  }
  return { page, y };
}

function totals(page: Page, doc: InvoiceDocument, top: number): number {
  const t = doc.figures.totals;
  const taxRows: [string, number][] = doc.figures.intraState
    ? [
        ['CGST', t.cgstPaise],
        ['SGST', t.sgstPaise],
      ]
    : [['IGST', t.igstPaise]];
  const rowsOf: [string, number][] = [
    ['Total discount', t.discountPaise],
    ['Total taxable value', t.taxablePaise],
    ...taxRows,
  ];
  let y = top;
  for (const [label, paise] of rowsOf) {
    page.text(label, RIGHT - 190, y, { size: 9 });
    page.text(money(paise), RIGHT - 3, y, { size: 9, align: 'right' });
    y += 14;
  }
  page.box(RIGHT - 196, y - 9, 196, 22, { fill: 0.92, stroke: false });
  page.text(wording(doc).total, RIGHT - 190, y + 5, { size: 10, font: 'bold' });
  page.text(money(t.totalPaise), RIGHT - 3, y + 5, { size: 10, font: 'bold', align: 'right' });
  page.text('Amount in words', MARGIN, top, { size: SMALL, font: 'bold', gray: 0.35 });
  let w = top + 13;
  for (const l of page.wrap(rupeesInWords(t.totalPaise), 270, 9)) {
    page.text(l, MARGIN, w, { size: 9 });
    w += 12;
  }
  return Math.max(y + 30, w + 10);
}

function declarations(page: Page, doc: InvoiceDocument, top: number) {
  const { notes } = wording(doc);
  for (const [i, note] of notes.entries()) page.text(note, MARGIN, top + i * 11, { size: 7.5, gray: 0.35 });
  page.text(`For ${doc.seller.name}`, RIGHT, top + 34, { size: 9, font: 'bold', align: 'right' });
  page.text('Authorised signatory', RIGHT, top + 62, { size: SMALL, align: 'right', gray: 0.35 });
}

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array<ArrayBuffer>> {
  const title = doc.creditNote ? `Credit note ${doc.number}` : `Tax invoice ${doc.number}`;
  const pdf = createPdf({ title, author: doc.seller.name });
  const pages = [pdf.addPage()];
  const cols = columns(doc.figures.intraState);
  const start = tableHeader(pages[0]!, cols, parties(pages[0]!, doc, header(pages[0]!, doc)));
  let { page, y } = rows(pdf, pages, doc, cols, start);
  if (y + 170 > BOTTOM) {
    page = pdf.addPage();
    pages.push(page);
    y = MARGIN + 10;
  }
  declarations(page, doc, totals(page, doc, y + 6));
  pages.forEach((p, i) => {
    const footer = `${doc.number} · page ${i + 1} of ${pages.length}`;
    p.text(footer, A4.width / 2 - p.textWidth(footer, 7) / 2, A4.height - 30, { size: 7, gray: 0.5 });
  });
  return pdf.toBytes();
}
