// POST /api/contact: messages reach the store; replies carry no sender text; floods stop. (Newsletter:
// newsletter.api.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';

const mailer = captureMailer();
let store: StoreApp;
beforeAll(async () => {
  let clock = new Date('2026-11-20T10:00:00Z');
  store = await createTestApp({}, { mailer, now: () => (clock = new Date(clock.getTime() + 40_000)) });
});
afterAll(() => store?.close());

describe('contact', () => {
  const send = async (path: string, body: unknown) => {
    const res = await store.app.request(path, post(body));
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
    expect(mails.find((m) => m.to === 'care@saanjh.example')!.text).toContain('Do you ship to Shillong?');
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
