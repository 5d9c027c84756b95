// After `astro build`: record the hashes of the inline scripts Astro emitted (for the page CSP) and
// precompress text assets (brotli + gzip) so the server sends them without compressing per request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.mjs']);
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
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

export function postbuild(dist: string): { pages: number; scriptHashes: number; compressed: number } {
  const hashes = new Set<string>();
  let pages = 0;
  let compressed = 0;
  for (const file of walk(dist)) {
    const ext = extname(file);
    if (ext === '.html') {
      pages++;
      for (const h of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(h);
    }
    if (!COMPRESSIBLE.has(ext)) continue;
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    compressed++;
  }
  writeFileSync(join(dist, 'csp.json'), JSON.stringify({ scriptHashes: [...hashes].sort() }, null, 2));
  return { pages, scriptHashes: hashes.size, compressed };
}
