// The PUBLIC_* values the pages and islands are built with (delivery, COD, colour charge, store identity). Only
// Astro has them: its build and its dev server hand them over as import.meta.env and define SITE there
// (astro.config.mjs always sets `site`). The server reads its own configuration through src/server/env.ts, and under
// plain Node or Vitest there are no build values: reading them there used to fall back to the defaults without a
// word, so it throws instead. A test that needs them states the values it builds with:
// vi.mock('#/lib/build-env.ts', () => ({ buildEnv: () => ({ PUBLIC_COD_FEE: '49' }) })), or passes its values to
// deliveryRules, codRules, customColourChargePaise or storeIdentity directly.
export type BuildEnv = Partial<Record<string, string | undefined>>;

export const NOT_IN_ASTRO =
  "The build's PUBLIC_* settings exist only in an Astro build or dev server (import.meta.env with SITE): the server " +
  'reads its configuration through getEnv() (src/server/env.ts); a test passes its own values ' +
  "(vi.mock('#/lib/build-env.ts'), or deliveryRules/codRules/storeIdentity with the values).";

/** The values of the Astro build or dev server this code runs in; throws anywhere else. */
export function buildEnv(): BuildEnv {
  return astroEnv(import.meta.env);
}

/** `env` when it is Astro's import.meta.env (it has SITE), else the error saying where the values come from. */
export function astroEnv(env: BuildEnv | undefined): BuildEnv {
  if (typeof env?.SITE !== 'string') throw new Error(NOT_IN_ASTRO);
  return env;
}
