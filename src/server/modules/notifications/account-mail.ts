// The security notice after her password is changed from the account page: when it happened (India time), that her
// other sessions were signed out, and what to do if it was not her. Read when sent: an account erased meanwhile
// has nobody left to tell, and the mail fails for good.
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { users } from '#/server/db/schema/index.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import { DeliveryError } from '#/server/adapters/channel/interface.ts';
import { asMail, type Site } from './render.ts';
import type { Message } from './templates.ts';

export const isAccountMessage = (event: string): boolean => event === 'account.password_changed';

/** "2 Dec 2026, 3:04 pm": the moment in India time, as she would say it. */
const indiaTime = (at: Date) =>
  at.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export function passwordChanged(at: Date, site: Site): Message {
  return {
    subject: 'your password was changed',
    paragraphs: [
      `The password of your ${site.storeName} account was changed on ${indiaTime(at)} (India time). ` +
        'Everywhere else you were signed in, you have been signed out.',
      'If this was you, there is nothing more to do.',
      'If it was not you, choose a new password now with "Forgot password" on the login page, and write to us ' +
        'by replying to this mail.',
    ],
    links: [{ label: 'Choose a new password', url: `${site.siteUrl}/forgot-password` }],
  };
}

export function createAccountMail(deps: { db: Db; mailer: Mailer; site: Site }) {
  const { db, site } = deps;
  return async function send(row: { id: string; recipient: string; data: Record<string, unknown> }) {
    const userId = typeof row.data.userId === 'string' ? row.data.userId : '';
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    if (!user) throw new DeliveryError('The account no longer exists', { permanent: true, answer: 'No such account' });
    const at = new Date(typeof row.data.at === 'string' ? row.data.at : Number.NaN);
    const to = { address: row.recipient, name: user.name.trim() || undefined };
    await deps.mailer.sendMail(asMail(passwordChanged(at, site), to, site, { messageId: row.id }));
  };
}
