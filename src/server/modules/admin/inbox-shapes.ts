// The replies of the console's inbox routes (inbox.routes.ts): custom requests and contact messages, each with its
// status, the phone the shopper gave and the replies mailed to her.
import { z } from 'zod';
import { isoDate, ok } from '#/server/openapi/shapes.ts';
import { INBOX_STATUSES } from '#/domain/inbox.ts';
import { nextCursor } from './admin-shapes.ts';

const status = z.enum(INBOX_STATUSES).describe('new (the default), in_progress or done');
const phone = z.string().nullable().describe('A 10-digit mobile number the shopper gave; null when none');
const reply = z
  .object({
    id: z.string(),
    text: z.string(),
    at: isoDate,
    sentTo: z.string().describe('The e-mail address it was mailed to'),
    by: z.object({ email: z.string().describe('The staff member’s e-mail, or "automation"'), name: z.string() }),
  })
  .meta({ id: 'InboxReply' });
const replies = z.array(reply).describe('Mailed from the console, oldest first');

export const consoleCustomRequest = z
  .object({
    id: z.string(),
    size: z.string(),
    specialRequest: z.string(),
    at: isoDate,
    productId: z.string().nullable(),
    productName: z.string().nullable(),
    shopper: z
      .object({ name: z.string(), email: z.string() })
      .nullable()
      .describe('The account that sent it; null for a guest, who cannot be answered by mail'),
    status,
    phone: phone.describe('Given on the form, else the one on her account; null when none'),
    replies,
  })
  .meta({ id: 'ConsoleCustomRequest' });

export const consoleContactMessage = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    at: isoDate,
    status,
    phone,
    replies,
  })
  .meta({ id: 'ConsoleContactMessage' });

export const customRequestsReply = z.object({ success: ok, requests: z.array(consoleCustomRequest), nextCursor });
export const contactMessagesReply = z.object({ success: ok, messages: z.array(consoleContactMessage), nextCursor });
export const customRequestReply = z.object({ success: ok, customRequest: consoleCustomRequest });
export const contactMessageReply = z.object({ success: ok, contactMessage: consoleContactMessage });
