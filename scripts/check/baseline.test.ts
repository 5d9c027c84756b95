import { describe, expect, it } from 'vitest';
import { baselineLines, compareWithBaseline, parseBaseline } from './baseline.ts';
import type { Violation } from './boundaries.ts';

const violation = (rule: string, file: string, specifier: string, line = 1): Violation => ({
  rule,
  file,
  specifier,
  line,
  why: 'why',
});

describe('the baseline of known violations', () => {
  it('reads one entry a line, `#` comments aside but `#/…` specifiers kept', () => {
    const text = [
      '# known, to remove',
      '',
      'feature-index src/features/a/A.tsx #/features/b/b.ts  # until b has an index.ts',
      'pages-entry   src/pages/x.astro    #/features/x/X.tsx',
    ].join('\n');
    expect(parseBaseline(text)).toEqual([
      { rule: 'feature-index', file: 'src/features/a/A.tsx', specifier: '#/features/b/b.ts', line: 3 },
      { rule: 'pages-entry', file: 'src/pages/x.astro', specifier: '#/features/x/X.tsx', line: 4 },
    ]);
  });

  it('refuses a line that is not <rule> <file> <specifier>', () => {
    expect(() => parseBaseline('feature-index src/features/a/A.tsx')).toThrow(/:1: expected/);
  });

  it('fails on new violations and on entries no longer violated, and reports the rest as known', () => {
    const baseline = parseBaseline(
      ['feature-index src/features/a/A.tsx #/features/b/b.ts', 'pages-entry src/pages/x.astro #/features/x/X.tsx'].join(
        '\n',
      ),
    );
    const known = violation('feature-index', 'src/features/a/A.tsx', '#/features/b/b.ts', 7);
    const sameImportAgain = violation('feature-index', 'src/features/a/A.tsx', '#/features/b/b.ts', 9);
    const fresh = violation('feature-index', 'src/features/a/A.tsx', '#/features/c/c.ts');
    const otherRule = violation('no-parent-relative', 'src/features/a/A.tsx', '#/features/b/b.ts');
    const result = compareWithBaseline([known, sameImportAgain, fresh, otherRule], baseline);
    expect(result.known).toEqual([known, sameImportAgain]);
    expect(result.fresh).toEqual([fresh, otherRule]);
    expect(result.stale).toEqual([baseline[1]]);
  });

  it('writes one sorted line per rule, file and import', () => {
    expect(
      baselineLines([
        violation('pages-entry', 'src/pages/x.astro', '#/features/x/X.tsx'),
        violation('feature-index', 'src/features/a/A.tsx', '#/features/b/b.ts', 3),
        violation('feature-index', 'src/features/a/A.tsx', '#/features/b/b.ts', 5),
      ]),
    ).toEqual([
      'feature-index src/features/a/A.tsx #/features/b/b.ts',
      'pages-entry src/pages/x.astro #/features/x/X.tsx',
    ]);
  });
});
