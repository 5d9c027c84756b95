import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type ComplaintFields, complaintErrors, type LookupFields, lookupErrors } from '#/lib/grievance.ts';
import { complaintInput, statusLookupInput } from './grievance-input.ts';

/** The first problem zod finds with each field, as the forms show them. */
function zodErrors(schema: z.ZodType, value: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

const complaints: ComplaintFields[] = [
  { name: ' ', email: 'nope', message: 'short' },
  { name: '', email: '', message: '' },
  { name: 'R'.repeat(81), email: 'a@b', orderId: 'o'.repeat(65), message: 'x'.repeat(3001) },
  { name: ' Ritu ', email: ' Ritu@Example.com ', message: 'The parcel came torn open.' },
  { name: 'Ritu', email: 'ritu@example.com', orderId: '  ', message: '  ten chars!  ' },
];
const lookups: LookupFields[] = [
  { ticket: '', email: '' },
  { ticket: '123', email: 'a@example.com' },
  { ticket: ' grv-2026-000123 ', email: 'A@Example.com' },
];

describe('the complaint form and the server agree', () => {
  it('names what is wrong under each field', () => {
    expect(complaintErrors(complaints[0]!)).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid e-mail address',
      message: 'Please tell us a little more (at least 10 characters)',
    });
    expect(complaintErrors(complaints[3]!)).toEqual({});
    expect(lookupErrors(lookups[1]!).ticket).toMatch(/GRV-2026/);
    expect(lookupErrors(lookups[2]!)).toEqual({});
  });

  it.each(complaints)('complaint %#: the same errors in the browser and on the server', (fields) => {
    expect(complaintErrors(fields)).toEqual(zodErrors(complaintInput, fields));
  });

  it.each(lookups)('look-up %#: the same errors in the browser and on the server', (fields) => {
    expect(lookupErrors(fields)).toEqual(zodErrors(statusLookupInput, fields));
  });

  it('tidies what was typed the same way', () => {
    expect(complaintInput.parse(complaints[3])).toEqual({
      name: 'Ritu',
      email: 'ritu@example.com',
      message: 'The parcel came torn open.',
    });
    expect(statusLookupInput.parse(lookups[2]).ticket).toBe('GRV-2026-000123');
  });
});
