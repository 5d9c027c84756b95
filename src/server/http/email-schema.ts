// The e-mail address a shopper types into sign-up, login, reset, contact, newsletter and back-in-stock requests:
// one rule and one message for every route that takes one.
import { z } from 'zod';
import { EMAIL_MAX } from '#/lib/address.ts';

export const email = z.string().trim().toLowerCase().max(EMAIL_MAX).email('Please enter a valid e-mail address');
