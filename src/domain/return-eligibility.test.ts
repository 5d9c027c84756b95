import { describe, expect, it } from 'vitest';
import {
  eligibilityNote,
  nextExchangeFeePaise,
  returnEligibility,
  type EligibilityFacts,
  type ItemRequest,
} from './return-eligibility.ts';

// Delivered Friday 20 Nov 2026 at 15:30 in India; the window ends 7 × 24 h later.
const deliveredAt = new Date('2026-11-20T10:00:00Z');
const windowEndsAt = new Date('2026-11-27T10:00:00Z');
const inWindow = new Date('2026-11-23T10:00:00Z');
const facts = (over: Partial<EligibilityFacts> = {}): EligibilityFacts => ({
  deliveredAt,
  requests: [],
  now: inWindow,
  ...over,
});
const req = (kind: ItemRequest['kind'], state: ItemRequest['state']): ItemRequest => ({ kind, state });
/** What My Orders says of the item: which requests it offers, and why not both. */
const offers = (canReturn: boolean, canExchange: boolean, note?: string) => ({ canReturn, canExchange, note });
const check = (over: Partial<EligibilityFacts>) => {
  const e = returnEligibility(facts(over));
  return { canReturn: e.canReturn, canExchange: e.canExchange, note: eligibilityNote(e) };
};

describe('return eligibility', () => {
  it('offers both within 7 days of delivery, up to the last millisecond', () => {
    expect(returnEligibility(facts())).toEqual({ canReturn: true, canExchange: true, windowEndsAt });
    expect(check({ now: windowEndsAt })).toEqual(offers(true, true));
  });

  it('before delivery: returns open after delivery', () => {
    expect(check({ deliveredAt: null })).toEqual(offers(false, false, 'Returns open after delivery'));
  });

  it('after the window: says the day it closed, in India time', () => {
    // 10:00 UTC on 27 Nov is 15:30 in India; a delivery at 20:00 UTC closes on the 28th there.
    expect(check({ now: new Date(windowEndsAt.getTime() + 1) }).note).toBe('Return window closed on 27 Nov');
    const late = new Date('2026-11-20T20:00:00Z');
    expect(check({ deliveredAt: late, now: new Date('2026-12-20T00:00:00Z') })).toEqual(
      offers(false, false, 'Return window closed on 28 Nov'),
    );
  });

  it('a completed return: already returned, even after the window', () => {
    const requests = [req('return', 'completed')];
    expect(check({ requests })).toEqual(offers(false, false, 'Already returned'));
    expect(check({ requests, now: new Date('2027-01-01') }).note).toBe('Already returned');
  });

  it('an open return or exchange request: a request is open', () => {
    for (const requests of [[req('return', 'requested')], [req('exchange', 'completed'), req('exchange', 'requested')]])
      expect(check({ requests })).toEqual(offers(false, false, 'A request is open'));
  });

  it('customised items: neither, whatever else holds', () => {
    expect(check({ customised: true })).toEqual(
      offers(false, false, 'Customised items cannot be returned or exchanged'),
    );
    expect(check({ customised: true, deliveredAt: null }).note).toBe(
      'Customised items cannot be returned or exchanged',
    );
  });

  it('sale items: an exchange but no return', () => {
    expect(check({ onSale: true })).toEqual(offers(false, true, 'Sale items cannot be returned'));
  });

  it('after two exchanges: a return but no third exchange', () => {
    const requests = [req('exchange', 'completed'), req('exchange', 'completed')];
    expect(check({ requests })).toEqual(offers(true, false, 'No more exchanges for this item'));
    expect(check({ requests, onSale: true })).toEqual(
      offers(false, false, 'Sale items cannot be returned. No more exchanges for this item'),
    );
  });

  it('after one completed exchange: both still open, the next exchange costs ₹250', () => {
    const requests = [req('exchange', 'completed')];
    expect(check({ requests })).toEqual(offers(true, true));
    expect(nextExchangeFeePaise([])).toBe(0);
    expect(nextExchangeFeePaise(requests)).toBe(250_00);
  });
});
