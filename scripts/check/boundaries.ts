// The layer rules of docs/architecture.md#layer-rules (rules.ts) applied to every import (imports.ts), plus the folder
// cycles (folder-cycles.ts). `npm run lint` runs it through scripts/check/lint.ts; a broken rule prints as
// `file:line imports 'specifier' [rule]: why`.
import { relative } from 'node:path';
import { cycleThrough, cyclicGroups, type Edge, folderOf } from './folder-cycles.ts';
import { type ImportRef, importsOf, resolveImport } from './imports.ts';
import { RULES } from './rules.ts';

export type Violation = { rule: string; file: string; line: number; specifier: string; why: string };
export type Source = { file: string; text: string };

export const CYCLE_RULE = 'folder-cycle';

/** Tests may reach into what they test; only rules marked `tests` hold them. */
export const isTest = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) || file.startsWith('src/server/test/') || file.startsWith('e2e/');

export const formatViolation = (v: Violation) => `${v.file}:${v.line} imports '${v.specifier}' [${v.rule}]: ${v.why}`;

function ruleViolations(file: string, refs: ImportRef[]): Violation[] {
  const test = isTest(file);
  const rules = RULES.filter((rule) => rule.files(file) && (!test || rule.tests));
  const found: Violation[] = [];
  for (const ref of refs) {
    const target = resolveImport(file, ref.specifier);
    for (const rule of rules) {
      if (ref.typeOnly && rule.allowTypes) continue;
      if (rule.forbids(target, file, ref.specifier)) {
        found.push({ rule: rule.id, file, line: ref.line, specifier: ref.specifier, why: rule.why });
      }
    }
  }
  return found;
}

/** The broken rules of one file on its own (folder cycles need every file: see checkSources). */
export function violationsOf(file: string, text: string): Violation[] {
  return ruleViolations(file, importsOf(file, text));
}

type FolderImport = Edge & { file: string; ref: ImportRef };

/** Every import between two different folders of src/, tests left out (they ship nowhere). */
function folderImports(sources: { file: string; refs: ImportRef[] }[]): FolderImport[] {
  const found: FolderImport[] = [];
  for (const { file, refs } of sources) {
    const from = folderOf(file);
    if (!from || isTest(file)) continue;
    for (const ref of refs) {
      const target = resolveImport(file, ref.specifier);
      const to = target.kind === 'ours' ? folderOf(target.path) : undefined;
      if (to && to !== from && !ref.typeOnly) found.push({ from, to, file, ref });
    }
  }
  return found;
}

/** Each import that closes a folder cycle, with the cycle it closes. */
export function cycleViolations(sources: { file: string; refs: ImportRef[] }[]): Violation[] {
  const imports = folderImports(sources);
  const edges = [...new Map(imports.map((e) => [`${e.from} ${e.to}`, { from: e.from, to: e.to }])).values()];
  const found: Violation[] = [];
  for (const group of cyclicGroups(edges)) {
    for (const { from, to, file, ref } of imports) {
      if (!group.has(from) || !group.has(to)) continue;
      const cycle = cycleThrough(edges, group, from, to).join(' → ');
      const why = `folders import each other (${cycle}); one of these imports has to go`;
      found.push({ rule: CYCLE_RULE, file, line: ref.line, specifier: ref.specifier, why });
    }
  }
  return found;
}

/** Every broken rule among these files, folder cycles included. */
export function checkSources(sources: Source[]): Violation[] {
  const parsed = sources.map(({ file, text }) => ({ file, refs: importsOf(file, text) }));
  return [...parsed.flatMap(({ file, refs }) => ruleViolations(file, refs)), ...cycleViolations(parsed)];
}

export const relativeToRoot = (root: string, file: string) => relative(root, file).split('\\').join('/');
