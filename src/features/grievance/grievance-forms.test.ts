import { describe, expect, it } from 'vitest';
import { type ComplaintFields, firstInvalid, orderFromSearch, ticketFromSearch } from './grievance-forms.ts';

describe('the /grievance forms', () => {
  it('take the order from My Orders and the ticket from the mail, as the address carries them', () => {
    expect(orderFromSearch('?order=ord_1a2b')).toBe('ord_1a2b');
    expect(orderFromSearch('')).toBe('');
    expect(ticketFromSearch('?ticket=grv-2026-000123')).toBe('GRV-2026-000123');
    expect(ticketFromSearch('?order=x')).toBe('');
  });

  it('move the focus to the first field in error, in the form’s order', () => {
    const order = ['name', 'email', 'orderId', 'message'] as const;
    expect(firstInvalid<ComplaintFields>(order, { message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalid<ComplaintFields>(order, { form: 'down' })).toBeUndefined();
  });
});
