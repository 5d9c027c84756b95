// The newsletter, double opt-in (newsletter.service.ts): POST /api/newsletter mails a confirmation link; the link
// (GET /api/newsletter/confirm) opens a small page whose button confirms (POST). The GET itself changes nothing,
// because mail scanners open every link in a message: a sign-up only counts when a person pressed the button.
import { z } from 'zod';
import { email } from '#/server/http/email-schema.ts';
import { clientIp } from '#/server/http/auth.ts';
import { limitAnonymousWrites } from '#/server/http/anonymous-writes.ts';
import { createRouter, formBody, jsonBody, replies, routesFor, successOf } from '#/server/openapi/router.ts';
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

const route = routesFor({ tags: ['Contact'] });
const unsubscribeFields = z.object({
  email: z.string().trim().min(3, 'The link is incomplete').max(254),
  sig: z.string().trim().min(1, 'The link is incomplete').max(100),
});

const subscribe = route.post('/newsletter', {
  summary: 'Sign up for the newsletter: a confirmation link is mailed to the address',
  description: 'The same answer whether the address is new, waiting for its link or subscribed already.',
  request: { body: jsonBody(z.object({ email })) },
  middleware: [limitAnonymousWrites],
  responses: replies(messageReply, {
    429: 'Too many sign-ups from this address or network, or for this e-mail address',
  }),
});

const confirmPage = route.get('/newsletter/confirm', {
  summary: "The confirmation link's page: a button that confirms the sign-up",
  request: { query: tokenField },
  responses: successOf('text/html', 'Success'),
});

const confirm = route.post('/newsletter/confirm', {
  summary: 'Confirm a newsletter sign-up (the button on the confirmation page)',
  description: 'Answers a page for a person either way: subscribed, or the link is unknown, used or expired.',
  request: { body: formBody(tokenField) },
  responses: successOf('text/html', 'Success'),
});

// One click in the letter does it: unlike the sign-up's confirmation, a scanner opening the link can only take an
// address off the list, which its owner may undo by signing up again.
const unsubscribe = route.get('/newsletter/unsubscribe', {
  summary: "Every letter's unsubscribe link: takes the address off the list at once",
  description: 'The link is signed for its address. Answers a page either way: unsubscribed, or the link is not valid.',
  request: { query: unsubscribeFields },
  responses: successOf('text/html', 'Success'),
});

export function newsletterRoutes() {
  return createRouter()
    .openapi(subscribe, async (c) => {
      await c.var.services.newsletter.subscribe(c.req.valid('json').email, clientIp(c));
      return c.json({ success: true as const, message: SIGNED_UP }, 200);
    })
    .openapi(confirmPage, (c) => {
      const { token } = c.req.valid('query');
      const home = c.var.config.PUBLIC_SITE_URL;
      const form = [
        '<form method="post" action="/api/newsletter/confirm" enctype="multipart/form-data">',
        `<input type="hidden" name="token" value="${escapeHtml(token)}">`,
        '<button type="submit">Yes, send me the letters</button></form>',
        `<p><a href="${escapeHtml(home)}">No thanks, take me to the shop</a></p>`,
      ].join('');
      return c.html(page('Confirm your subscription', `Start ${c.var.config.store.name} letters?`, form));
    })
    .openapi(confirm, async (c) => {
      const confirmed = await c.var.services.newsletter.confirm(c.req.valid('form').token);
      const home = `<p><a href="${escapeHtml(c.var.config.PUBLIC_SITE_URL)}">Back to the shop</a></p>`;
      if (confirmed) return c.html(page('You are subscribed', 'Thank you! Your welcome letter is on its way.', home));
      const expired = 'This link has expired or was used already. If you confirmed before, you are subscribed.';
      return c.html(page('Link not valid', `${expired} Otherwise please sign up again.`, home));
    })
    .openapi(unsubscribe, async (c) => {
      const { email, sig } = c.req.valid('query');
      const done = await c.var.services.newsletter.unsubscribe(email.toLowerCase(), sig);
      const home = `<p><a href="${escapeHtml(c.var.config.PUBLIC_SITE_URL)}">Back to the shop</a></p>`;
      if (done) return c.html(page('You are unsubscribed', 'We will send no more letters to this address.', home));
      const bad = 'This link is not complete. Copy the whole link from the letter, or write to us to unsubscribe.';
      return c.html(page('Link not valid', bad, home));
    });
}
