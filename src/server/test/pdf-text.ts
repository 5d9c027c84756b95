// The text of a PDF as poppler's pdftotext reads it (`-raw`: in drawing order, text on one baseline joined by
// spaces, one baseline a line): the invoice is read back by a reader that is not ours. Poppler comes from
// Debian's poppler-utils (.ci/run installs it).
import { spawnSync } from 'node:child_process';

export function pdfText(pdf: Uint8Array): string {
  const out = spawnSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf });
  if (out.error) throw new Error(`pdftotext could not run (apt-get install poppler-utils): ${out.error.message}`);
  if (out.status !== 0) throw new Error(`pdftotext refused the file: ${out.stderr.toString()}`);
  return out.stdout.toString('utf8').replace(/\f/g, '').trimEnd();
}
