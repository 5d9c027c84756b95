// POST /api/contact: messages reach the store; replies carry no sender text; floods stop; both mails are queued with
// the message, so a refusing mail server loses neither. (Newsletter: newsletter.api.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { DeliveryError } from '#/server/adapters/channel/interface.ts';

const captured = captureMailer();
/** The mail server: it takes mail, or refuses for now (451) as many times as `refusing` says. */
let refusing = 0;
const mailer = {
  sent: captured.sent,
  async sendMail(mail: Parameters<typeof captured.sendMail>[0]) {
    if (refusing > 0 && refusing--) throw new DeliveryError('refused', { permanent: false, answer: '451 try later' });
    await captured.sendMail(mail);
  },
};
let store: StoreApp;
beforeAll(async () => {
  let clock = new Date('2026-11-20T10:00:00Z');
  store = await createTestApp({}, { mailer, now: () => (clock = new Date(clock.getTime() + 40_000)) });
});
afterAll(() => store?.close());

describe('contact', () => {
  /** Posts the form, then lets the queue's worker send what it recorded (as the server's worker would). */
  const send = async (path: string, body: unknown) => {
    const res = await store.app.request(path, post(body));
    await store.services.notifications.deliverDue();
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  it('stores a message, tells the store and thanks the shopper', async () => {
    const before = mailer.sent.length;
    expect(
      (await send('/api/contact', { name: 'Ritu', email: 'ritu@example.com', message: 'Do you ship to Shillong?' }))
        .body,
    ).toEqual({ success: true, message: 'Thank you! We will reply within one working day.' });
    const mails = mailer.sent.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['care@saanjh.example', 'ritu@example.com']);
    const copy = mails.find((m) => m.to === 'care@saanjh.example')!;
    expect(copy.subject).toBe('Saanjh: contact form: Ritu');
    expect(copy.text).toContain('From: Ritu <ritu@example.com>');
    expect(copy.text).toContain('Do you ship to Shillong?');
    const thanks = mails.find((m) => m.to === 'ritu@example.com')!;
    expect(thanks.subject).toBe('Saanjh: we have your message');
    expect(thanks.text).toMatch(/^Hi Ritu,\n\nThank you for writing to us\. A real person will reply within one/);
  });
  it('a mail server that refuses keeps both mails queued; they go once it accepts again', async () => {
    const before = mailer.sent.length;
    refusing = 2;
    const r = await send('/api/contact', { name: 'Asha', email: 'asha@example.com', message: 'Is the kurta lined?' });
    expect(r.status).toBe(200);
    expect(mailer.sent.length).toBe(before);
    expect(await store.services.notifications.failures()).toEqual([]);
    await store.services.notifications.deliverDue({ ignoreDelay: true });
    expect(
      mailer.sent
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['asha@example.com', 'care@saanjh.example']);
  });
  it('the automatic reply repeats no text of the sender but a first name of letters', async () => {
    const before = mailer.sent.length;
    const lure = 'Claim it now at https://evil.example/win or call +91 98765 43210';
    const r = await send('/api/contact', {
      name: 'Win ₹10,000 at evil.example',
      email: 'victim@example.com',
      message: lure,
    });
    expect(r.status).toBe(200);
    const reply = mailer.sent.slice(before).find((m) => m.to === 'victim@example.com')!;
    const everything = `${reply.subject}\n${reply.text}\n${reply.html ?? ''}`;
    for (const bait of ['evil.example', '₹10,000', 'https://', '98765', 'Claim'])
      expect(everything).not.toContain(bait);
    expect(reply.text).toMatch(/^Hi Win,\n/);
    // The store's own copy keeps the whole message.
    expect(mailer.sent.slice(before).find((m) => m.to === 'care@saanjh.example')!.text).toContain(lure);
  });
  it('refuses bad input and limits floods', async () => {
    for (const body of [
      {},
      { name: 'A', email: 'nope', message: 'x' },
      { name: 'A', email: 'a@example.com', message: '' },
    ])
      expect((await send('/api/contact', body)).status).toBe(400);
    let last = 200;
    for (let i = 0; i < 5; i++)
      last = (await send('/api/contact', { name: 'Spam', email: 'spam@example.com', message: `hi ${i}` })).status;
    expect(last).toBe(429);
  });
});
