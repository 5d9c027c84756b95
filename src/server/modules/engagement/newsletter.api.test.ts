// Newsletter double opt-in (issue 28): a sign-up mails a confirmation link, never the welcome letter; only the
// link's owner pressing its button subscribes the address; every sign-up answers the same; links are stored
// hashed, work once and for 7 days; the retention job deletes sign-ups never confirmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post } from '#/server/test/test-app.ts';
import type { StoreApp } from '#/server/app.ts';
import { captureMailer } from '#/server/test/auth-helpers.ts';
import { admin } from '#/server/test/staff.ts';
import { newsletterSubscribers } from '#/server/db/schema/index.ts';
import { PRIVACY_NOTICE_VERSION } from '#/domain/consent.ts';

const DAY = 86_400_000;
const ADMIN_TOKEN = 'operator-secret-token-of-32-characters';
const SIGNED_UP = {
  success: true,
  message: 'Almost done: we have sent you an e-mail. Open the link in it to confirm your subscription.',
};
const mailer = captureMailer();
let clock = new Date('2026-11-20T10:00:00Z');
let store: StoreApp;
let ips = 0;

beforeAll(async () => {
  store = await createTestApp({ ADMIN_TOKEN, TRUST_PROXY: 'true' }, { mailer, now: () => clock });
});
afterAll(() => store?.close());

