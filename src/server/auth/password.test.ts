import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, DUMMY_HASH } from './password.ts';

describe('passwords', () => {
  it('hash with a fresh salt and verify only the right password', async () => {
    const a = await hashPassword('monsoon-evenings');
    const b = await hashPassword('monsoon-evenings');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('monsoon-evenings', a)).toBe(true);
    expect(await verifyPassword('monsoon-evening', a)).toBe(false);
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});
