// The packing slip: an A4 page that goes into the parcel, drawn on the tax invoice's surface (pdfkit, Noto Sans, so
// "₹" prints). The store and its address (where a return goes), the order's number and date, who it goes to, what is
// in it (name, size, colour, quantity: no prices, the parcel may be a gift and its paper is read by the courier too),
// what the courier collects (cash on delivery) or that it is prepaid, the AWB once shipped, and how to return it.
import { A4, createPdf, invoiceDate, type Page } from '#/server/modules/invoices/index.ts';

export type PackingSlip = {
  store: { name: string; address: string; phone: string; email: string };
  orderId: string;
  orderDate: Date;
  shipTo: { name: string; lines: string[]; phone: string };
  items: { name: string; size: string; colour: string | null; quantity: number }[];
  /** "Cash on delivery: collect ₹2,499", or "Prepaid". */
  payment: string;
  shipment: { courier: string | null; awb: string | null };
  returnNote: string;
};

const MARGIN = 40;
const RIGHT = A4.width - MARGIN;
const BOTTOM = A4.height - 70;
const SMALL = 8;
const GRAY = 0.35;

type Column = {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (i: PackingSlip['items'][number]) => string;
};
const fixed: Column[] = [
  { title: 'Size', width: 60, align: 'left', cell: (i) => i.size },
  { title: 'Colour', width: 110, align: 'left', cell: (i) => i.colour ?? 'As pictured' },
  { title: 'Qty', width: 40, align: 'right', cell: (i) => String(i.quantity) },
];
const ITEM_WIDTH = RIGHT - MARGIN - 24 - fixed.reduce((sum, c) => sum + c.width, 0);

/** Lines of `text` wrapped to `width` from (x, y), 12 pt apart; answers the y under them. */
function paragraph(page: Page, text: string, x: number, y: number, width: number, size = 9): number {
  for (const line of page.wrap(text, width, size)) {
    page.text(line, x, y, { size });
    y += size + 3;
  }
  return y;
}

function header(page: Page, slip: PackingSlip): number {
  page.text(slip.store.name, MARGIN, MARGIN + 12, { size: 14, font: 'bold' });
  let y = paragraph(page, slip.store.address, MARGIN, MARGIN + 28, 280);
  page.text(`${slip.store.phone} · ${slip.store.email}`, MARGIN, y, { size: 9 });
  page.text('PACKING SLIP', RIGHT, MARGIN + 12, { size: 15, font: 'bold', align: 'right' });
  const details: [string, string][] = [
    ['Order no.', slip.orderId],
    ['Order date', invoiceDate(slip.orderDate)],
    ...(slip.shipment.courier ? [['Courier', slip.shipment.courier] as [string, string]] : []),
    ...(slip.shipment.awb ? [['AWB', slip.shipment.awb] as [string, string]] : []),
  ];
  let right = MARGIN + 34;
  for (const [label, value] of details) {
    page.text(label, RIGHT - 190, right, { size: SMALL, gray: GRAY });
    page.text(value, RIGHT, right, { size: 9, font: 'bold', align: 'right' });
    right += 13;
  }
  y = Math.max(y + 14, right + 4);
  page.line(MARGIN, y, RIGHT, y, 0.8);
  return y + 18;
}

/** Ship-to on the left, the payment in a shaded box on the right (the courier reads it at the door). */
function addressAndPayment(page: Page, slip: PackingSlip, top: number): number {
  page.text('SHIP TO', MARGIN, top, { size: SMALL, font: 'bold', gray: GRAY });
  page.text(slip.shipTo.name, MARGIN, top + 16, { size: 12, font: 'bold' });
  let y = top + 31;
  for (const line of slip.shipTo.lines) y = paragraph(page, line, MARGIN, y, 270, 10);
  if (slip.shipTo.phone) page.text(`Phone: ${slip.shipTo.phone}`, MARGIN, y + 2, { size: 10 });
  y += 16;
  const boxX = RIGHT - 210;
  page.text('PAYMENT', boxX, top, { size: SMALL, font: 'bold', gray: GRAY });
  const lines = page.wrap(slip.payment, 194, 11, 'bold');
  const height = lines.length * 15 + 14;
  page.box(boxX, top + 6, 210, height, { fill: 0.9, stroke: false });
  for (const [i, line] of lines.entries()) page.text(line, boxX + 8, top + 24 + i * 15, { size: 11, font: 'bold' });
  return Math.max(y, top + 6 + height) + 20;
}

