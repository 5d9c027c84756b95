import { describe, expect, it } from 'vitest';
import { retriedToast, statusLine } from './messages.ts';

const when = (iso: string | null) => `at ${iso}`;

describe('statusLine', () => {
  it('tells where a message stands', () => {
    expect(statusLine({ status: 'sent', attempts: 1, sentAt: '2026-11-20T10:00:00.000Z' }, when)).toBe(
      'Sent at 2026-11-20T10:00:00.000Z',
    );
    expect(statusLine({ status: 'failed', attempts: 16, sentAt: null }, when)).toBe('Failed');
    expect(statusLine({ status: 'queued', attempts: 0, sentAt: null }, when)).toBe('Waiting to send');
    expect(statusLine({ status: 'queued', attempts: 1, sentAt: null }, when)).toBe('Trying again (1 try so far)');
    expect(statusLine({ status: 'queued', attempts: 3, sentAt: null }, when)).toBe('Trying again (3 tries so far)');
    expect(statusLine({ status: 'sending', attempts: 1, sentAt: null }, when)).toBe('Sending');
  });
});

describe('retriedToast', () => {
  it('says how many went back on the queue', () => {
    expect(retriedToast(0)).toBe('Nothing to send again: no longer failed.');
    expect(retriedToast(1)).toBe('Sending it again: it goes out within a minute.');
    expect(retriedToast(4)).toBe('Sending 4 messages again: they go out within a minute.');
  });
});
