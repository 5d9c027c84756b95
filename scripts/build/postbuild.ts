// After `astro build`: start each page's scripts after its first contentful paint, record the hashes of the
// inline scripts (for the page CSP) and precompress text assets (brotli + gzip) so the server sends them without
// compressing per request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.mjs']);
// Brotli quality: pages at 6, everything else at 10. A 10,000-product site is 10,000 pages, rebuilt on every publish
// from the console: an 88 KB product page takes 17.6 ms at 10 and 0.85 ms at 6, for 12.3 KB instead of 11.4 KB
// (still inside a connection's first round trip). That was 20 of a 1,000-product publish's 25 s.
// The few scripts and stylesheets are cached for a year, so they keep the smaller output.
const BROTLI_QUALITY = (ext: string) => (ext === '.html' ? 6 : 10);
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

// Astro emits a page's bundled scripts as <script type="module" src>. When they arrive quickly Chromium runs them
// before the first paint, so they stand between a shopper on a slow phone and the first frame (Lighthouse mobile,
// median of 5: first paint 1.0–1.2 s with them, 0.75 s without). Each becomes a small inline module that imports
// the same file once the browser reports the first contentful paint (a frame count is not enough: Chromium runs
// animation frames before the one that paints the content), or at once in a hidden tab (it paints nothing) and in
// a browser without paint timing. Links, forms and the side menu work as plain HTML until then; the rest of the
// header works once the layout's script runs, before any island (e2e/header-early.spec.ts).
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

export function deferModuleScripts(html: string): string {
  return html.replace(MODULE_SCRIPT, (_, src: string) => {
    const loader = [
      `const load=()=>import(${JSON.stringify(src)});`,
      'if(document.hidden||!self.PerformanceObserver?.supportedEntryTypes?.includes("paint"))load();',
      'else new PerformanceObserver((list,o)=>{',
      'if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}',
      '}).observe({type:"paint",buffered:true})',
    ].join('');
    return `<script type="module">${loader}</script>`;
  });
}

/** SHA-256 CSP sources of every executable inline script in the given HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? '';
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD and other data blocks don't run
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}`,
    );
  }
  return hashes;
}

export function postbuild(dist: string): {
  pages: number;
  deferredPages: number;
  scriptHashes: number;
  compressed: number;
} {
  const hashes = new Set<string>();
  let pages = 0;
  let compressed = 0;
  let deferredPages = 0;
  for (const file of walk(dist)) {
    const ext = extname(file);
    // A page is compressed from the text just read and rewritten, not read from disk a second time.
    let page: Buffer | undefined;
    if (ext === '.html') {
      pages++;
      const html = readFileSync(file, 'utf8');
      const deferred = deferModuleScripts(html);
      if (deferred !== html) {
        writeFileSync(file, deferred);
        deferredPages++;
      }
      for (const h of inlineScriptHashes(deferred)) hashes.add(h);
      page = Buffer.from(deferred);
    }
    if (!COMPRESSIBLE.has(ext)) continue;
    const data = page ?? readFileSync(file);
    if (data.length < 1024) continue;
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY(ext),
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    };
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    compressed++;
  }
  writeFileSync(join(dist, 'csp.json'), JSON.stringify({ scriptHashes: [...hashes].sort() }, null, 2));
  return { pages, deferredPages, scriptHashes: hashes.size, compressed };
}
