import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('is the prefix and 16 hex digits, different each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId('ord')));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^ord_[0-9a-f]{16}$/);
  });

  it('takes more random bytes when asked', () => {
    expect(newId('usr', 9)).toMatch(/^usr_[0-9a-f]{18}$/);
  });
});
