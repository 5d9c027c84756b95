// A thin drawing surface over pdfkit for documents of text, rules and shaded boxes (the tax invoice), in
// Noto Sans embedded as a subset, so "₹" and other non-Latin-1 text print as themselves. Coordinates are in
// points from the top-left corner of an A4 page, and a text's y is its baseline.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export const A4 = { width: 595.28, height: 841.89 };
export type FontName = 'regular' | 'bold';
export type TextOptions = { size?: number; font?: FontName; align?: 'left' | 'right' | 'center'; gray?: number };

const require = createRequire(import.meta.url);
const FONT_FILES: Record<FontName, string> = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};
let fonts: Record<FontName, Buffer> | undefined;
/** The font files, read once: every invoice embeds (a subset of) the same two. */
function fontData(): Record<FontName, Buffer> {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

/**
 * Widths at 1 pt by font and text (a width scales with the size). Measuring shapes the text with the font's
 * tables, the slow part of drawing an invoice, and the same labels, figures and words recur on every one.
 */
const widths = new Map<string, number>();
const MAX_CACHED_WIDTHS = 20_000;

export type Page = {
  text(text: string, x: number, y: number, options?: TextOptions): void;
  line(x1: number, y1: number, x2: number, y2: number, width?: number): void;
  box(x: number, y: number, width: number, height: number, options?: { fill?: number; stroke?: boolean }): void;
  /** Width of `text` in points, measured with the embedded font. */
  textWidth(text: string, size: number, font?: FontName): number;
  /** Breaks text into lines no wider than `width`, at spaces (a word too long for a line is cut). */
  wrap(text: string, width: number, size: number, font?: FontName): string[];
};

const grayHex = (gray: number) => {
  const v = Math.round(Math.min(1, Math.max(0, gray)) * 255)
    .toString(16)
    .padStart(2, '0');
  return `#${v}${v}${v}`;
};

export function createPdf(info: { title: string; author: string }) {
  const data = fontData();
  const pdf = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    autoFirstPage: false,
    bufferPages: true, // the footers say "page i of n", written once n is known
    font: data.regular as unknown as string, // pdfkit accepts the font's bytes; its types say a path
    info: { Title: info.title, Author: info.author, Producer: 'pdfkit' },
  });
  pdf.registerFont('regular', data.regular);
  pdf.registerFont('bold', data.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });

  function textWidth(text: string, size: number, font: FontName = 'regular'): number {
    const key = `${font}\u0000${text}`;
    let perPoint = widths.get(key);
    if (perPoint === undefined) {
      perPoint = pdf.font(font).fontSize(1).widthOfString(text);
      if (widths.size >= MAX_CACHED_WIDTHS) widths.clear();
      widths.set(key, perPoint);
    }
    return perPoint * size;
  }

  function wrap(text: string, width: number, size: number, font: FontName = 'regular'): string[] {
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

  let pageCount = 0;
  let current = -1;
  /** Drawing on page `index` (an earlier page is switched back to). */
  function pageAt(index: number): Page {
    const on = () => {
      if (current !== index) pdf.switchToPage(index);
      current = index;
    };
    return {
      textWidth,
      wrap,
      text(text, x, y, { size = 9, font = 'regular', align = 'left', gray = 0 } = {}) {
        on();
        const w = textWidth(text, size, font);
        const left = align === 'right' ? x - w : align === 'center' ? x - w / 2 : x;
        pdf
          .font(font)
          .fontSize(size)
          .fillColor(grayHex(gray))
          .text(text, left, y, { baseline: 'alphabetic', lineBreak: false });
      },
      line(x1, y1, x2, y2, width = 0.5) {
        on();
        pdf.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).stroke('#000000');
      },
      box(x, y, width, height, { fill, stroke = true } = {}) {
        on();
        if (fill !== undefined) pdf.rect(x, y, width, height).fill(grayHex(fill));
        if (stroke) pdf.rect(x, y, width, height).lineWidth(0.5).stroke('#000000');
      },
    };
  }

  return {
    /** A new page to draw on; the previous one is finished. */
    addPage(): Page {
      pdf.addPage({ size: [A4.width, A4.height], margin: 0 });
      current = pageCount++;
      return pageAt(current);
    },
    /** The finished file. */
    async toBytes(): Promise<Uint8Array<ArrayBuffer>> {
      pdf.end();
      await finished;
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}