function tableHeader(page: Page, y: number): number {
  page.box(MARGIN, y, RIGHT - MARGIN, 20, { fill: 0.92, stroke: false });
  page.text('#', MARGIN + 4, y + 13, { size: SMALL, font: 'bold' });
  page.text('Item', MARGIN + 24, y + 13, { size: SMALL, font: 'bold' });
  let x = MARGIN + 24 + ITEM_WIDTH;
  for (const c of fixed) {
    page.text(c.title, c.align === 'right' ? x + c.width - 4 : x + 4, y + 13, {
      size: SMALL,
      font: 'bold',
      align: c.align,
    });
    x += c.width;
  }
  return y + 34;
}

/** A row per item (names wrap); a full page continues on the next, with the header again. */
function itemRows(pdf: ReturnType<typeof createPdf>, pages: Page[], slip: PackingSlip, top: number) {
  let page = pages.at(-1)!;
  let y = tableHeader(page, top);
  for (const [n, item] of slip.items.entries()) {
    const name = page.wrap(item.name, ITEM_WIDTH - 8, 10);
    const height = (name.length - 1) * 13 + 20;
    if (y + height > BOTTOM) {
      page = pdf.addPage();
      pages.push(page);
      page.text(`${slip.store.name}: packing slip for order ${slip.orderId} (continued)`, MARGIN, MARGIN, {
        size: SMALL,
        gray: GRAY,
      });
      y = tableHeader(page, MARGIN + 10);
    }
    page.text(String(n + 1), MARGIN + 4, y, { size: 10 });
    for (const [k, line] of name.entries()) page.text(line, MARGIN + 24, y + k * 13, { size: 10 });
    let x = MARGIN + 24 + ITEM_WIDTH;
    for (const c of fixed) {
      page.text(c.cell(item), c.align === 'right' ? x + c.width - 4 : x + 4, y, { size: 10, align: c.align });
      x += c.width;
    }
    page.line(MARGIN, y + height - 13, RIGHT, y + height - 13, 0.25);
    y += height;
  }
  const pieces = slip.items.reduce((sum, i) => sum + i.quantity, 0);
  page.text(`${pieces} ${pieces === 1 ? 'piece' : 'pieces'} in this parcel`, RIGHT - 4, y + 2, {
    size: 9,
    font: 'bold',
    align: 'right',
  });
  return { page, y: y + 24 };
}

export function renderPackingSlip(slip: PackingSlip): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = createPdf({ title: `Packing slip ${slip.orderId}`, author: slip.store.name });
  const pages = [pdf.addPage()];
  const top = addressAndPayment(pages[0]!, slip, header(pages[0]!, slip));
  let { page, y } = itemRows(pdf, pages, slip, top);
  if (y + 60 > BOTTOM) {
    page = pdf.addPage();
    pages.push(page);
    y = MARGIN + 10;
  }
  page.line(MARGIN, y, RIGHT, y, 0.5);
  y = paragraph(page, slip.returnNote, MARGIN, y + 16, RIGHT - MARGIN, 9);
  page.text(`Thank you for shopping with ${slip.store.name}.`, MARGIN, y + 6, { size: 9, font: 'bold' });
  pages.forEach((p, i) => {
    const footer = `Order ${slip.orderId} · page ${i + 1} of ${pages.length}`;
    p.text(footer, A4.width / 2 - p.textWidth(footer, 7) / 2, A4.height - 30, { size: 7, gray: 0.5 });
  });
  return pdf.toBytes();
}
