// Prints rows as an aligned text table under a title (the benches' one output format).
export type Row = Record<string, string | number>;

export function table(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  if (!rows.length) {
    console.log('  (none)');
    return;
  }
  const cols = Object.keys(rows[0]!);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(width[i]!)).join('  ')}`;
  console.log(line(cols));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => String(r[c]))));
}
