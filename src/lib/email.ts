// The e-mail address a person types into a form (sign-up, login, contact, newsletter, a complaint): one rule and one
// message, for the server's validation and the browser's forms.
import { z } from 'zod';
import { EMAIL_MAX } from './address.ts';

export const email = z
  .string({ error: 'Please enter a valid e-mail address' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .email('Please enter a valid e-mail address');
