// GST credit notes: a completed return issues one, in the step's transaction, reversing the returned item's
// invoice line (its CGST + SGST or IGST as billed); a repeated step issues none; a refused cash parcel (never
// invoiced) none; numbered gap-free per financial year; the shopper downloads her own from My Orders' `documents`,
// staff from the console, and the mail that tells the return carries it. Runs on PGlite and on PostgreSQL, where
// parallel completions really race for the series.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dressesAtBothRates, EXPRESS_DELIVERY, HARYANA, rupees, taxable } from '#/server/test/gst-documents.ts';
import { bearer, captureMailer } from '#/server/test/auth-helpers.ts';
import { pdfText } from '#/server/test/pdf-text.ts';
import { ADDRESS, checkoutShop, type Line, type Shopper } from '#/server/test/checkout.ts';
import { walkOrderTo } from '#/server/test/order-steps.ts';
import { walkRequest } from '#/server/test/return-steps.ts';
import { admin, createCaller, type Caller } from '#/server/test/staff.ts';
import type { MyOrder } from '#/server/modules/orders/index.ts';
import { creditNotes, invoices, orders, returnRequests } from '#/server/db/schema/index.ts';

const mailer = captureMailer();
const shop = checkoutShop({ mailer, start: '2026-11-20T10:00:00Z' });
/** A dress at or under ₹2,500 (5%) and one above (18%). */
let cheap: Line;
let dear: Line;
let staff: Caller;

const numberIn = (text: string) => /CN\/\d\d-\d\d\/\d{6}/.exec(text)?.[0] ?? '';
const serialOf = (number: string) => Number(number.slice(-6));

let ips = 0;
/** A shopper's order through the API (express delivery, so every invoice has a delivery line), paid unless not. */
async function order(lines: [Line, number][], address = ADDRESS, paid = true) {
  const who = await shop.shopper();
  const ip = `198.51.100.${++ips}`;
  const body = { ...(await shop.checkoutBody(lines, undefined, { shipping: 'express' })), address };
  const placed = await shop.call('/api/order/razorpay', body, who, ip);
  expect(placed.status).toBe(200);
  if (paid) expect((await shop.pay(who, placed.body.order.id, ip)).status).toBe(200);
  return { who, orderId: placed.body.order.receipt as string };
}

async function myOrder(who: Shopper, orderId: string) {
  const reply = await shop.call('/api/order/userorders', {}, who);
  expect(reply.status).toBe(200);
  return (reply.body.orders as MyOrder[]).find((o) => o._id === orderId)!;
}

/** Delivered, then the item of `line` asked back by the shopper; answers the request's id. */
async function returnAsked(who: Shopper, orderId: string, line: Line) {
  await walkOrderTo(shop.store, orderId, 'Delivered');
  const item = (await myOrder(who, orderId)).items.find((i) => i.productId === line.productId)!;
  const asked = await shop.call('/api/order/return-order', { orderId, itemId: item._id, reason: 'Too long' }, who);
  expect(asked.status).toBe(200);
  const [request] = await shop.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, item._id));
  return request!.id;
}

const notesOf = (orderId: string) => shop.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
/** A GET of a document's URL (as My Orders gives it, absolute) with a login. */
async function download(url: string, headers: Record<string, string> = {}) {
  const res = await shop.store.app.request(new URL(url).pathname, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: res.headers.get('Content-Type') === 'application/pdf' ? pdfText(bytes) : '' };
}

beforeAll(async () => {
  ({ cheap, dear } = await dressesAtBothRates(shop));
  staff = await createCaller(shop.store, 'staff', shop.clock);
});

