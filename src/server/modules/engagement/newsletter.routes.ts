// The newsletter, double opt-in (newsletter.service.ts): POST /api/newsletter mails a confirmation link; the link
// (GET /api/newsletter/confirm) opens a small page whose button confirms (POST). The GET itself changes nothing,
// because mail scanners open every link in a message: a sign-up only counts when a person pressed the button.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { json, parseWith } from '#/server/http/validate.ts';
import { email } from '#/server/http/email-schema.ts';
import { clientIp } from '#/server/http/auth.ts';
import { limitAnonymousWrites } from '#/server/http/anonymous-writes.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { messageReply } from '#/server/openapi/shapes.ts';
import { escapeHtml } from '#/server/shared/mail-html.ts';

const SIGNED_UP = 'Almost done: we have sent you an e-mail. Open the link in it to confirm your subscription.';
const tokenField = z.object({ token: z.string().trim().min(1, 'The link is incomplete').max(100) });

/** A plain page (the API's CSP allows no style or script): a heading, a line, and a form or a link home. */
function page(title: string, line: string, rest: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body>`,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(line)}</p>${rest}</body></html>`,
  ].join('');
}

export function newsletterRoutes() {
  return new Hono<AppEnv>()
    .post(
      '/newsletter',
      doc({
        tag: 'Contact',
        summary: 'Sign up for the newsletter: a confirmation link is mailed to the address',
        description: 'The same answer whether the address is new, waiting for its link or subscribed already.',
        reply: messageReply,
        refusals: { 429: 'Too many sign-ups from this address or network, or for this e-mail address' },
      }),
      json(z.object({ email })),
      limitAnonymousWrites,
      async (c) => {
        await c.var.services.newsletter.subscribe(c.req.valid('json').email, clientIp(c));
        return c.json({ success: true as const, message: SIGNED_UP });
      },
    )
    .get(
      '/newsletter/confirm',
      doc({
        tag: 'Contact',
        summary: "The confirmation link's page: a button that confirms the sign-up",
        query: tokenField,
        replyType: 'text/html',
      }),
      (c) => {
        const { token } = parseWith(tokenField, c.req.query());
        const home = c.var.config.PUBLIC_SITE_URL;
        const form = [
          '<form method="post" action="/api/newsletter/confirm" enctype="multipart/form-data">',
          `<input type="hidden" name="token" value="${escapeHtml(token)}">`,
          '<button type="submit">Yes, send me the letters</button></form>',
          `<p><a href="${escapeHtml(home)}">No thanks, take me to the shop</a></p>`,
        ].join('');
        return c.html(page('Confirm your subscription', `Start ${c.var.config.store.name} letters?`, form));
      },
    )
    .post(
      '/newsletter/confirm',
      doc({
        tag: 'Contact',
        summary: 'Confirm a newsletter sign-up (the button on the confirmation page)',
        form: tokenField,
        description: 'Answers a page for a person either way: subscribed, or the link is unknown, used or expired.',
        replyType: 'text/html',
      }),
      async (c) => {
        const { token } = parseWith(tokenField, await c.req.parseBody());
        const confirmed = await c.var.services.newsletter.confirm(token);
        const home = `<p><a href="${escapeHtml(c.var.config.PUBLIC_SITE_URL)}">Back to the shop</a></p>`;
        if (confirmed) return c.html(page('You are subscribed', 'Thank you! Your welcome letter is on its way.', home));
        const expired = 'This link has expired or was used already. If you confirmed before, you are subscribed.';
        return c.html(page('Link not valid', `${expired} Otherwise please sign up again.`, home));
      },
    );
}
