// Renders the product images of a catalog: our own SVG artwork (artwork.ts) rasterised by sharp to
// WebP and AVIF at 400, 800 and 1200 px wide (3:4), as public/images/products/${slug}-${n}-${width}.{webp,avif}
// (the pages offer AVIF first and WebP as the fallback, lib/images.ts).
// Existing files are kept unless --force, so a build only draws what is missing. While it draws it
// logs a progress line every tenth of the files (or every 10 s), then one summary line.
//
//   node scripts/catalog/render-images.ts [--catalog content/catalog/demo.json] [--out public/images/products]
//     [--force]
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp, { type OutputInfo } from 'sharp';
import { artworkLayers } from './artwork.ts';
import { productSlug } from '#/lib/product-path.ts';
import { loadCatalog, type CatalogEntry } from '#/server/db/catalog-file.ts';
import { progressReporter } from './progress.ts';

export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** 3:4 images: 400×533, 800×1067, 1200×1600. */
export const imageHeight = (width: number) => Math.round((width * 4) / 3);
const WEBP = { quality: 72, effort: 4 } as const;
/** AVIF encoding is the slow part of a full redraw: at effort 4 it took 22 s an image (three widths) on 12 demo
 * images, at effort 1 about 2 s, for some 5% more bytes. Quality 45 comes out about 5-15% smaller than the WebP
 * files with no visible loss on this flat artwork. */
export const AVIF = { quality: 45, effort: 1 } as const;
export const IMAGE_FORMATS = ['webp', 'avif'] as const;
type Format = (typeof IMAGE_FORMATS)[number];

export type RenderOptions = {
  outDir: string;
  force?: boolean;
  /** Images rendered at once (each is one SVG raster plus six encodes). */
  concurrency?: number;
  /** Where the progress and summary lines go; pass null for silence. */
  log?: ((line: string) => void) | null;
};
export type RenderResult = { written: number; skipped: number; seconds: number };

type Job = { entry: CatalogEntry; base: string; n: number };
type Target = { w: number; format: Format; path: string };

/**
 * The image files an entry's `image` URLs stand for: `/images/products/${base}-800.webp` gives
 * `${base}-${w}.webp` for every width, and view n is read from `${slug}-${n}`. URLs in another form
 * fall back to the entry's slug and position.
 */
function jobsFor(entry: CatalogEntry): Job[] {
  return entry.image.map((url, i) => {
    const file = url.split('/').pop() ?? '';
    const m = /^(.+?)-(\d+)-\d+\.webp$/.exec(file);
    if (m) return { entry, base: `${m[1]}-${m[2]}`, n: Number(m[2]) };
    return { entry, base: `${productSlug(entry.name)}-${i + 1}`, n: i + 1 };
  });
}

/**
 * The picture at the largest width, as raw RGB. Rasterised once and scaled down for the smaller
 * files (sharper and cheaper than three SVG renders). The drop shadow is blurred by libvips rather
 * than by an SVG filter, which would take longer than the rest of the drawing; artworkSvg() gives
 * the same picture with the filter, for previews and tests.
 */
