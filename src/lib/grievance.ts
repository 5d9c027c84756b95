// A complaint to the Grievance Officer and a look-up of its status: one definition of valid input for the /grievance
// forms (errors under each field) and the server (POST /api/grievance, /api/grievance/status).
import { z } from 'zod';
import { TICKET_RE } from '#/domain/grievance.ts';
import { email } from './email.ts';

export const COMPLAINT_MIN = 10;
export const COMPLAINT_MAX = 3000;

export const complaintInput = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
  email,
  orderId: z
    .string({ error: 'Order number must be text' })
    .trim()
    .max(64, 'Order number must be at most 64 characters')
    .optional()
    .describe('The order it is about, as My Orders shows it (optional; it must be one placed with this e-mail)'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .min(COMPLAINT_MIN, `Please tell us a little more (at least ${COMPLAINT_MIN} characters)`)
    .max(COMPLAINT_MAX, `Message must be at most ${COMPLAINT_MAX} characters`),
});
export type ComplaintInput = z.input<typeof complaintInput>;

export const statusLookupInput = z.object({
  ticket: z
    .string({ error: 'Ticket number is required' })
    .trim()
    .toUpperCase()
    .min(1, 'Ticket number is required')
    .regex(TICKET_RE, 'Please enter the ticket number from our mail, like GRV-2026-123456'),
  email,
});
export type StatusLookupInput = z.input<typeof statusLookupInput>;

/** The first problem with each field of `value`, by field name (empty when it is valid). */
export function fieldErrors<S extends z.ZodType>(schema: S, value: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
