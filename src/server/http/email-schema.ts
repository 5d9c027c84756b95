// The e-mail address a shopper types into sign-up, login, reset, contact, newsletter and back-in-stock requests:
// one rule and one message for every route that takes one (src/lib/email.ts, which the browser's forms share).
export { email } from '#/lib/email.ts';
