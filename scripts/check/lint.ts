// `npm run lint` (and the first step of `npm test`): Biome's linter and formatter check, the layer rules of
// DESIGN §2 (boundaries.ts), one reader of process.env, and lines of at most 120 characters in source files.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { relativeToRoot, violationsOf } from './boundaries.ts';

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
for (const path of ['src', 'scripts', 'e2e'].flatMap((d) => walk(join(ROOT, d)))) {
  const file = relativeToRoot(ROOT, path);
  const text = readFileSync(path, 'utf8');
  if (!file.endsWith('.css')) problems.push(...violationsOf(file, text));
  if (/\bprocess\.env\b/.test(text) && file.startsWith('src/') && !/^src\/server\/(env\.ts|test\/)/.test(file)) {
    problems.push(`${file}: reads process.env; only src/server/env.ts may (DESIGN §2)`);
  }
  text.split('\n').forEach((line, i) => {
    if (line.length > MAX_LINE) problems.push(`${file}:${i + 1}: line of ${line.length} characters (max ${MAX_LINE})`);
  });
}

for (const p of problems) console.error(p);
const biome = spawnSync('npx', ['biome', 'ci', '--error-on-warnings', '.'], { stdio: 'inherit' });
console.log(
  `lint: ${problems.length} layer, env or line-length problem(s); biome ${biome.status === 0 ? 'ok' : 'failed'}`,
);
process.exit(problems.length > 0 || biome.status !== 0 ? 1 : 0);
