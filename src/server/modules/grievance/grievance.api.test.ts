// Complaints to the Grievance Officer: filed with a ticket, acknowledged by mail through the notifications queue,
// looked up only with the ticket and the e-mail together, answered from the console (the reply mailed, the change
// audited), and flagged on the dashboard once past their 30-day deadline. Runs on PGlite and on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, grievances, notifications } from '#/server/db/schema/index.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { ADDRESS, checkoutShop, type Line } from '#/server/test/checkout.ts';
import { admin, type Caller, createCaller } from '#/server/test/staff.ts';
import { TICKET_RE } from '#/domain/grievance.ts';

const mail = captureMailer();
const shop = checkoutShop({ mailer: mail, start: '2026-05-01T10:00:00Z' });
const OFFICER = 'grievance@saanjh.example';
const NOT_FOUND = 'We could not find a complaint with this ticket number and e-mail address.';
let line: Line;
let staff: Caller;
let ips = 0;
/** Each complaint from its own client address, so the address limits stay out of the way unless tested. */
const nextIp = () => `198.51.100.${++ips}`;

const complaint = (over: Record<string, unknown> = {}) => ({
  name: 'Ritu Sharma',
  email: 'ritu@example.com',
  message: 'My parcel arrived torn open and a sleeve was stained.',
  ...over,
});
const file = (body: unknown, ip = nextIp(), who?: Parameters<typeof shop.call>[2]) =>
  shop.call('/api/grievance', body, who, ip);
const lookUp = (ticket: string, email: string, ip = nextIp()) =>
  shop.call('/api/grievance/status', { ticket, email }, undefined, ip);
const drain = () => shop.store.services.notifications.deliverDue();
const mailsTo = (to: string, about: string) => mail.sent.filter((m) => m.to === to && m.subject.includes(about));

async function paidOrder() {
  const who = await shop.shopper();
  const ip = nextIp();
  const orderId = await shop.paidOrder(who, await shop.checkoutBody([[line, 1]]), ip);
  await drain();
  return { who, orderId };
}

beforeAll(async () => {
  line = await shop.stockedLine(100);
  staff = await createCaller(shop.store, 'staff', shop.clock);
});

