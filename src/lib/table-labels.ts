// The policy pages' tables (markdown rendered to HTML): each cell carries its column's heading as `data-label`, so
// on a phone a row can stack into lines that each say what they are ("Why: …", "For how long: …") instead of
// four columns too narrow to read (global.css, prose-policy). A pass over the rendered HTML, not a rehype plugin:
// Astro's default Markdown processor takes none without a second one installed. The HTML is our own renderer's,
// so its tables have the one plain shape this reads.

const HEADING = /<th(?:\s[^>]*)?>([\s\S]*?)<\/th>/g;
const ROW = /<tr(?:\s[^>]*)?>[\s\S]*?<\/tr>/g;
const CELL = /<td(\s[^>]*)?>/g;

/**
 * A heading's words as an attribute value: its tags dropped, its entities kept as they are (the renderer escaped
 * `&`, `<` and `>`; an entity means the same in an attribute), its quotes escaped.
 */
const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .trim()
    .replace(/"/g, '&quot;');

/** `html` with every `td` of every table labelled with its column's `th` text. */
export function labelTableCells(html: string): string {
  return html.replace(/<table(?:\s[^>]*)?>[\s\S]*?<\/table>/g, (table) => {
    const headings = [...table.matchAll(HEADING)].map((m) => words(m[1] ?? ''));
    return table.replace(ROW, (row) => {
      let column = 0;
      return row.replace(CELL, (cell, attributes: string | undefined) => {
        const label = headings[column++];
        if (!label) return cell;
        return `<td${attributes ?? ''} data-label="${label}">`;
      });
    });
  });
}
