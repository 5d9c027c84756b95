// PUBLIC_VITALS_SAMPLE, on its own so the script every page carries (browser/vitals-start.ts) bundles nothing else.

/** The share of visits that report when the setting is unset, empty or not a share from 0 to 1. */
export const DEFAULT_SAMPLE_RATE = 0.1;

export function sampleRate(raw: string | undefined): number {
  const value = raw?.trim() ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : DEFAULT_SAMPLE_RATE;
}