describe('filing a complaint', () => {
  it('answers a ticket and records the acknowledgement in the same transaction; the worker mails it', async () => {
    const r = await file(complaint());
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['success', 'ticket']);
    expect(r.body.ticket).toMatch(TICKET_RE);
    expect(r.body.ticket).toMatch(/^GRV-2026-/);
    const [row] = await shop.db.select().from(grievances).where(eq(grievances.ticket, r.body.ticket));
    expect(row).toMatchObject({ status: 'open', email: 'ritu@example.com', orderId: null, reply: null });
    expect(row!.dueAt.toISOString()).toBe('2026-05-31T10:00:00.000Z');
    const queued = await shop.db.select().from(notifications).where(eq(notifications.event, 'grievance.received'));
    expect(queued.map((n) => [n.recipient, n.status])).toEqual([['ritu@example.com', 'queued']]);

    await drain();
    const [ack] = mailsTo('ritu@example.com', r.body.ticket);
    expect(ack!.subject).toBe(`Saanjh: we have your complaint ${r.body.ticket}`);
    for (const words of ['Kavita Menon, our Grievance Officer', 'within 30 days', '31 May 2026', OFFICER])
      expect(ack!.text).toContain(words);
    expect(ack!.text).toContain(`/grievance?ticket=${r.body.ticket}#status`);
    // Anyone can type any address: the acknowledgement carries none of the sender's own words.
    expect(`${ack!.subject}${ack!.text}${ack!.html}`).not.toMatch(/Ritu|torn open/);
    // The Grievance Officer gets the whole complaint.
    const [copy] = mailsTo(OFFICER, r.body.ticket);
    expect(copy!.text).toContain('My parcel arrived torn open');
    expect(copy!.text).toContain('/admin/grievances');
  });

  it('names an order only when it was placed with that e-mail, or by the signed-in shopper', async () => {
    const { who, orderId } = await paidOrder();
    // Every order mail says where to complain.
    const confirmation = mailsTo(ADDRESS.email, orderId)[0]!;
    expect(confirmation.text).toContain('A complaint? Write to our Grievance Officer: http');
    expect(confirmation.html).toMatch(/href="http[^"]+\/grievance"/);
    const refused =
      'We could not find this order for your e-mail address. Check the order number in My Orders, or leave it empty.';
    expect(await file(complaint({ orderId }))).toEqual({ status: 422, body: { success: false, message: refused } });
    expect((await file(complaint({ orderId: 'ord_0000000000000000' }))).body.message).toBe(refused);
    const byEmail = await file(complaint({ orderId, email: ADDRESS.email }));
    expect(byEmail.status).toBe(200);
    const bySession = await file(complaint({ orderId, email: 'another@example.com' }), nextIp(), who);
    expect(bySession.status).toBe(200);
    const [row] = await shop.db.select().from(grievances).where(eq(grievances.ticket, byEmail.body.ticket));
    expect(row!.orderId).toBe(orderId);
    await drain();
    expect(mailsTo(ADDRESS.email, byEmail.body.ticket)[0]!.text).toContain(`about order ${orderId}`);
    // An empty order field is no order.
    expect((await file(complaint({ orderId: '' }))).status).toBe(200);
  });

  it('refuses bad input with the message for the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'ritu@example.com', message: 'It never came at all.' }, 'Name is required'],
      [complaint({ email: 'nope' }), 'Please enter a valid e-mail address'],
      [complaint({ message: 'bad' }), 'Please tell us a little more (at least 10 characters)'],
      [complaint({ message: 'x'.repeat(3001) }), 'Message must be at most 3000 characters'],
    ];
    for (const [body, message] of cases)
      expect(await file(body)).toEqual({ status: 400, body: { success: false, message } });
  });

  it('limits complaints per e-mail and per client address, as the contact form does', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 3; i++) expect((await file(complaint({ email }))).status).toBe(200);
    const fourth = await file(complaint({ email }));
    expect(fourth).toEqual({
      status: 429,
      body: { success: false, message: 'Too many complaints. Please try again later.' },
    });
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await file(complaint({ email: `one${i}@example.com` }), ip)).status).toBe(200);
    expect((await file(complaint({ email: 'six@example.com' }), ip)).status).toBe(429);
  });
});

describe('looking a complaint up', () => {
  it('answers its status to the ticket with its e-mail, and the same 404 to anything else', async () => {
    const { body } = await file(complaint({ email: 'lookup@example.com' }));
    const ok = await lookUp(body.ticket.toLowerCase(), 'Lookup@Example.com');
    expect(ok.status).toBe(200);
    expect(ok.body.grievance).toEqual({
      ticket: body.ticket,
      status: 'open',
      receivedAt: shop.clock.toISOString(),
      dueAt: '2026-05-31T10:00:00.000Z',
      reply: null,
      repliedAt: null,
    });
    expect(await lookUp(body.ticket, 'ritu@example.com')).toEqual({
      status: 404,
      body: { success: false, message: NOT_FOUND },
    });
    const unknown = body.ticket === 'GRV-2026-000000' ? 'GRV-2026-000001' : 'GRV-2026-000000';
    expect(await lookUp(unknown, 'lookup@example.com')).toEqual({
      status: 404,
      body: { success: false, message: NOT_FOUND },
    });
    expect((await lookUp('12345', 'lookup@example.com')).status).toBe(400);
  });
});

