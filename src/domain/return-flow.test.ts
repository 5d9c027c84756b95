import { describe, expect, it } from 'vitest';
import {
  nextReturnSteps,
  OPEN_RETURN_STATES,
  RETURN_STATES,
  refuseReturnMove,
  returnStepNote,
  type ReturnKind,
  type ReturnMove,
  type ReturnState,
} from './return-flow.ts';

/** Every move each kind allows, from each state (docs/product/returns-and-exchanges.md#handling-requests). */
const ALLOWED: Record<ReturnKind, Partial<Record<ReturnState, ReturnState[]>>> = {
  return: {
    requested: ['approved', 'refused'],
    approved: ['received', 'refused'],
    received: ['completed', 'refused'],
  },
  exchange: {
    requested: ['approved', 'refused'],
    approved: ['received', 'refused'],
    received: ['replacement_shipped', 'refused'],
    replacement_shipped: ['completed'],
  },
};
const KINDS: ReturnKind[] = ['return', 'exchange'];
/** A move to `to` with whatever that step needs (a reason to refuse, an AWB to ship). */
const move = (to: ReturnState): ReturnMove => ({ to, reason: 'Worn', awb: 'AWB123' });

describe('return and exchange steps', () => {
  for (const kind of KINDS)
    for (const state of RETURN_STATES)
      for (const to of RETURN_STATES) {
        const allowed = ALLOWED[kind][state]?.includes(to) ?? false;
        it(`${kind}: ${state} → ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
          const why = refuseReturnMove({ kind, state }, move(to));
          if (allowed) expect(why).toBeUndefined();
          else expect(why).toMatch(/can only move to|moves no further/);
        });
      }

  it('offers exactly the allowed moves, none from a closed request', () => {
    for (const kind of KINDS)
      for (const state of RETURN_STATES) expect(nextReturnSteps({ kind, state })).toEqual(ALLOWED[kind][state] ?? []);
    expect(nextReturnSteps({ kind: 'return', state: 'completed' })).toEqual([]);
    expect(nextReturnSteps({ kind: 'exchange', state: 'refused' })).toEqual([]);
  });

  it('a request is open until it is completed or refused', () => {
    expect(OPEN_RETURN_STATES).toEqual(RETURN_STATES.filter((s) => s !== 'completed' && s !== 'refused'));
    for (const kind of KINDS)
      for (const state of RETURN_STATES) {
        if (kind === 'return' && state === 'replacement_shipped') continue; // a return ships no replacement
        const open = OPEN_RETURN_STATES.includes(state);
        expect(nextReturnSteps({ kind, state }).length > 0, `${kind} ${state}`).toBe(open);
      }
  });

  it('the offered steps cannot be changed by the caller', () => {
    nextReturnSteps({ kind: 'return', state: 'requested' }).push('completed');
    expect(nextReturnSteps({ kind: 'return', state: 'requested' })).toEqual(['approved', 'refused']);
  });

  it('says why, in words staff read', () => {
    expect(refuseReturnMove({ kind: 'return', state: 'approved' }, { to: 'completed' })).toBe(
      'A return that is approved can only move to received or refused',
    );
    expect(refuseReturnMove({ kind: 'exchange', state: 'received' }, { to: 'completed' })).toBe(
      'An exchange that is received can only move to replacement shipped or refused',
    );
    expect(refuseReturnMove({ kind: 'exchange', state: 'replacement_shipped' }, move('refused'))).toBe(
      'An exchange that is replacement shipped can only move to completed',
    );
    expect(refuseReturnMove({ kind: 'return', state: 'received' }, { to: 'replacement_shipped', awb: 'A1' })).toBe(
      'A return that is received can only move to completed or refused',
    );
    expect(refuseReturnMove({ kind: 'return', state: 'completed' }, move('refused'))).toBe(
      'This return is completed; it moves no further',
    );
    expect(refuseReturnMove({ kind: 'exchange', state: 'refused' }, move('approved'))).toBe(
      'This exchange is refused; it moves no further',
    );
  });

  it('refusing needs a reason; shipping the replacement needs its AWB', () => {
    for (const reason of [undefined, null, '', '   '])
      expect(refuseReturnMove({ kind: 'return', state: 'received' }, { to: 'refused', reason })).toBe(
        'Give the shopper a reason',
      );
    for (const awb of [undefined, null, '', '  '])
      expect(refuseReturnMove({ kind: 'exchange', state: 'received' }, { to: 'replacement_shipped', awb })).toBe(
        'Shipping the replacement needs its AWB',
      );
    // A wrong step is told before a missing detail.
    expect(refuseReturnMove({ kind: 'return', state: 'completed' }, { to: 'refused' })).toMatch(/moves no further/);
    // Approving needs no pickup AWB (the shopper may send the parcel herself).
    expect(refuseReturnMove({ kind: 'return', state: 'requested' }, { to: 'approved' })).toBeUndefined();
  });
});

describe('the step in the shopper’s words', () => {
  it('words every step of a return and of an exchange', () => {
    const ret = { kind: 'return' as const };
    const ex = { kind: 'exchange' as const, newSize: 'L' };
    expect(returnStepNote({ ...ret, state: 'requested' })).toBe('Return requested');
    expect(returnStepNote({ ...ex, state: 'requested' })).toBe('Exchange for size L requested');
    expect(returnStepNote({ ...ret, state: 'approved' })).toBe('Return approved — we will collect it');
    expect(returnStepNote({ ...ret, state: 'approved', pickupAwb: 'PK-1' })).toBe(
      'Return approved — we will collect it (pickup AWB PK-1)',
    );
    expect(returnStepNote({ ...ex, state: 'approved' })).toBe('Exchange approved — we will collect it');
    expect(returnStepNote({ ...ret, state: 'received' })).toBe('Parcel received');
    expect(returnStepNote({ ...ex, state: 'received' })).toBe('Parcel received');
    expect(returnStepNote({ ...ex, state: 'replacement_shipped', replacementAwb: 'RP-9' })).toBe(
      'Replacement shipped (AWB RP-9)',
    );
    expect(returnStepNote({ ...ret, state: 'completed', credit: '₹1,099' })).toBe(
      'Return completed: ₹1,099 store credit',
    );
    expect(returnStepNote({ ...ex, state: 'completed' })).toBe('Exchange completed: now size L');
    expect(returnStepNote({ ...ret, state: 'refused', refusalReason: 'Tags missing' })).toBe('Refused: Tags missing');
    expect(returnStepNote({ ...ex, state: 'refused', refusalReason: null })).toBe('Refused: no reason given');
  });
});
