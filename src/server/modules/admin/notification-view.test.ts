// The console list's masks: enough of a recipient to tell messages apart, never the whole address or number.
import { describe, expect, it } from 'vitest';
import { maskRecipient, maskText } from './notification-view.ts';

describe('maskRecipient', () => {
  it('keeps an e-mail address’s first letter and its domain', () => {
    expect(maskRecipient('asha.rao@example.com')).toBe('a***@example.com');
    expect(maskRecipient('x@mail.example.in')).toBe('x***@mail.example.in');
  });
  it('keeps a mobile number’s first two and last two digits', () => {
    expect(maskRecipient('9876543210')).toBe('98******10');
    expect(maskRecipient('12345')).toBe('1***');
  });
});

describe('maskText', () => {
  it('masks every address and long number in a provider’s answer', () => {
    expect(maskText('550 5.1.1 <asha@example.com>: no such user; also raj@example.org')).toBe(
      '550 5.1.1 <a***@example.com>: no such user; also r***@example.org',
    );
    expect(maskText('131026: recipient 919876543210 not on WhatsApp')).toBe(
      '131026: recipient 91********10 not on WhatsApp',
    );
  });
});
