// The table of where each reference to the original spec and design sections now points
// (docs/references.tsv), and the rewrite of one file's references into paths of docs/. Pure: the CLI
// (rewrite-refs.ts) reads and writes the files.

export type Kind = 'comment' | 'markdown' | 'string';
export type Row = {
  path: string;
  /** Where the reference was when the table was written: a hint, the rewrite finds the text itself. */
  line: number;
  kind: Kind;
  reference: string;
  /** `docs/<file>.md#<heading>`. */
  target: string;
  /** Written instead of the reference; the target when empty. */
  replacement: string;
};

export const MAX_LINE = 120;
const KINDS: readonly string[] = ['comment', 'markdown', 'string'];

export function parseTable(text: string): Row[] {
  const rows: Row[] = [];
  text.split('\n').forEach((raw, i) => {
    if (!raw.trim() || raw.startsWith('#') || raw.startsWith('path\t')) return;
    const [path, line, kind, reference, target, replacement = ''] = raw.split('\t');
    if (!path || !line || !kind || !reference || !target || !KINDS.includes(kind) || !/^\d+$/.test(line))
      throw new Error(`references.tsv:${i + 1}: expected path, line, kind, reference, target[, replacement]`);
    rows.push({ path, line: Number(line), kind: kind as Kind, reference, target, replacement });
  });
  return rows;
}

/** A heading's anchor as GitHub makes it: lowercase, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(slug(m[1] ?? ''));
  return anchors;
}

/** Why a target does not resolve (`read` gives a docs file's text, or undefined when it does not exist). */
export function targetProblem(target: string, read: (path: string) => string | undefined): string | undefined {
  const [file = '', anchor] = target.split('#');
  const text = read(file);
  if (text === undefined) return `${target}: no file ${file}`;
  if (anchor !== undefined && !anchorsOf(text).has(anchor)) return `${target}: no heading #${anchor} in ${file}`;
  return undefined;
}

export type Rewrite = { text: string; replaced: number; skipped: Row[]; missing: Row[]; reflowed: number };

/**
 * Replaces each row's reference in `text` (one file's rows), then re-wraps any comment line the longer text pushed
 * past MAX_LINE (code files only). Strings are left unless `strings`, but still claim their occurrence.
 */
export function rewriteFile(text: string, rows: readonly Row[], options: { strings?: boolean } = {}): Rewrite {
  const lines = text.split('\n');
  const changed = new Set<number>();
  const result: Rewrite = { text, replaced: 0, skipped: [], missing: [], reflowed: 0 };
  for (const [row, at] of locate(lines, rows)) {
    if (at === undefined) result.missing.push(row);
    else if (row.kind === 'string' && !options.strings) result.skipped.push(row);
    else {
      lines[at] = (lines[at] ?? '').replace(row.reference, () => row.replacement || row.target);
      changed.add(at);
      result.replaced++;
    }
  }
  const code = !rows[0]?.path.endsWith('.md');
  // Bottom-up, so a re-wrap that adds lines never moves a line still to be checked.
  for (const at of [...changed].sort((a, b) => b - a))
    if (code && (lines[at] ?? '').length > MAX_LINE && reflow(lines, at)) result.reflowed++;
  result.text = lines.join('\n');
  return result;
}

/**
 * The line of each row's reference. Rows with the same text share its occurrences, nearest pairs first, so
 * lines that moved still find their own row, and a row whose occurrence is gone claims no other row's.
 */
function locate(lines: readonly string[], rows: readonly Row[]): Map<Row, number | undefined> {
  const found = new Map<Row, number | undefined>(rows.map((r) => [r, undefined]));
  for (const [reference, same] of Map.groupBy(rows, (r) => r.reference)) {
    const occurrences = lines.flatMap((line, i) => (line.includes(reference) ? [i] : []));
    const pairs = same.flatMap((row) => occurrences.map((at) => ({ row, at, distance: Math.abs(at - row.line + 1) })));
    const taken = new Set<number>();
    for (const { row, at } of pairs.sort((a, b) => a.distance - b.distance)) {
      if (found.get(row) !== undefined || taken.has(at)) continue;
      found.set(row, at);
      taken.add(at);
    }
  }
  return found;
}

/** `//` or ` * ` comment lines: their indentation and marker. */
const COMMENT = /^(\s*)(\/\/ |\* )(.*)$/;
const ONE_LINE_DOC = /^(\s*)\/\*\* (.*) \*\/$/;
const TRAILING = /^(\s*)(\S.*?;?)\s+\/\/ (.*)$/;

/** Re-wraps line `at` in place; false when it is not a comment it knows how to wrap. */
function reflow(lines: string[], at: number): boolean {
  const line = lines[at] ?? '';
  const doc = ONE_LINE_DOC.exec(line);
  if (doc) {
    const [, indent = '', body = ''] = doc;
    lines.splice(at, 1, `${indent}/**`, `${indent} * ${body}`, `${indent} */`);
    return reflow(lines, at + 1);
  }
  const comment = COMMENT.exec(line);
  if (comment) {
    pushDown(lines, at, `${comment[1]}${comment[2]}`);
    return true;
  }
  const trailing = TRAILING.exec(line);
  if (trailing && !trailing[2]?.includes('//')) {
    const [, indent = '', code = '', note = ''] = trailing;
    lines.splice(at, 1, `${indent}// ${note}`, `${indent}${code}`);
    if ((lines[at] ?? '').length > MAX_LINE) pushDown(lines, at, `${indent}// `);
    return true;
  }
  return false;
}

/**
 * Moves the words past MAX_LINE to the start of the next line of the same comment (when that line continues
 * the text) or onto a new line, and so on down while lines are too long; the rest keeps its own line breaks.
 */
function pushDown(lines: string[], at: number, prefix: string): void {
  for (let i = at; (lines[i] ?? '').length > MAX_LINE; i++) {
    const line = lines[i] ?? '';
    const cut = line.lastIndexOf(' ', MAX_LINE);
    if (cut <= prefix.length) return; // one word longer than a line: leave it
    const head = line.slice(0, cut);
    const tail = line.slice(cut + 1);
    const next = lines[i + 1] ?? '';
    // A list item, a JSDoc tag or an indented line starts something of its own: the words go before it.
    const continues = next.startsWith(prefix) && /^[^\s\-*•@\d]/.test(next.slice(prefix.length));
    lines[i] = head;
    if (continues) lines[i + 1] = `${prefix}${tail} ${next.slice(prefix.length)}`;
    else lines.splice(i + 1, 0, `${prefix}${tail}`);
  }
}

/** References to the spec or design sections still in a text (built so this file does not match itself). */
export const LEFTOVER = /(spec|design)(\.md)?('s)? \u00a7\d|\(\u00a7\d|its \u00a7\d/i;