describe('GST credit notes', () => {
  it('a completed return of one item of several: one note, citing the invoice, reversing only its IGST', async () => {
    const { who, orderId } = await order([
      [cheap, 1],
      [dear, 1],
    ]);
    const requestId = await returnAsked(who, orderId, dear);
    expect(await notesOf(orderId)).toEqual([]);
    await walkRequest(shop.store, requestId, 'completed', staff);
    const [note, ...more] = await notesOf(orderId);
    expect(more).toEqual([]);
    const [invoice] = await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(note).toMatchObject({ reason: 'return', invoiceNumber: invoice!.number, invoiceDate: invoice!.issuedAt });
    expect(note!.number).toMatch(/^CN\/26-27\/\d{6}$/);

    // My Orders lists the invoice, then the note, each with the URL it downloads from.
    const { documents } = await myOrder(who, orderId);
    expect(documents).toEqual([
      { kind: 'invoice', number: invoice!.number, date: invoice!.issuedAt.toISOString(), url: expect.any(String) },
      { kind: 'credit-note', number: note!.number, date: note!.issuedAt.toISOString(), url: expect.any(String) },
    ]);
    expect(new URL(documents[1]!.url).pathname).toBe(`/api/order/${orderId}/credit-note/${note!.id}`);

    const { res, text } = await download(documents[1]!.url, bearer(who.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="credit-note-${note!.number.replace(/\//g, '-')}.pdf"`,
    );
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note no. ${note!.number}`);
    expect(text).toContain(`Against invoice ${invoice!.number}`);
    expect(text).toContain('Reason Goods returned');
    expect(text).toContain('Inter-state (IGST)');
    const igst = dear.pricePaise - taxable(dear.pricePaise, 18);
    expect(text).toContain(rupees(taxable(dear.pricePaise, 18)));
    expect(text).toContain(`\nIGST ${rupees(igst)}\n`);
    expect(text).toContain(`Total credited (₹) ${rupees(dear.pricePaise)}`);
    // Only the returned line: not the item kept, not delivery (a service rendered).
    expect(text).not.toContain(rupees(taxable(cheap.pricePaise, 5)));
    expect(text).not.toContain(rupees(taxable(EXPRESS_DELIVERY, 18)));
  });

  it("the seller's state: CGST and SGST reversed as billed, and the mail telling the return carries it", async () => {
    const { who, orderId } = await order([[cheap, 2]], HARYANA);
    const requestId = await returnAsked(who, orderId, cheap);
    await walkRequest(shop.store, requestId, 'completed');
    await shop.store.services.notifications.deliverDue();
    const [note] = await notesOf(orderId);
    const line = note!.figures.lines[0]!;
    expect(note!.figures.lines).toHaveLength(1);
    expect(line.cgstPaise + line.sgstPaise).toBe(cheap.pricePaise * 2 - taxable(cheap.pricePaise * 2, 5));
    expect(line.igstPaise).toBe(0);

    const mail = mailer.sent.findLast((m) => m.subject.endsWith(`your return for order ${orderId} is complete`));
    const [file, ...others] = mail?.attachments ?? [];
    expect(others).toEqual([]);
    expect(file).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/^credit-note-CN-/) });
    const text = pdfText(file!.content);
    expect(numberIn(text)).toBe(note!.number);
    expect(text).toContain('Intra-state (CGST + SGST)');
    expect(text).toContain(`\nCGST ${rupees(line.cgstPaise)}\n`);
    expect(text).toContain(`\nSGST ${rupees(line.sgstPaise)}\n`);
    expect(mail?.text).toContain(`Our GST credit note ${note!.number} for it is attached.`);
  });

  it('a step repeated issues no second note, and takes no number from the series', async () => {
    const first = await order([[cheap, 1]]);
    const requestId = await returnAsked(first.who, first.orderId, cheap);
    await walkRequest(shop.store, requestId, 'completed');
    const again = await admin(shop.store, 'POST', `/returns/${requestId}/complete`, staff, {});
    expect(again.status).toBe(422);
    // The step's credit note asked for once more (as a retried step would): the same note.
    const [request] = await shop.db.select().from(returnRequests).where(eq(returnRequests.id, requestId));
    const repeated = await shop.db.transaction((tx) => shop.store.services.creditNotes.forReturn(tx, request!));
    const notes = await notesOf(first.orderId);
    expect(notes.map((n) => n.id)).toEqual([repeated!.id]);
    // The next return's note takes the very next number.
    const second = await order([[cheap, 1]]);
    await walkRequest(shop.store, await returnAsked(second.who, second.orderId, cheap), 'completed');
    const [next] = await notesOf(second.orderId);
    expect(serialOf(next!.number)).toBe(serialOf(notes[0]!.number) + 1);
  });

  it('an order paid before its invoice was numbered: the return numbers the invoice first, then the note', async () => {
    const { who, orderId } = await order([[dear, 1]], ADDRESS, false);
    await shop.db.update(orders).set({ paymentState: 'paid', paidAt: shop.clock }).where(eq(orders.id, orderId));
    await walkRequest(shop.store, await returnAsked(who, orderId, dear), 'completed');
    const [invoice] = await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const [note] = await notesOf(orderId);
    expect(note!.invoiceNumber).toBe(invoice!.number);
    expect(invoice!.figures?.lines.find((l) => l.itemId)).toEqual(note!.figures.lines[0]);
    const { text } = await download((await myOrder(who, orderId)).documents[0]!.url, bearer(who.token));
    expect(text).toContain(`Invoice no. ${invoice!.number}`);
  });

  it('an unpaid cash parcel refused at the door (never invoiced): no note, and nothing charged', async () => {
    const { orderId } = await order([[cheap, 1]], ADDRESS, false);
    await shop.db
      .update(orders)
      .set({ paymentState: 'cod', paymentMethod: 'COD', provider: 'cod' })
      .where(eq(orders.id, orderId));
    await walkOrderTo(shop.store, orderId, 'Returned to Origin');
    await shop.store.services.notifications.deliverDue();
    expect(await notesOf(orderId)).toEqual([]);
    const mail = mailer.sent.findLast((m) => m.subject.endsWith(`order ${orderId} came back to us`));
    expect(mail?.text).toContain('Nothing was charged.');
    expect(mail?.attachments ?? []).toEqual([]);
  });

  it('a paid order undone as a whole reverses every line, charges too, once', async () => {
    // Only an unpaid cash parcel may be Returned to Origin today (domain/order-flow.ts); the note is ready for a
    // paid one: the whole invoice reversed, delivery with it.
    const { orderId } = await order([
      [cheap, 1],
      [dear, 1],
    ]);
    const move = await admin(shop.store, 'POST', `/orders/${orderId}/status`, staff, { status: 'Returned to Origin' });
    expect(move.status).toBe(422);
    const issue = () => shop.db.transaction((tx) => shop.store.services.creditNotes.forReturnedOrder(tx, orderId));
    const [first, second] = [await issue(), await issue()];
    expect(second).toEqual(first);
    const [note, ...more] = await notesOf(orderId);
    expect(more).toEqual([]);
    const [invoice] = await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(note!.reason).toBe('rto');
    expect(note!.figures).toEqual(invoice!.figures);
    expect(note!.figures.lines.map((l) => l.charge ?? 'goods')).toEqual(['goods', 'goods', 'delivery']);
  });

  it("another shopper's, another order's or no login: 404 or 401; staff download it from the console", async () => {
    const { who, orderId } = await order([[cheap, 1]]);
    await walkRequest(shop.store, await returnAsked(who, orderId, cheap), 'completed');
    const [note] = await notesOf(orderId);
    const path = `/api/order/${orderId}/credit-note/${note!.id}`;
    const stranger = await shop.shopper();
    const theirs = await shop.store.app.request(path, { headers: bearer(stranger.token) });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ success: false, message: 'Credit note not found' });
    const other = await order([[cheap, 1]]);
    const elsewhere = `/api/order/${other.orderId}/credit-note/${note!.id}`;
    expect((await shop.store.app.request(elsewhere, { headers: bearer(other.who.token) })).status).toBe(404);
    expect((await shop.store.app.request(path)).status).toBe(401);

    const detail = await admin(shop.store, 'GET', `/orders/${orderId}`, staff);
    expect(detail.status).toBe(200);
    const documents = detail.body.order.documents as { kind: string; number: string; url: string }[];
    expect(documents.map((d) => [d.kind, d.number])).toEqual([
      ['invoice', detail.body.order.invoiceNumber],
      ['credit-note', note!.number],
    ]);
    const byStaff = await download(documents[1]!.url, staff.headers);
    expect(byStaff.res.status).toBe(200);
    expect(numberIn(byStaff.text)).toBe(note!.number);
    expect((await download(documents[1]!.url, bearer(who.token))).res.status).toBe(403);
  });

  it('parallel completions of different returns: one note each, consecutive numbers, none skipped', async () => {
    const asked = [];
    for (let i = 0; i < 4; i++) {
      const { who, orderId } = await order([[cheap, 1]]);
      asked.push({ orderId, requestId: await returnAsked(who, orderId, cheap) });
    }
    for (const a of asked) await walkRequest(shop.store, a.requestId, 'received');
    const before = (await shop.db.select({ number: creditNotes.number }).from(creditNotes)).map((n) => n.number);
    const last = Math.max(...before.map(serialOf));
    await Promise.all(asked.map((a) => shop.store.services.returns.complete(a.requestId)));
    const numbers = (await Promise.all(asked.map((a) => notesOf(a.orderId)))).map((n) => {
      expect(n).toHaveLength(1);
      return serialOf(n[0]!.number);
    });
    expect(numbers.sort((a, b) => a - b)).toEqual([last + 1, last + 2, last + 3, last + 4]);
  });

  it('a new financial year starts a new series at 000001 on 1 April, in Indian time', async () => {
    shop.clock = new Date('2027-03-25T10:00:00Z');
    const march = await order([[cheap, 1]]);
    const april = await order([[cheap, 1]]);
    const marchRequest = await returnAsked(march.who, march.orderId, cheap);
    const aprilRequest = await returnAsked(april.who, april.orderId, cheap);
    shop.clock = new Date('2027-03-31T18:29:00Z'); // 23:59 IST on 31 March
    await walkRequest(shop.store, marchRequest, 'completed');
    shop.clock = new Date('2027-03-31T18:30:00Z'); // 00:00 IST on 1 April
    await walkRequest(shop.store, aprilRequest, 'completed');
    const [[inMarch], [inApril]] = await Promise.all([notesOf(march.orderId), notesOf(april.orderId)]);
    expect(inMarch!.number).toMatch(/^CN\/26-27\/\d{6}$/);
    expect(serialOf(inMarch!.number)).toBeGreaterThan(1);
    expect(inApril!.number).toBe('CN/27-28/000001');
  });
});
