import { describe, expect, it } from 'vitest';
import { daysOverdue, isOverdue, resolutionDue, TICKET_RE, ticketNumber } from './grievance.ts';

describe('grievance rules', () => {
  it('a ticket carries the year of receipt in India and six digits', () => {
    // 31 December 20:00 UTC is already 1 January in India.
    expect(ticketNumber(new Date('2026-12-31T20:00:00Z'))).toMatch(/^GRV-2027-\d{6}$/);
    const tickets = new Set(Array.from({ length: 50 }, () => ticketNumber(new Date('2026-05-01T10:00:00Z'))));
    for (const t of tickets) expect(t).toMatch(TICKET_RE);
    expect(tickets.size).toBeGreaterThan(40);
  });

  it('is due 30 days after receipt, and overdue only while unresolved after that', () => {
    const received = new Date('2026-05-01T10:00:00Z');
    const due = resolutionDue(received);
    expect(due.toISOString()).toBe('2026-05-31T10:00:00.000Z');
    const later = new Date('2026-06-03T11:00:00Z');
    expect(isOverdue({ status: 'open', dueAt: due }, later)).toBe(true);
    expect(isOverdue({ status: 'in_progress', dueAt: due }, later)).toBe(true);
    expect(isOverdue({ status: 'resolved', dueAt: due }, later)).toBe(false);
    expect(isOverdue({ status: 'open', dueAt: due }, received)).toBe(false);
    expect(daysOverdue(due, later)).toBe(3);
    expect(daysOverdue(due, received)).toBe(0);
  });
});
