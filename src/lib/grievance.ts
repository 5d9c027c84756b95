// A complaint to the Grievance Officer and a look-up of its status: the rules and messages of the /grievance forms
// (errors under each field). Plain functions, not zod: zod would ride in the chunk every island page loads, and its
// JIT probe (`Function('')`) is a CSP violation under the pages' strict script policy. The server's schemas
// (modules/grievance/grievance-input.ts) use these limits and messages, and a test holds the two to one answer.
import { TICKET_RE } from '#/domain/grievance.ts';
import { EMAIL_MAX, isValidEmail } from './address.ts';

export const NAME_MAX = 80;
export const ORDER_ID_MAX = 64;
export const COMPLAINT_MIN = 10;
export const COMPLAINT_MAX = 3000;

export const MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  email: 'Please enter a valid e-mail address',
  orderTooLong: `Order number must be at most ${ORDER_ID_MAX} characters`,
  messageRequired: 'Message is required',
  messageTooShort: `Please tell us a little more (at least ${COMPLAINT_MIN} characters)`,
  messageTooLong: `Message must be at most ${COMPLAINT_MAX} characters`,
  ticketRequired: 'Ticket number is required',
  ticket: 'Please enter the ticket number from our mail, like GRV-2026-123456',
} as const;

export type ComplaintFields = { name: string; email: string; orderId?: string; message: string };
export type LookupFields = { ticket: string; email: string };
type Errors<F> = Partial<Record<keyof F, string>>;

/** The complaint as it is sent: trimmed, the e-mail in lower case, no empty order. */
export function tidyComplaint(f: ComplaintFields): ComplaintFields {
  const orderId = f.orderId?.trim();
  return {
    name: f.name.trim(),
    email: f.email.trim().toLowerCase(),
    ...(orderId ? { orderId } : {}),
    message: f.message.trim(),
  };
}

function emailError(email: string): string | undefined {
  const e = email.trim();
  return e.length > EMAIL_MAX || !isValidEmail(e) ? MESSAGES.email : undefined;
}

/** The first problem with each field (empty when the complaint can be sent). */
export function complaintErrors(fields: ComplaintFields): Errors<ComplaintFields> {
  const f = tidyComplaint(fields);
  const errors: Errors<ComplaintFields> = {};
  if (!f.name) errors.name = MESSAGES.nameRequired;
  else if (f.name.length > NAME_MAX) errors.name = MESSAGES.nameTooLong;
  const email = emailError(f.email);
  if (email) errors.email = email;
  if (f.orderId && f.orderId.length > ORDER_ID_MAX) errors.orderId = MESSAGES.orderTooLong;
  if (!f.message) errors.message = MESSAGES.messageRequired;
  else if (f.message.length < COMPLAINT_MIN) errors.message = MESSAGES.messageTooShort;
  else if (f.message.length > COMPLAINT_MAX) errors.message = MESSAGES.messageTooLong;
  return errors;
}

/** The look-up as it is sent: the ticket in capitals, the e-mail in lower case. */
export const tidyLookup = (f: LookupFields): LookupFields => ({
  ticket: f.ticket.trim().toUpperCase(),
  email: f.email.trim().toLowerCase(),
});

export function lookupErrors(fields: LookupFields): Errors<LookupFields> {
  const f = tidyLookup(fields);
  const errors: Errors<LookupFields> = {};
  if (!f.ticket) errors.ticket = MESSAGES.ticketRequired;
  else if (!TICKET_RE.test(f.ticket)) errors.ticket = MESSAGES.ticket;
  const email = emailError(f.email);
  if (email) errors.email = email;
  return errors;
}
