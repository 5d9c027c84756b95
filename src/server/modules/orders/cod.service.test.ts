import { describe, expect, it } from 'vitest';
import { codRules } from '#/lib/cod.ts';
import { codServes } from './cod.service.ts';

describe('COD serviceability offline', () => {
  it('serves every valid PIN outside the remote zones by default', () => {
    const rules = codRules({});
    expect(codServes('560001', rules)).toBe(true);
    expect(codServes('744101', rules)).toBe(false); // Andaman & Nicobar
    expect(codServes('000000', rules)).toBe(false);
  });
  it('serves only the configured prefixes when COD_PIN_PREFIXES is set', () => {
    const rules = codRules({ COD_PIN_PREFIXES: '56,110' });
    expect(codServes('560001', rules)).toBe(true);
    expect(codServes('110001', rules)).toBe(true);
    expect(codServes('400001', rules)).toBe(false);
  });
});
