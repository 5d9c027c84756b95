// The text of a PDF written by services/invoice/pdf-writer.ts (uncompressed content streams, one `(…) Tj` per
// run of text), one run a line, in drawing order: enough for tests to read an invoice back.
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

function decodeLiteral(literal: string): string {
  return literal.replace(/\\([0-7]{1,3}|.)/g, (_, e: string) =>
    /^[0-7]+$/.test(e) ? String.fromCharCode(Number.parseInt(e, 8)) : (ESCAPES[e] ?? e),
  );
}

export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const runs: string[] = [];
  for (const [, stream] of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    for (const [, literal] of (stream ?? '').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g))
      runs.push(decodeLiteral(literal ?? ''));
  }
  return runs.join('\n');
}
