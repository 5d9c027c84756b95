// Builds the static site: product images (only the missing ones), `astro build`, then CSP hashes
// and precompressed assets. Run through `npm run build` (which brings a current Node).
import { spawn } from 'node:child_process';
import { postbuild } from './build/postbuild.ts';
import { renderCatalogImages } from './catalog/render-images.ts';
import { loadCatalog } from '#/server/db/catalog-file.ts';

const started = Date.now();
const catalog = process.env.SEED_CATALOG || 'content/catalog/demo.json';
await renderCatalogImages(loadCatalog(catalog), { outDir: 'public/images/products', force: false });

// Astro is silent (--silent: a line per page otherwise) for a minute or more: say what it is doing, and that it
// still is every half minute.
console.log('pages: building the static pages from the catalog (a new database is migrated and seeded first)');
const astroStarted = Date.now();
const heartbeat = setInterval(
  () => console.log(`pages: still building, ${Math.round((Date.now() - astroStarted) / 1000)} s`),
  30_000,
);
const astro = spawn('npx', ['astro', 'build', '--silent'], { stdio: 'inherit', env: process.env });
const status = await new Promise<number | null>((resolve) => astro.once('exit', resolve));
clearInterval(heartbeat);
if (status !== 0) process.exit(status ?? 1);

// BUILD_OUT_DIR: a second build beside the served one (a publish, the static-host journey, benchmarks); DIST_DIR:
// the folder the server serves (`npm test` builds its own, so a store running from dist/ keeps its pages).
const result = postbuild(process.env.BUILD_OUT_DIR || process.env.DIST_DIR || 'dist');
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `build: ${result.pages} pages (${result.deferredPages} with scripts started after the first paint), ` +
    `${result.scriptHashes} inline script hashes, ` +
    `${result.compressed} assets precompressed in ${seconds} s`,
);
