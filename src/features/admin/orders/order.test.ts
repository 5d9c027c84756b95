import { describe, expect, it } from 'vitest';
import {
  cancelReasonProblem,
  hasPackingSlip,
  noteProblem,
  refundReferenceProblem,
  shipmentProblem,
  stepLabel,
} from './order.ts';

describe('stepLabel', () => {
  it('says a cash parcel is delivered with the cash taken, or refused', () => {
    expect(stepLabel('Delivered', true)).toBe('Delivered, cash received');
    expect(stepLabel('Delivered', false)).toBe('Delivered');
    expect(stepLabel('Returned to Origin', true)).toBe('Returned to origin (refused)');
    expect(stepLabel('Out for Delivery', false)).toBe('Out for delivery');
    expect(stepLabel('Packing', false)).toBe('Packing');
  });
});

describe('shipmentProblem', () => {
  it('asks for an AWB the server takes and a courier of 2 to 40 characters', () => {
    expect(shipmentProblem(' AWB-1234 ', ' Blue Dart ')).toBeUndefined();
    for (const awb of ['', 'AB1', 'has space', 'A'.repeat(41)])
      expect(shipmentProblem(awb, 'Delhivery')).toBe('Enter the AWB: 4 to 40 letters, digits or hyphens.');
    for (const courier of ['', ' D ', 'D'.repeat(41)])
      expect(shipmentProblem('AWB1234', courier)).toBe("Enter the courier's name (2 to 40 characters).");
  });
});

describe('cancelReasonProblem', () => {
  it('takes 3 to 300 characters once trimmed, as the server does', () => {
    expect(cancelReasonProblem('  Fabric flaw  ')).toBeUndefined();
    for (const reason of ['', '   ', ' no ', 'x'.repeat(301)])
      expect(cancelReasonProblem(reason)).toBe('Give the shopper a reason (3 to 300 characters).');
  });
});

describe('noteProblem', () => {
  it('asks for some text, at most 500 characters once trimmed, as the server does', () => {
    expect(noteProblem('  Deliver after 6 pm ')).toBeUndefined();
    expect(noteProblem(` ${'x'.repeat(500)} `)).toBeUndefined();
    for (const text of ['', '  \n ']) expect(noteProblem(text)).toBe('Write the note first');
    expect(noteProblem('x'.repeat(501))).toBe('A note is at most 500 characters');
  });
});

describe('refundReferenceProblem', () => {
  it('takes a UTR or a provider refund id, as the server does', () => {
    for (const ok of [' HDFCR52026112012345 ', 'rfnd_FP8QHiV938haTz', 're_3MtwBw', '123456789012'])
      expect(refundReferenceProblem(ok)).toBeUndefined();
    for (const bad of ['', 'ab', 'UTR 123 456', 'x'.repeat(65)]) expect(refundReferenceProblem(bad)).toMatch(/^Enter/);
  });
});

describe('hasPackingSlip', () => {
  it('is offered for an order that goes in a parcel, not a cancelled one or one owed a refund', () => {
    expect(hasPackingSlip({ status: 'Packing', paymentState: 'paid' })).toBe(true);
    expect(hasPackingSlip({ status: 'Order Placed', paymentState: 'cod' })).toBe(true);
    expect(hasPackingSlip({ status: 'Cancelled', paymentState: 'paid' })).toBe(false);
    expect(hasPackingSlip({ status: 'Order Placed', paymentState: 'refund_due' })).toBe(false);
  });
});
