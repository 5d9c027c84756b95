// The imports that break a rule today, while issue 29 moves the code into its target layout. Lint reports
// them as "known, to remove" and fails on any other; an entry that no longer matches a violation fails too,
// so the list (boundaries-baseline.txt) can only shrink until it is empty and this file can go.
import type { Violation } from './boundaries.ts';

export type BaselineEntry = { rule: string; file: string; specifier: string; line: number };

export const BASELINE_FILE = 'scripts/check/boundaries-baseline.txt';

const keyOf = (e: { rule: string; file: string; specifier: string }) => `${e.rule} ${e.file} ${e.specifier}`;

/** One entry a line: `<rule> <file> <specifier>`; `#` starts a comment. */
export function parseBaseline(text: string): BaselineEntry[] {
  const entries: BaselineEntry[] = [];
  text.split('\n').forEach((raw, i) => {
    const content = raw.replace(/#(?!\/).*$/, '').trim(); // `#/…` specifiers are not comments
    if (!content) return;
    const [rule, file, specifier, ...rest] = content.split(/\s+/);
    if (!rule || !file || !specifier || rest.length > 0) {
      throw new Error(`${BASELINE_FILE}:${i + 1}: expected "<rule> <file> <specifier>", got "${raw}"`);
    }
    entries.push({ rule, file, specifier, line: i + 1 });
  });
  return entries;
}

/** `fresh` break the rules anew; `known` are listed; `stale` entries are listed but no longer broken. */
export function compareWithBaseline(violations: Violation[], baseline: BaselineEntry[]) {
  const listed = new Set(baseline.map(keyOf));
  const broken = new Set(violations.map(keyOf));
  return {
    fresh: violations.filter((v) => !listed.has(keyOf(v))),
    known: violations.filter((v) => listed.has(keyOf(v))),
    stale: baseline.filter((e) => !broken.has(keyOf(e))),
  };
}

/** The entry lines for these violations, sorted by rule then file (how the list was first written). */
export function baselineLines(violations: Violation[]): string[] {
  return [...new Set(violations.map(keyOf))].sort();
}
