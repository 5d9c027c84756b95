import { describe, expect, it } from 'vitest';
import { astroEnv, buildEnv, NOT_IN_ASTRO } from './build-env.ts';

describe("the build's PUBLIC_* values", () => {
  it('are read from Astro, whose import.meta.env has SITE', () => {
    const env = { SITE: 'https://saanjh.example', PUBLIC_COD_FEE: '59' };
    expect(astroEnv(env)).toBe(env);
  });

  it('throw anywhere else instead of falling back to the defaults: plain Node, Vitest', () => {
    expect(() => astroEnv(undefined)).toThrow(NOT_IN_ASTRO);
    expect(() => astroEnv({ MODE: 'test', PUBLIC_COD_FEE: '59' })).toThrow(NOT_IN_ASTRO);
    expect(() => buildEnv()).toThrow(/only in an Astro build or dev server/);
  });

  it('so the figures built from them cannot be imported outside Astro', async () => {
    await expect(import('./build-config.ts')).rejects.toThrow(NOT_IN_ASTRO);
  });
});
