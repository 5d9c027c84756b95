import { describe, expect, it } from 'vitest';
import { greetingName } from './engagement-mail.ts';

describe('greetingName', () => {
  it('keeps the first word when it is letters, in any script, at most 40', () => {
    expect(greetingName('Ritu Sharma')).toBe('Ritu');
    expect(greetingName('  Ananya, ')).toBe('Ananya');
    expect(greetingName('अनन्या शर्मा')).toBe('अनन्या');
    expect(greetingName('Win ₹10,000 at evil.example')).toBe('Win');
    expect(greetingName('a'.repeat(80))).toBe('a'.repeat(40));
  });
  it('is empty when the first word is not a name: a link, a domain, a number, a symbol', () => {
    for (const name of ['https://evil.example', 'evil.example', 'www.evil.example', '+91 98765', '₹10,000 prize', '★'])
      expect(greetingName(name)).toBe('');
  });
});