async function signUp(email: string) {
  const res = await store.app.request('/api/newsletter', post({ email }, { 'X-Forwarded-For': `203.0.113.${++ips}` }));
  return { status: res.status, body: await res.json() };
}
const mailsTo = (to: string) => mailer.sent.filter((m) => m.to === to);
/** The token of the newest confirmation link mailed to `to`. */
const linkToken = (to: string) => /confirm\?token=([\w-]+)/.exec(mailsTo(to).at(-1)?.text ?? '')?.[1] ?? '';
/** Presses the link page's button, then lets the queue's worker send what it recorded (the welcome letter). */
async function confirm(token: string) {
  const form = new FormData();
  form.set('token', token);
  const res = await store.app.request('/api/newsletter/confirm', { method: 'POST', body: form });
  await store.services.notifications.deliverDue();
  return { status: res.status, type: res.headers.get('Content-Type'), html: await res.text() };
}
const row = async (email: string) =>
  (await store.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const listed = async () =>
  (await admin(store, 'GET', '/newsletter', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).body
    .subscribers as { email: string; confirmed: boolean }[];

describe('newsletter sign-up', () => {
  it('mails a confirmation link, not the welcome letter; the address is listed unconfirmed', async () => {
    expect(await signUp('Stranger@Example.com')).toEqual({ status: 200, body: SIGNED_UP });
    const mails = mailsTo('stranger@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Saanjh: please confirm your sign-up']);
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:\d+\/api\/newsletter\/confirm\?token=[\w-]{40,}/);
    expect(await listed()).toContainEqual(expect.objectContaining({ email: 'stranger@example.com', confirmed: false }));
    // Only the link's hash is stored.
    const stored = await row('stranger@example.com');
    expect(stored?.tokenHash).toBeTruthy();
    expect(stored?.tokenHash).not.toBe(linkToken('stranger@example.com'));
  });

  it("the link's page only asks: opening it (as a mail scanner does) confirms nothing", async () => {
    await signUp('scanned@example.com');
    const token = linkToken('scanned@example.com');
    const res = await store.app.request(`/api/newsletter/confirm?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<form method="post" action="/api/newsletter/confirm"');
    expect(html).toContain(`value="${token}"`);
    expect((await row('scanned@example.com'))?.confirmedAt).toBeNull();
    expect(mailsTo('scanned@example.com')).toHaveLength(1);
  });

  it('confirming subscribes the address and sends the welcome letter, once', async () => {
    await signUp('reader@example.com');
    const token = linkToken('reader@example.com');
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.type).toMatch(/^text\/html/);
    expect(done.html).toContain('You are subscribed');
    expect(mailsTo('reader@example.com').map((m) => m.subject)).toEqual([
      'Saanjh: please confirm your sign-up',
      'Saanjh: welcome to our letters',
    ]);
    expect(await listed()).toContainEqual(expect.objectContaining({ email: 'reader@example.com', confirmed: true }));
    // The same link again: no second welcome.
    expect((await confirm(token)).html).toContain('Link not valid');
    expect(mailsTo('reader@example.com')).toHaveLength(2);
  });

  it('answers the same for a new, a waiting and a subscribed address; a subscribed one is mailed nothing', async () => {
    expect(await signUp('reader@example.com')).toEqual({ status: 200, body: SIGNED_UP });
    expect(mailsTo('reader@example.com')).toHaveLength(2);
    expect((await row('reader@example.com'))?.confirmedAt).not.toBeNull();
    expect(await signUp('waiting@example.com')).toEqual({ status: 200, body: SIGNED_UP });
    const first = linkToken('waiting@example.com');
    expect(await signUp('waiting@example.com')).toEqual({ status: 200, body: SIGNED_UP });
    // A new link replaces the old one.
    expect((await confirm(first)).html).toContain('Link not valid');
    expect((await confirm(linkToken('waiting@example.com'))).html).toContain('You are subscribed');
  });

  it('sends at most 3 links to one address a day', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp('victim@example.com')).status).toBe(200);
    expect(await signUp('victim@example.com')).toEqual({
      status: 429,
      body: { success: false, message: 'Too many sign-ups. Please try again later.' },
    });
    expect(mailsTo('victim@example.com')).toHaveLength(3);
  });

  it('refuses an unknown link, and a link past 7 days; retention deletes what was never confirmed', async () => {
    expect((await confirm('not-a-token')).html).toContain('Link not valid');
    expect((await store.app.request('/api/newsletter/confirm')).status).toBe(400);
    await signUp('late@example.com');
    const token = linkToken('late@example.com');
    clock = new Date(clock.getTime() + 7 * DAY + 60_000);
    expect((await confirm(token)).html).toContain('Link not valid');
    expect(mailsTo('late@example.com')).toHaveLength(1);
    const { unconfirmedSignUps } = await store.services.retention.run();
    expect(unconfirmedSignUps).toBeGreaterThanOrEqual(1);
    expect(await row('late@example.com')).toBeUndefined();
    expect(await row('stranger@example.com')).toBeUndefined();
    expect(await row('reader@example.com')).toBeDefined();
  });
});

describe('newsletter unsubscribe', () => {
  it("the welcome letter's one-click link takes the address off the list; a forged one does not", async () => {
    await signUp('leaving@example.com');
    await confirm(linkToken('leaving@example.com'));
    expect(await row('leaving@example.com')).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION });
    const welcome = mailsTo('leaving@example.com').at(-1)!;
    expect(welcome.subject).toBe('Saanjh: welcome to our letters');
    const link = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?\S+/.exec(welcome.text)?.[0] ?? '';
    const url = new URL(link);
    expect(url.searchParams.get('email')).toBe('leaving@example.com');

    const forged = `/api/newsletter/unsubscribe?email=reader%40example.com&sig=${url.searchParams.get('sig')}`;
    expect(await (await store.app.request(forged)).text()).toContain('Link not valid');
    expect(await row('reader@example.com')).toBeDefined();

    const res = await store.app.request(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You are unsubscribed');
    expect(await row('leaving@example.com')).toBeUndefined();
    // A second click reads the same.
    expect(await (await store.app.request(`${url.pathname}${url.search}`)).text()).toContain('You are unsubscribed');
    expect((await store.app.request('/api/newsletter/unsubscribe?email=x%40example.com')).status).toBe(400);
  });
  it('an address that leaves the list before its welcome letter goes is not welcomed', async () => {
    await signUp('quick@example.com');
    const form = new FormData();
    form.set('token', linkToken('quick@example.com'));
    expect((await store.app.request('/api/newsletter/confirm', { method: 'POST', body: form })).status).toBe(200);
    const link = new URL(store.services.newsletter.unsubscribeLink('quick@example.com'));
    expect(await (await store.app.request(`${link.pathname}${link.search}`)).text()).toContain('You are unsubscribed');
    await store.services.notifications.deliverDue();
    expect(mailsTo('quick@example.com').map((m) => m.subject)).toEqual(['Saanjh: please confirm your sign-up']);
    expect(await store.services.notifications.failures()).toEqual([]);
  });
});
