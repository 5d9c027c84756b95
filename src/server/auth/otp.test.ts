import { describe, expect, it } from 'vitest';
import { hashOtp, newOtp, otpMatches } from './otp.ts';

const secret = 'a-test-secret-that-is-long-enough-to-sign';

describe('one-time codes', () => {
  it('are 6 digits, spread over the whole range', () => {
    const codes = Array.from({ length: 300 }, newOtp);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(290);
  });
  it('are stored as a keyed hash bound to the e-mail and purpose', () => {
    const stored = hashOtp('123456', 'a@example.com', 'register', secret);
    expect(stored).not.toContain('123456');
    expect(otpMatches('123456', stored, 'a@example.com', 'register', secret)).toBe(true);
    expect(otpMatches('123457', stored, 'a@example.com', 'register', secret)).toBe(false);
    expect(otpMatches('123456', stored, 'b@example.com', 'register', secret)).toBe(false);
    expect(otpMatches('123456', stored, 'a@example.com', 'reset', secret)).toBe(false);
  });
});
