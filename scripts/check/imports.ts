// Finds every import of a module with TypeScript's own parser (no regular expressions: a regex missed 13 of
// 16 wrong imports) and says where each points. Used by boundaries.ts.
import { builtinModules } from 'node:module';
import { dirname, posix } from 'node:path';
import ts from 'typescript';

/** How the module is reached; `mock` is `vi.mock('…')` and friends, which tie a test to a module's insides. */
export type Syntax = 'import' | 'export' | 'dynamic' | 'type' | 'mock' | 'require';

export type ImportRef = { specifier: string; typeOnly: boolean; line: number; syntax: Syntax };

/**
 * Where an import points: `ours` is a path from the repository root (`src/lib/money.ts`), `builtin` a Node
 * module without its `node:` prefix, `package` an npm package (or a virtual module such as `astro:content`)
 * with `name` its package name and `specifier` the full subpath (`drizzle-orm/pglite`).
 */
export type Target =
  | { kind: 'ours'; path: string }
  | { kind: 'builtin'; name: string }
  | { kind: 'package'; name: string; specifier: string }
  | { kind: 'url'; specifier: string };

const VITEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

const stringOf = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

function scriptKindOf(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** The imports of one piece of TypeScript; `firstLine` is the line (1-based) the piece starts on in its file. */
function importsOfCode(code: string, kind: ts.ScriptKind, firstLine = 1): ImportRef[] {
  // JSDoc is not parsed: no import lives there.
  const options = { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone };
  const source = ts.createSourceFile('module.ts', code, options, false, kind);
  const refs: ImportRef[] = [];
  const add = (at: ts.Node, specifier: string | undefined, typeOnly: boolean, syntax: Syntax) => {
    if (specifier === undefined) return;
    const line = source.getLineAndCharacterOfPosition(at.getStart(source)).line + firstLine;
    refs.push({ specifier, typeOnly, line, syntax });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      // Under verbatimModuleSyntax (tsconfig) only `import type` vanishes; `import { type A } from 'x'` still
      // loads 'x' at run time, so it counts as a real import.
      add(node, stringOf(node.moduleSpecifier), node.importClause?.isTypeOnly ?? false, 'import');
    } else if (ts.isExportDeclaration(node)) {
      add(node, stringOf(node.moduleSpecifier), node.isTypeOnly, 'export');
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, stringOf(node.moduleReference.expression), node.isTypeOnly, 'require');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, stringOf(node.argument.literal), true, 'type'); // `typeof import('x')`, `import('x').T`
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const first = stringOf(node.arguments[0]);
      // A template with `${…}` in it cannot be resolved statically: it is left out (none exist in the repo).
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(node, first, false, 'dynamic');
      else if (ts.isIdentifier(callee) && callee.text === 'require') add(node, first, false, 'require');
      else if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        VITEST_MODULE_CALLS.has(callee.name.text)
      )
        add(node, first, false, 'mock');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The code of an .astro file: its frontmatter and its `<script>` elements (JSON-LD data left out). */
function astroBlocks(text: string): { code: string; firstLine: number }[] {
  const blocks: { code: string; firstLine: number }[] = [];
  const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front?.[1] !== undefined) {
    blocks.push({ code: front[1], firstLine: lineAt(text, front[0].indexOf('\n') + 1) });
  }
  for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', code = ''] = m;
    if (/type\s*=\s*["']?application\/(ld\+)?json/.test(attributes)) continue;
    blocks.push({ code, firstLine: lineAt(text, m.index + m[0].indexOf('>') + 1) });
  }
  return blocks;
}

/** Every import of a file (TypeScript, TSX, JavaScript or Astro), in order. */
export function importsOf(file: string, text: string): ImportRef[] {
  if (!file.endsWith('.astro')) return importsOfCode(text, scriptKindOf(file));
  return astroBlocks(text).flatMap((b) => importsOfCode(b.code, ts.ScriptKind.TS, b.firstLine));
}

const BUILTINS = new Set(builtinModules);

/** Resolves a specifier written in `file` (a path from the repository root). */
export function resolveImport(file: string, specifier: string): Target {
  // package.json "imports": { "#/*": "./src/*" }
  if (specifier.startsWith('#/')) return { kind: 'ours', path: posix.normalize(`src/${specifier.slice(2)}`) };
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    return { kind: 'ours', path: posix.normalize(posix.join(dirname(file), specifier)) };
  }
  if (specifier.startsWith('node:')) return { kind: 'builtin', name: specifier.slice('node:'.length) };
  if (BUILTINS.has(specifier) || BUILTINS.has(specifier.split('/')[0] ?? '')) {
    return { kind: 'builtin', name: specifier };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(specifier) || specifier.startsWith('/')) return { kind: 'url', specifier };
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return { kind: 'package', name, specifier };
}