async function rasterise(job: Job): Promise<{ data: Buffer; info: OutputInfo }> {
  const width = Math.max(...IMAGE_WIDTHS);
  const height = imageHeight(width);
  const layers = artworkLayers(job.entry, job.n, { width, height });
  const raw = { width, height, channels: 3 as const };
  // A blurred shadow has no fine detail: draw and blur it at a quarter of the size, then scale up.
  const q = 4;
  const small = artworkLayers(job.entry, job.n, { width: width / q, height: height / q });
  const [background, shadowAlpha, foreground] = await Promise.all([
    sharp(Buffer.from(layers.background)).removeAlpha().raw().toBuffer(),
    sharp(await sharp(Buffer.from(small.shadow)).extractChannel(3).blur(Math.max(0.3, small.blurPx)).png().toBuffer())
      .resize(width, height, { fit: 'fill', kernel: 'linear' })
      .extractChannel(0)
      .raw()
      .toBuffer(),
    sharp(Buffer.from(layers.foreground)).ensureAlpha().raw().toBuffer(),
  ]);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(layers.color.slice(i, i + 2), 16));
  const shadow = Buffer.alloc(width * height * 4);
  for (let i = 0, j = 0; i < shadowAlpha.length; i++, j += 4) {
    shadow[j] = r!;
    shadow[j + 1] = g!;
    shadow[j + 2] = b!;
    shadow[j + 3] = Math.round(shadowAlpha[i]! * layers.opacity);
  }
  return sharp(background, { raw })
    .composite([
      { input: shadow, raw: { width, height, channels: 4 } },
      { input: foreground, raw: { width, height, channels: 4 } },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Draws one view and writes the files it is missing, calling `onWritten` after each. */
async function renderJob(job: Job, todo: Target[], onWritten: () => void): Promise<void> {
  const raster = await rasterise(job);
  for (const t of todo) {
    const tmp = `${t.path}.${process.pid}.tmp`;
    try {
      const resized = sharp(raster.data, { raw: raster.info }).resize(t.w, imageHeight(t.w), {
        fit: 'fill',
        kernel: 'lanczos3',
      });
      await (t.format === 'avif' ? resized.avif(AVIF) : resized.webp(WEBP)).toFile(tmp);
      renameSync(tmp, t.path); // never leave a half-written file that a later run would skip
    } catch (err) {
      rmSync(tmp, { force: true });
      throw err;
    }
    onWritten();
  }
}

/** Renders every image of every entry (each file once, even when entries share images). */
export async function renderCatalogImages(entries: CatalogEntry[], options: RenderOptions): Promise<RenderResult> {
  const started = performance.now();
  const { outDir, force = false, concurrency = 2 } = options;
  const log = options.log === undefined ? (line: string) => console.log(line) : options.log;
  mkdirSync(outDir, { recursive: true });
  // What to draw, decided up front so that progress can be counted in files against a known total.
  const seen = new Set<string>();
  const jobs: { job: Job; todo: Target[] }[] = [];
  let skipped = 0;
  for (const entry of entries)
    for (const job of jobsFor(entry)) {
      if (seen.has(job.base)) continue;
      seen.add(job.base);
      const targets = IMAGE_WIDTHS.flatMap((w) =>
        IMAGE_FORMATS.map((format) => ({ w, format, path: join(outDir, `${job.base}-${w}.${format}`) })),
      );
      const todo = force ? targets : targets.filter((t) => !existsSync(t.path));
      skipped += targets.length - todo.length;
      if (todo.length > 0) jobs.push({ job, todo });
    }
  const total = jobs.reduce((sum, j) => sum + j.todo.length, 0);
  // Said first: a first build draws every file, minutes of work before the first progress line.
  if (total > 0) log?.(`images: drawing ${total} files (WebP and AVIF, 3 widths; later builds draw only new ones)`);
  const progress = log ? progressReporter({ total, log, noun: 'images', verb: 'drawn' }) : () => {};
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { job, todo } = jobs[next++]!;
      try {
        await renderJob(job, todo, () => progress(++written));
      } catch (err) {
        throw new Error(`Could not render ${job.base} (${job.entry.name}): ${(err as Error).message}`, { cause: err });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  const seconds = (performance.now() - started) / 1000;
  log?.(`images: ${written} files written, ${skipped} skipped in ${seconds.toFixed(1)} s (${outDir})`);
  return { written, skipped, seconds };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i !== -1) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  try {
    const catalog = arg('catalog') ?? 'content/catalog/demo.json';
    const outDir = arg('out') ?? 'public/images/products';
    await renderCatalogImages(loadCatalog(catalog), { outDir, force: process.argv.includes('--force') });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
