// GET /api/order/{orderId}/invoice: the tax invoice PDF of the shopper's own paid order, numbered once from a
// gap-free series (at payment, or on the first download of an order paid before invoices existed), and the same
// PDF attached to the confirmation mail. Runs on PGlite and on PostgreSQL, where parallel requests really race.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dressesAtBothRates, EXPRESS_DELIVERY, HARYANA, rupees, taxable } from '#/server/test/gst-documents.ts';
import { bearer, captureMailer } from '#/server/test/auth-helpers.ts';
import { pdfText } from '#/server/test/pdf-text.ts';
import { ADDRESS, checkoutShop, type Line, type Shopper } from '#/server/test/checkout.ts';
import { orders } from '#/server/db/schema/index.ts';

const mailer = captureMailer();
const shop = checkoutShop({ mailer, start: '2026-11-20T10:00:00Z' });
/** A dress at or under ₹2,500 (5%) and one above (18%). */
let cheap: Line;
let dear: Line;

async function download(orderId: string, who: Shopper) {
  const res = await shop.store.app.request(`/api/order/${orderId}/invoice`, { headers: bearer(who.token) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: res.headers.get('Content-Type') === 'application/pdf' ? pdfText(bytes) : '' };
}

let shoppers = 0;
/** A shopper's order through the API: Proceed to Pay, and (unless `paid` is false) the sandbox payment. */
async function order(lines: [Line, number][], address = ADDRESS, paid = true) {
  const who = await shop.shopper();
  const ip = `203.0.113.${++shoppers}`; // open checkouts are limited per address
  const body = { ...(await shop.checkoutBody(lines, undefined, { shipping: 'express' })), address };
  const placed = await shop.call('/api/order/razorpay', body, who, ip);
  expect(placed.status).toBe(200);
  if (paid) expect((await shop.pay(who, placed.body.order.id, ip)).status).toBe(200);
  return { who, orderId: placed.body.order.receipt as string, amountPaise: placed.body.order.amount as number };
}

const numberIn = (text: string) => /INV\/26-27\/(\d{6})/.exec(text)?.[0] ?? '';
const serialOf = (number: string) => Number(number.slice(-6));

beforeAll(async () => {
  ({ cheap, dear } = await dressesAtBothRates(shop));
});

describe('GET /api/order/{orderId}/invoice', () => {
  it('another state: IGST per line, delivery as a service at 18%, totals to what was paid', async () => {
    const { who, orderId, amountPaise } = await order([
      [cheap, 2],
      [dear, 1],
    ]);
    const { res, text } = await download(orderId, who);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="invoice-INV-26-27-\d{6}\.pdf"$/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('GSTIN: 06ABCDE1234F1Z4');
    expect(text).toContain('SPECIMEN: demo GSTIN, not valid for tax'); // SELLER_GSTIN is not set
    expect(numberIn(text)).not.toBe('');
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('Inter-state (IGST)');
    expect(text).not.toContain('CGST');
    const lines: [number, number][] = [
      [cheap.pricePaise * 2, 5],
      [dear.pricePaise, 18],
      [EXPRESS_DELIVERY, 18],
    ];
    for (const [paise, percent] of lines) {
      expect(text).toContain(rupees(taxable(paise, percent)));
      expect(text).toContain(rupees(paise - taxable(paise, percent)));
    }
    expect(text).toMatch(/ 6204 [\s\S]* 6204 [\s\S]* 996812 /);
    const igst = lines.reduce((sum, [paise, percent]) => sum + paise - taxable(paise, percent), 0);
    expect(text).toContain(`\nIGST ${rupees(igst)}\n`);
    expect(amountPaise).toBe(cheap.pricePaise * 2 + dear.pricePaise + EXPRESS_DELIVERY);
    expect(text).toContain(`Grand total (₹) ${rupees(amountPaise)}`);
  });

  it("the seller's state: CGST and SGST, half each, summing to the tax", async () => {
    const { who, orderId } = await order([[dear, 1]], HARYANA);
    const { text } = await download(orderId, who);
    expect(text).toContain('Haryana (06)');
    expect(text).toContain('Intra-state (CGST + SGST)');
    const tax = dear.pricePaise - taxable(dear.pricePaise, 18) + (EXPRESS_DELIVERY - taxable(EXPRESS_DELIVERY, 18));
    const [cgst, sgst] = [/\nCGST ([\d,.]+)/.exec(text)?.[1], /\nSGST ([\d,.]+)/.exec(text)?.[1]];
    const paise = (s = '') => Math.round(Number(s.replace(/,/g, '')) * 100);
    expect(paise(cgst) + paise(sgst)).toBe(tax);
    expect(Math.abs(paise(cgst) - paise(sgst))).toBeLessThanOrEqual(1);
    expect(text).not.toContain('IGST');
  });

  it("answers 404 for another shopper's order and for an unpaid one, and 401 without a login", async () => {
    const { orderId } = await order([[cheap, 1]]);
    const stranger = await shop.shopper();
    const theirs = await download(orderId, stranger);
    expect(theirs.res.status).toBe(404);
    expect(JSON.parse(Buffer.from(theirs.bytes).toString())).toEqual({ success: false, message: 'Order not found' });
    const unpaid = await order([[cheap, 1]], ADDRESS, false);
    const early = await download(unpaid.orderId, unpaid.who);
    expect(early.res.status).toBe(404);
    expect(JSON.parse(Buffer.from(early.bytes).toString())).toMatchObject({
      success: false,
      message: expect.stringMatching(/no invoice yet/),
    });
    expect((await shop.store.app.request(`/api/order/${orderId}/invoice`)).status).toBe(401);
  });

  it('the confirmation mail carries the same invoice as the download', async () => {
    const { who, orderId } = await order([[cheap, 1]]);
    const mail = mailer.sent.findLast((m) => m.subject.includes(orderId) && m.to === ADDRESS.email.toLowerCase());
    const [file] = mail?.attachments ?? [];
    expect(file).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/^invoice-INV-/) });
    const number = numberIn(pdfText(file!.content));
    expect(mail?.text).toContain(`Your tax invoice ${number} is attached.`);
    expect(numberIn((await download(orderId, who)).text)).toBe(number);
  });

  it('numbers consecutive orders consecutively', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { who, orderId } = await order([[cheap, 1]]);
      numbers.push(numberIn((await download(orderId, who)).text));
    }
    const first = serialOf(numbers[0]!);
    expect(numbers.map(serialOf)).toEqual([first, first + 1, first + 2]);
  });

  it('parallel first downloads of orders paid before invoices existed: one number each, none skipped', async () => {
    // Paid before this feature (no number yet): placed through the API, marked paid directly.
    const placed = [];
    for (let i = 0; i < 4; i++) placed.push(await order([[cheap, 1]], ADDRESS, false));
    for (const p of placed) await shop.db.update(orders).set({ paymentState: 'paid' }).where(eq(orders.id, p.orderId));
    const last = serialOf(
      numberIn(
        mailer.sent
          .flatMap((m) => m.attachments ?? [])
          .map((a) => pdfText(a.content))
          .at(-1)!,
      ),
    );
    // Each order downloaded three times at once, all twelve requests in parallel.
    const replies = await Promise.all(placed.flatMap((p) => [1, 2, 3].map(() => download(p.orderId, p.who))));
    expect(replies.map((r) => r.res.status)).toEqual(Array(12).fill(200));
    const numbers = replies.map((r) => numberIn(r.text));
    for (let i = 0; i < 4; i++) expect(new Set(numbers.slice(i * 3, i * 3 + 3)).size).toBe(1);
    const serials = [...new Set(numbers)].map(serialOf).sort((a, b) => a - b);
    expect(serials).toEqual([last + 1, last + 2, last + 3, last + 4]);
    // The next paid order takes the next number.
    const next = await order([[cheap, 1]]);
    expect(serialOf(numberIn((await download(next.orderId, next.who)).text))).toBe(last + 5);
  });
});
