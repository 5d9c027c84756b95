// Rewrites the code's references to the original spec and design sections into the docs/ files that now hold
// them, in place, as listed in docs/references.tsv (one row per reference, with its exact text and target).
//
//   sh scripts/node.sh node scripts/docs/rewrite-refs.ts [--root DIR] [--dry-run] [--strings]
//
// Comments and markdown are rewritten; a reference inside a string (a message, a test name) only with
// --strings. A comment line the longer text pushes past 120 characters is re-wrapped. Every target must be a
// heading of a docs file, else nothing is written. Markdown files changed are formatted with Biome (its
// tables). Ends by listing what still looks like such a reference under src/, scripts/, e2e/ and *.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LEFTOVER, parseTable, type Row, rewriteFile, targetProblem } from './references.ts';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: process.cwd() },
    'dry-run': { type: 'boolean', default: false },
    strings: { type: 'boolean', default: false },
  },
});
const root = values.root;
const read = (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined);

const rows = parseTable(read('docs/references.tsv') ?? '');
const broken = [...new Set(rows.map((r) => r.target))].flatMap((t) => targetProblem(t, read) ?? []);
if (broken.length > 0) {
  for (const problem of broken) console.error(`broken target: ${problem}`);
  process.exit(1);
}

const byFile = Map.groupBy(rows, (r) => r.path);
let replaced = 0;
let reflowed = 0;
const skipped: Row[] = [];
const missing: Row[] = [];
const markdown: string[] = [];
for (const [path, fileRows] of byFile) {
  const before = read(path);
  if (before === undefined) {
    missing.push(...fileRows);
    continue;
  }
  const result = rewriteFile(before, fileRows, { strings: values.strings });
  replaced += result.replaced;
  reflowed += result.reflowed;
  skipped.push(...result.skipped);
  missing.push(...result.missing);
  if (result.text === before || values['dry-run']) continue;
  writeFileSync(join(root, path), result.text);
  if (path.endsWith('.md')) markdown.push(path);
}
if (markdown.length > 0)
  spawnSync('npx', ['biome', 'format', '--write', ...markdown], { cwd: root, stdio: 'ignore', shell: false });

const where = (r: Row) => `${r.path}:${r.line} "${r.reference}"`;
console.log(
  `${values['dry-run'] ? 'would rewrite' : 'rewrote'} ${replaced} reference(s) in ${byFile.size} file(s)` +
    `; ${reflowed} comment line(s) re-wrapped; ${skipped.length} in strings left (--strings rewrites them)` +
    `; ${missing.length} not found`,
);
for (const r of missing) console.log(`  not found: ${where(r)}`);
for (const r of skipped) console.log(`  string, left: ${where(r)} → ${r.target}`);

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(join(root, dir))) return out;
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isDirectory() && dir) walk(path, out);
    else if (entry.isFile() && /\.(ts|tsx|astro|mjs|md)$/.test(entry.name)) out.push(path);
  }
  return out;
}
const files = [...walk('src'), ...walk('scripts'), ...walk('e2e'), ...walk('').filter((p) => p.endsWith('.md'))];
const left = files.flatMap((path) =>
  (read(path) ?? '')
    .split('\n')
    .flatMap((line, i) => (LEFTOVER.test(line) ? [`  ${path}:${i + 1}: ${line.trim().slice(0, 100)}`] : [])),
);
console.log(`${left.length} line(s) still refer to the spec or design sections`);
for (const line of left) console.log(line);