describe('the console', () => {
  it('lists complaints oldest deadline first, flags the overdue, and the dashboard counts them', async () => {
    const open = async () =>
      (await admin(shop.store, 'GET', '/grievances?limit=200', staff)).body.grievances as Record<string, any>[];
    const before = await open();
    expect(before.length).toBeGreaterThan(0);
    const dues = before.map((g) => g.dueAt);
    expect(dues).toEqual([...dues].sort());
    expect(before.every((g) => !g.overdue)).toBe(true);

    shop.clock = new Date('2026-06-02T12:00:00Z');
    // A month on, the staff member signs in again (sessions last a week).
    staff = await createCaller(shop.store, 'staff', shop.clock);
    const { body: later } = await file(complaint({ email: 'late@example.com' }));
    const after = await open();
    expect(after.at(-1)).toMatchObject({ ticket: later.ticket, overdue: false, daysOverdue: 0 });
    expect(after[0]).toMatchObject({ overdue: true, daysOverdue: 2 });
    const dashboard = await admin(shop.store, 'GET', '/dashboard', staff);
    expect(dashboard.body.grievances).toEqual({ open: after.length, overdue: after.length - 1 });
  });

  it('sets a status and mails a reply through the queue; the complainant reads it; the change is audited', async () => {
    const { body } = await file(complaint({ email: 'answer@example.com' }));
    const [row] = await shop.db.select().from(grievances).where(eq(grievances.ticket, body.ticket));
    const path = `/grievances/${row!.id}`;

    const resolveEarly = await admin(shop.store, 'PATCH', path, staff, { status: 'resolved' });
    expect(resolveEarly.status).toBe(422);
    expect((await admin(shop.store, 'PATCH', path, staff, {})).status).toBe(400);

    const working = await admin(shop.store, 'PATCH', path, staff, { status: 'in_progress' });
    expect(working.body.grievance).toMatchObject({ status: 'in_progress', reply: null });
    const reply = 'We are sorry. A replacement left today; the courier collects the stained one.';
    const answered = await admin(shop.store, 'PATCH', path, staff, { status: 'resolved', reply });
    expect(answered.status).toBe(200);
    expect(answered.body.grievance).toMatchObject({ status: 'resolved', reply, repliedAt: shop.clock.toISOString() });

    const replies = await shop.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'grievance.replied'), eq(notifications.recipient, 'answer@example.com')));
    expect(replies.map((n) => n.status)).toEqual(['queued']);
    await drain();
    const [sent] = mailsTo('answer@example.com', `about your complaint ${body.ticket}`);
    expect(sent!.text).toContain(reply);
    expect(sent!.text).toContain('We consider your complaint resolved');

    const seen = await lookUp(body.ticket, 'answer@example.com');
    expect(seen.body.grievance).toMatchObject({ status: 'resolved', reply });

    const audited = await shop.db.select().from(auditLog).where(eq(auditLog.target, body.ticket));
    expect(audited.map((a) => [a.actor, a.action, a.detail])).toContainEqual([
      staff.email,
      'grievance.answer',
      { status: 'resolved', reply },
    ]);
    // The same reply again sends nothing new.
    await admin(shop.store, 'PATCH', path, staff, { reply });
    await drain();
    expect(mailsTo('answer@example.com', `about your complaint ${body.ticket}`)).toHaveLength(1);
    // Resolved ones leave the default list, and stay in "all".
    const openList = (await admin(shop.store, 'GET', '/grievances?limit=200', staff)).body.grievances;
    expect(openList.map((g: { ticket: string }) => g.ticket)).not.toContain(body.ticket);
    const all = (await admin(shop.store, 'GET', '/grievances?status=all&limit=200', staff)).body.grievances;
    expect(all.map((g: { ticket: string }) => g.ticket)).toContain(body.ticket);
  });

  it('is for staff and owners only', async () => {
    const owner = await createCaller(shop.store, 'owner', shop.clock);
    const shopper = await createCaller(shop.store, 'shopper', shop.clock);
    expect((await admin(shop.store, 'GET', '/grievances', owner)).status).toBe(200);
    expect((await admin(shop.store, 'GET', '/grievances', shopper)).status).toBe(403);
    expect((await admin(shop.store, 'GET', '/grievances', undefined)).status).toBe(401);
    expect((await admin(shop.store, 'PATCH', '/grievances/grv_nope', shopper, { status: 'open' })).status).toBe(403);
    expect((await admin(shop.store, 'PATCH', '/grievances/grv_nope', staff, { status: 'open' })).status).toBe(404);
  });
});
