// The e-mail address a person types into a form (sign-up, login, reset, contact, newsletter, back-in-stock, a
// complaint): one rule and one message for every route that takes one.
import { z } from 'zod';
import { EMAIL_MAX } from '#/lib/address.ts';

export const email = z
  .string({ error: 'Please enter a valid e-mail address' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .email('Please enter a valid e-mail address');
