import { describe, expect, it } from 'vitest';
import { complaintInput, fieldErrors, statusLookupInput } from './grievance.ts';

describe('the complaint form', () => {
  it('names what is wrong under each field', () => {
    expect(fieldErrors(complaintInput, { name: ' ', email: 'nope', message: 'short' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid e-mail address',
      message: 'Please tell us a little more (at least 10 characters)',
    });
    expect(fieldErrors(complaintInput, {})).toMatchObject({ name: 'Name is required', message: 'Message is required' });
  });

  it('takes a complaint without an order, and tidies what was typed', () => {
    const ok = { name: ' Ritu ', email: ' Ritu@Example.com ', message: 'The parcel came torn open.' };
    expect(fieldErrors(complaintInput, ok)).toEqual({});
    expect(complaintInput.parse(ok)).toEqual({ name: 'Ritu', email: 'ritu@example.com', message: ok.message.trim() });
  });

  it('looks a ticket up in any case, and refuses what is not one', () => {
    expect(statusLookupInput.parse({ ticket: ' grv-2026-000123 ', email: 'a@example.com' }).ticket).toBe(
      'GRV-2026-000123',
    );
    expect(fieldErrors(statusLookupInput, { ticket: '123', email: 'a@example.com' }).ticket).toMatch(/GRV-2026/);
  });
});
