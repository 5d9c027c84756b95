import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { productSlug } from '#/lib/product-path.ts';
import { loadCatalog } from '#/server/db/catalog-file.ts';
import { renderCatalogImages } from './render-images.ts';

const demo = loadCatalog('content/catalog/demo.json');
const tmp = mkdtempSync(join(tmpdir(), 'saanjh-images-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The lines a run logs, and the run's result. */
async function run(entries: typeof demo, outDir: string) {
  const lines: string[] = [];
  const result = await renderCatalogImages(entries, { outDir, log: (line) => lines.push(line) });
  return { lines, result };
}

describe('renderCatalogImages', () => {
  it('writes three widths per image in WebP and AVIF, logs progress in plain lines, skips them next time', async () => {
    // One view: six files, so every file is more than a tenth of the batch and each logs a line.
    const two = demo.find((d) => d.image.length === 2)!;
    const p = { ...two, image: [two.image[0]!] };
    const out = join(tmp, 'images');
    const first = await run([p], out);
    expect(first.result).toMatchObject({ written: 6, skipped: 0 });
    for (const w of [400, 800, 1200]) {
      const height = Math.round((w * 4) / 3);
      const webp = join(out, `${productSlug(p.name)}-1-${w}.webp`);
      expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: w, height });
      const avif = join(out, `${productSlug(p.name)}-1-${w}.avif`);
      // sharp reports AVIF as its container, HEIF, with the AV1 codec
      expect(await sharp(avif).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: w, height });
    }
    // what it is about to do, one line per tenth of the files (each of the six is more than a tenth), the summary
    expect(first.lines).toHaveLength(7);
    expect(first.lines.shift()).toMatch(/^images: drawing 6 files \(WebP and AVIF, 3 widths; /);
    first.lines.slice(0, 5).forEach((line, i) => {
      const done = i + 1;
      expect(line).toMatch(
        new RegExp(`^images: ${done}/6 drawn \\(${Math.floor((done * 100) / 6)}%\\), \\d+\\.\\d s$`),
      );
    });
    expect(first.lines[5]).toMatch(/^images: 6 files written, 0 skipped in \d+\.\d s \(.+\)$/);
    // no terminal control codes (no carriage returns, no escapes): CI logs them as they are
    for (const line of first.lines) expect([...line].every((ch) => ch >= ' ' && ch !== '\u007f')).toBe(true);

    const again = await run([p, p], out);
    expect(again.result).toMatchObject({ written: 0, skipped: 6 });
    expect(again.lines).toEqual([expect.stringMatching(/^images: 0 files written, 6 skipped in /)]);

    // progress counts only the files still to draw
    for (const file of ['400.webp', '800.avif']) rmSync(join(out, `${productSlug(p.name)}-1-${file}`));
    const partial = await run([p], out);
    expect(partial.result).toMatchObject({ written: 2, skipped: 4 });
    expect(partial.lines).toEqual([
      expect.stringMatching(/^images: drawing 2 files /),
      expect.stringMatching(/^images: 1\/2 drawn \(50%\), \d+\.\d s$/),
      expect.stringMatching(/^images: 2 files written, 4 skipped in /),
    ]);
  }, 60_000);
});
