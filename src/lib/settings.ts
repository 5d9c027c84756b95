// The store's whole-number settings (delivery charges and days, the cash-on-delivery limits): each key has a default
// and the range a store may set. One check and one reading for all of them, so every refusal names its key, its unit
// and its range alike, for the pages' build and for the server (env.ts).
import { formatCount } from './money.ts';

type Source = Partial<Record<string, string | undefined>>;
export type WholeNumberSetting = { fallback: number; min: number; max: number; unit: string };

/** Why a configured value cannot be used (unset or empty: the default), or undefined when it can. */
export function wholeNumberProblem(setting: WholeNumberSetting, raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const { min, max, unit } = setting;
  const value = raw.trim();
  if (/^\d{1,7}$/.test(value) && Number(value) >= min && Number(value) <= max) return undefined;
  return `must be a whole number of ${unit} from ${formatCount(min)} to ${formatCount(max)} (got "${value}")`;
}

/** Every key of `settings` whose value in `source` cannot be used, as "KEY must be …". */
export function wholeNumberProblems(settings: Record<string, WholeNumberSetting>, source: Source): string[] {
  return Object.entries(settings).flatMap(([key, setting]) => {
    const problem = wholeNumberProblem(setting, source[key]);
    return problem ? [`${key} ${problem}`] : [];
  });
}

/** The value set for `key`, or its default when unset or empty (a value wholeNumberProblem refused never gets here). */
export function wholeNumber<K extends string>(settings: Record<K, WholeNumberSetting>, source: Source, key: K): number {
  const raw = source[key]?.trim();
  return raw ? Number(raw) : settings[key].fallback;
}
