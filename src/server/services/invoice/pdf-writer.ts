// A small PDF 1.4 writer for documents of text, rules and shaded boxes (the tax invoice). No npm PDF library is
// installed here, and this needs none: it uses the two standard fonts every PDF reader has (Helvetica and
// Helvetica-Bold, WinAnsi encoding, nothing embedded) and writes uncompressed content streams, so a test can
// read the text back. Characters outside WinAnsi (₹, Devanagari) print as "?": callers write "Rs.".
// Coordinates are in points from the top-left corner of an A4 page.

export const A4 = { width: 595.28, height: 841.89 };
export type FontName = 'regular' | 'bold';
export type TextOptions = { size?: number; font?: FontName; align?: 'left' | 'right' | 'center'; gray?: number };

// Advance widths (1/1000 em) of ASCII 32-126 from the Adobe font metrics of Helvetica and Helvetica-Bold.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];
const FONT_KEY: Record<FontName, string> = { regular: 'F1', bold: 'F2' };

/** WinAnsi codes of the typographic characters outside Latin-1 that our texts use. */
const WIN_ANSI: Record<string, number> = { '€': 128, '…': 133, '‘': 145, '’': 146, '“': 147, '”': 148, '•': 149 };
Object.assign(WIN_ANSI, { '–': 150, '—': 151, '™': 153 });

/** The text as WinAnsi bytes: Latin-1 as is, the few typographic extras, anything else "?". */
export function winAnsi(text: string): number[] {
  return [...text.normalize('NFC')].map((ch) => {
    const code = ch.codePointAt(0) ?? 63;
    if ((code >= 32 && code <= 126) || (code >= 160 && code <= 255)) return code;
    return WIN_ANSI[ch] ?? 63;
  });
}

export function textWidth(text: string, size: number, font: FontName = 'regular'): number {
  const widths = font === 'bold' ? BOLD : REGULAR;
  const units = winAnsi(text).reduce((sum, b) => sum + (b >= 32 && b <= 126 ? widths[b - 32]! : 556), 0);
  return (units * size) / 1000;
}

/** Breaks text into lines no wider than `width`, at spaces (a word too long for a line is cut). */
export function wrap(text: string, width: number, size: number, font: FontName = 'regular'): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size, font) <= width) current = candidate;
    else {
      if (current) lines.push(current);
      let rest = word;
      while (textWidth(rest, size, font) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), size, font) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      current = rest;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

const literal = (text: string) =>
  `(${winAnsi(text)
    .map((b) =>
      b === 40 || b === 41 || b === 92
        ? `\\${String.fromCharCode(b)}`
        : b > 126
          ? `\\${b.toString(8)}`
          : String.fromCharCode(b),
    )
    .join('')})`;
const n = (x: number) => (Math.round(x * 100) / 100).toString();

export type Page = {
  text(text: string, x: number, y: number, options?: TextOptions): void;
  line(x1: number, y1: number, x2: number, y2: number, width?: number): void;
  box(x: number, y: number, width: number, height: number, options?: { fill?: number; stroke?: boolean }): void;
};

export function createPdf(info: { title: string; author: string }) {
  const pages: string[][] = [];
  return {
    addPage(): Page {
      const ops: string[] = [];
      pages.push(ops);
      const top = (y: number) => A4.height - y;
      return {
        text(text, x, y, { size = 9, font = 'regular', align = 'left', gray = 0 } = {}) {
          const w = textWidth(text, size, font);
          const left = align === 'right' ? x - w : align === 'center' ? x - w / 2 : x;
          ops.push(
            `BT ${n(gray)} g /${FONT_KEY[font]} ${n(size)} Tf ${n(left)} ${n(top(y))} Td ${literal(text)} Tj ET`,
          );
        },
        line(x1, y1, x2, y2, width = 0.5) {
          ops.push(`${n(width)} w 0 G ${n(x1)} ${n(top(y1))} m ${n(x2)} ${n(top(y2))} l S`);
        },
        box(x, y, width, height, { fill, stroke = true } = {}) {
          const path = `${n(x)} ${n(top(y + height))} ${n(width)} ${n(height)} re`;
          if (fill !== undefined) ops.push(`${n(fill)} g ${path} f 0 g`);
          if (stroke) ops.push(`0.5 w 0 G ${path} S`);
        },
      };
    },

    /** The finished file. */
    toBytes(): Uint8Array<ArrayBuffer> {
      const objects: string[] = [];
      const add = (body: string) => objects.push(body);
      const pageIds = pages.map((_, i) => 5 + i * 2);
      add('<< /Type /Catalog /Pages 2 0 R >>');
      add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
      add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
      add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
      for (const [i, ops] of pages.entries()) {
        const stream = ops.join('\n');
        add(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
            `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
        );
        add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
      }
      add(`<< /Title ${literal(info.title)} /Author ${literal(info.author)} /Producer (invoice-pdf) >>`);
      let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
      const offsets = objects.map((body, i) => {
        const at = out.length;
        out += `${i + 1} 0 obj\n${body}\nendobj\n`;
        return at;
      });
      const xref = out.length;
      out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
      out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
      out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
      out += `startxref\n${xref}\n%%EOF\n`;
      return Uint8Array.from(Buffer.from(out, 'latin1'));
    },
  };
}
