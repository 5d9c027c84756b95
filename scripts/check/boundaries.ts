// The layer rules of DESIGN §2 as code: which folder may import which. `npm test` runs it (via
// scripts/check/lint.ts); a broken rule names the file, the import and the rule it breaks.
import { dirname, join, normalize, relative } from 'node:path';

export type ImportRef = { specifier: string; typeOnly: boolean; line: number };

type Rule = {
  /** Files the rule applies to (path prefixes from the repository root). */
  files: string[];
  /** Import targets they may not reach (path prefixes, or package names). */
  forbid: string[];
  /** `import type` is allowed across the boundary (types vanish at run time). */
  allowTypes?: boolean;
  why: string;
};

export const RULES: Rule[] = [
  {
    files: ['src/components/'],
    forbid: ['src/features/', 'src/server/'],
    why: 'components are presentational: islands that use stores live in features/',
  },
  {
    files: ['src/components/ui/'],
    forbid: ['nanostores', '@nanostores/react', '@nanostores/persistent'],
    why: 'ui pieces hold no stores',
  },
  {
    files: ['src/lib/'],
    forbid: ['src/features/', 'src/server/', 'src/components/'],
    allowTypes: true,
    why: 'lib is shared by browser and server and depends on nothing above it',
  },
  {
    files: ['src/features/'],
    forbid: ['src/server/'],
    allowTypes: true,
    why: 'features run in the browser: they reach the server through the API',
  },
  {
    files: ['src/server/routes/'],
    forbid: ['src/server/db/', 'drizzle-orm'],
    allowTypes: true,
    why: 'routes validate and call services; only services and db touch the database',
  },
  {
    files: ['src/server/db/'],
    forbid: ['src/server/services/', 'src/server/routes/', 'scripts/'],
    why: 'db is the bottom layer: services use it, never the reverse',
  },
  {
    files: ['src/server/adapters/'],
    forbid: ['src/server/services/', 'src/server/routes/', 'src/server/db/'],
    allowTypes: true,
    why: 'adapters wrap outside services and know nothing of ours',
  },
  {
    files: ['src/server/services/'],
    forbid: ['src/server/routes/', 'hono'],
    allowTypes: true,
    why: 'services know no HTTP',
  },
];

// `import x from '…'`, `import type {…} from '…'`, `export * from '…'`, `import '…'`, and `import('…')`.
const CLAUSE = String.raw`(?:[\w*$\{\}\s,]+?\s+from\s+)?`;
const STATIC_IMPORT = String.raw`(?:^|[;\n])\s*(import|export)\s+(type\s+)?${CLAUSE}['"]([^'"]+)['"]`;
const DYNAMIC_IMPORT = String.raw`import\(\s*['"]([^'"]+)['"]\s*\)`;
const IMPORT_RE = new RegExp(`${STATIC_IMPORT}|${DYNAMIC_IMPORT}`, 'g');

/** Every import in a module's text, with whether it is `import type`. */
export function importsOf(text: string): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const m of text.matchAll(IMPORT_RE)) {
    const specifier = m[3] ?? m[4];
    if (!specifier) continue;
    const at = m[1] ? m.index + m[0].indexOf(m[1]) : m.index; // past the newline the match may start with
    const line = text.slice(0, at).split('\n').length;
    refs.push({ specifier, typeOnly: Boolean(m[2]), line });
  }
  return refs;
}

/** Where an import points: a repository path for our own modules, the package name otherwise. */
export function targetOf(file: string, specifier: string): string {
  if (specifier.startsWith('#/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('.'))
    return normalize(join(dirname(file), specifier))
      .split('\\')
      .join('/');
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith('src/server/test/');

const reaches = (target: string, prefix: string) =>
  prefix.endsWith('/') ? target.startsWith(prefix) : target === prefix || target.startsWith(`${prefix}/`);

/** The broken rules of one file (path from the repository root, text of the module). */
export function violationsOf(file: string, text: string): string[] {
  const problems: string[] = [];
  for (const ref of importsOf(text)) {
    const where = `${file}:${ref.line} imports '${ref.specifier}'`;
    if (ref.specifier.startsWith('~/')) problems.push(`${where}: use '#/…' (package.json "imports"), not '~/'`);
    if (file.startsWith('src/') && ref.specifier.startsWith('../')) {
      problems.push(`${where}: import from another folder as '#/…', not '../'`);
    }
    if (isTest(file)) continue;
    const target = targetOf(file, ref.specifier);
    for (const rule of RULES) {
      if (!rule.files.some((prefix) => file.startsWith(prefix))) continue;
      if (ref.typeOnly && rule.allowTypes) continue;
      const hit = rule.forbid.find((prefix) => reaches(target, prefix));
      if (hit) problems.push(`${where}: ${rule.why}`);
    }
  }
  return problems;
}

export const relativeToRoot = (root: string, file: string) => relative(root, file).split('\\').join('/');
