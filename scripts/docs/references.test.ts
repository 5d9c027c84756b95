import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anchorsOf, MAX_LINE, parseTable, type Row, rewriteFile, slug, targetProblem } from './references.ts';

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);
const row = (over: Partial<Row>): Row => ({
  path: 'src/x.ts',
  line: 1,
  kind: 'comment',
  reference: 'spec \u00a79',
  target: 'docs/product/returns-and-exchanges.md#policy',
  replacement: '',
  ...over,
});

describe('docs/references.tsv', () => {
  const rows = parseTable(readFileSync('docs/references.tsv', 'utf8'));

  it('lists every reference with a target that is a heading of a docs file', () => {
    expect(rows.length).toBeGreaterThan(100);
    const problems = [...new Set(rows.map((r) => r.target))].flatMap((t) => targetProblem(t, read) ?? []);
    expect(problems).toEqual([]);
  });

  it('reads anchors as GitHub makes them', () => {
    expect(slug('Who can do what')).toBe('who-can-do-what');
    expect(slug("An order's data flow")).toBe('an-orders-data-flow');
    expect(anchorsOf('# Title\n\n## Size chart and length guide\n')).toEqual(
      new Set(['title', 'size-chart-and-length-guide']),
    );
    expect(targetProblem('docs/architecture.md#nowhere', read)).toMatch(/no heading #nowhere/);
    expect(targetProblem('docs/missing.md', read)).toMatch(/no file/);
  });
});

describe('rewriteFile', () => {
  it('replaces a reference in a comment with its target', () => {
    const text = '// The policy (spec \u00a79): per item.\nconst a = 1;\n';
    const r = rewriteFile(text, [row({})]);
    expect(r.text).toBe('// The policy (docs/product/returns-and-exchanges.md#policy): per item.\nconst a = 1;\n');
    expect(r.replaced).toBe(1);
  });

  it('finds a reference that moved, and uses the replacement text when there is one', () => {
    const text = 'const a = 1;\n\n// Totals (spec \u00a79).\n';
    const r = rewriteFile(text, [row({ line: 40, replacement: 'the totals doc' })]);
    expect(r.text).toBe('const a = 1;\n\n// Totals (the totals doc).\n');
  });

  it('leaves references in strings unless asked, and reports those it cannot find', () => {
    const text = "it('follows spec \u00a79', () => {});\n";
    const r = rewriteFile(text, [row({ kind: 'string' }), row({ reference: 'DESIGN \u00a74' })]);
    expect(r.text).toBe(text);
    expect(r.skipped).toHaveLength(1);
    expect(r.missing).toHaveLength(1);
    expect(rewriteFile(text, [row({ kind: 'string' })], { strings: true }).text).toContain('docs/product/');
  });

  it("pairs rows that share a text with their own occurrences, never another row's", () => {
    const text = `// budget (spec \u00a79)\n${'\n'.repeat(40)}log('budget, spec \u00a79');\n`;
    const rows = [row({ line: 3 }), row({ line: 44, kind: 'string' })];
    const both = rewriteFile(text, rows);
    expect(both.replaced).toBe(1);
    expect(both.skipped).toHaveLength(1);
    // Rewritten once already: the string's occurrence is left for the string's row.
    const again = rewriteFile(both.text, rows);
    expect(again.replaced).toBe(0);
    expect(again.missing).toEqual([rows[0]]);
    expect(rewriteFile(both.text, rows, { strings: true }).text).toContain("log('budget, docs/product/");
  });

  it('re-wraps a comment the longer text pushed past the line limit, into the next line of the comment', () => {
    const words = 'word '.repeat(21).trim(); // 104 characters
    const text = `// ${words} spec \u00a79 end\n// next line of it\nconst a = 1;\n`;
    const r = rewriteFile(text, [row({})]);
    const lines = r.text.split('\n');
    expect(lines.every((l) => l.length <= MAX_LINE)).toBe(true);
    expect(lines[1]).toBe('// docs/product/returns-and-exchanges.md#policy end next line of it');
    expect(lines[2]).toBe('const a = 1;');
    expect(r.reflowed).toBe(1);
  });

  it('opens a one-line JSDoc and moves a trailing comment above its code when they grow too long', () => {
    const pad = 'x'.repeat(90);
    const doc = rewriteFile(`/** ${pad} (spec \u00a79). */\n`, [row({})]).text.split('\n');
    expect(doc[0]).toBe('/**');
    expect(doc.at(-2)).toBe(' */');
    expect(doc.every((l) => l.length <= MAX_LINE)).toBe(true);
    const trailing = rewriteFile(`  if (a) return; // ${pad} spec \u00a79\n`, [row({})]).text.split('\n');
    expect(trailing.at(-2)).toBe('  if (a) return;');
    expect(trailing.every((l) => l.length <= MAX_LINE)).toBe(true);
  });

  it('does not re-wrap markdown', () => {
    const long = `${'a '.repeat(60)}spec \u00a79`;
    const r = rewriteFile(long, [row({ path: 'README.md', kind: 'markdown' })]);
    expect(r.text.split('\n')).toHaveLength(1);
  });
});
