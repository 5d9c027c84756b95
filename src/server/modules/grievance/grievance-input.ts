// The server's schemas of a complaint and a status look-up (POST /api/grievance, /api/grievance/status): the
// limits and messages of the /grievance forms (lib/grievance.ts), as zod, so validation, the types and the API
// document come from the route. grievance-input.test.ts holds the two to one answer.
import { z } from 'zod';
import { TICKET_RE } from '#/domain/grievance.ts';
import { email } from '#/server/http/email-schema.ts';
import { COMPLAINT_MAX, COMPLAINT_MIN, MESSAGES, NAME_MAX, ORDER_ID_MAX } from '#/lib/grievance.ts';

export const complaintInput = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(NAME_MAX, MESSAGES.nameTooLong),
  email,
  orderId: z
    .string({ error: 'Order number must be text' })
    .trim()
    .max(ORDER_ID_MAX, MESSAGES.orderTooLong)
    .optional()
    .describe('The order it is about, as My Orders shows it (optional; it must be one placed with this e-mail)'),
  message: z
    .string({ error: MESSAGES.messageRequired })
    .trim()
    .min(1, MESSAGES.messageRequired)
    .min(COMPLAINT_MIN, MESSAGES.messageTooShort)
    .max(COMPLAINT_MAX, MESSAGES.messageTooLong),
});

export const statusLookupInput = z.object({
  ticket: z
    .string({ error: MESSAGES.ticketRequired })
    .trim()
    .toUpperCase()
    .min(1, MESSAGES.ticketRequired)
    .regex(TICKET_RE, MESSAGES.ticket),
  email,
});
