// `npm run lint` (and the first step of `npm test`): Biome's linter and formatter check, the layer rules of
// docs/architecture.md#layer-rules (boundaries.ts, with the known violations of boundaries-baseline.txt), one reader of
// process.env, and lines of at most 120 characters in source files.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASELINE_FILE, compareWithBaseline, parseBaseline } from './baseline.ts';
import { checkSources, formatViolation, relativeToRoot, type Source } from './boundaries.ts';

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|astro|mjs|css)$/;
const MAX_LINE = 120;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'migrations' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (SOURCE.test(entry.name)) out.push(path);
  }
  return out;
}

const problems: string[] = [];
const code: Source[] = [];
for (const path of ['src', 'scripts', 'e2e'].flatMap((d) => walk(join(ROOT, d)))) {
  const file = relativeToRoot(ROOT, path);
  const text = readFileSync(path, 'utf8');
  if (!file.endsWith('.css')) code.push({ file, text });
  if (/\bprocess\.env\b/.test(text) && file.startsWith('src/') && !/^src\/server\/(env\.ts|test\/)/.test(file)) {
    problems.push(`${file}: reads process.env; only src/server/env.ts may (DESIGN §2)`);
  }
  text.split('\n').forEach((line, i) => {
    if (line.length > MAX_LINE) problems.push(`${file}:${i + 1}: line of ${line.length} characters (max ${MAX_LINE})`);
  });
}

const started = performance.now();
const baseline = parseBaseline(readFileSync(join(ROOT, BASELINE_FILE), 'utf8'));
const { fresh, stale } = compareWithBaseline(checkSources(code), baseline);
const took = Math.round(performance.now() - started);
problems.push(...fresh.map(formatViolation));
for (const e of stale) {
  problems.push(
    `${BASELINE_FILE}:${e.line}: ${e.file} no longer imports '${e.specifier}' against [${e.rule}]: delete it`,
  );
}
const known = baseline.filter((e) => !stale.includes(e));
const byRule = Object.entries(Object.groupBy(known, (e) => e.rule)).map(([rule, es]) => `${rule} ${es?.length}`);
console.log(
  `boundaries: ${code.length} files in ${took} ms; ${known.length} known violation(s) to remove, listed in ` +
    `${BASELINE_FILE}${byRule.length ? ` (${byRule.join(', ')})` : ''}`,
);

for (const p of problems) console.error(p);
const biome = spawnSync('npx', ['biome', 'ci', '--error-on-warnings', '.'], { stdio: 'inherit' });
console.log(
  `lint: ${problems.length} layer, env or line-length problem(s); biome ${biome.status === 0 ? 'ok' : 'failed'}`,
);
process.exit(problems.length > 0 || biome.status !== 0 ? 1 : 0);
