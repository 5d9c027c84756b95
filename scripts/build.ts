// Builds the static site: product images (only the missing ones), `astro build`, then CSP hashes
// and precompressed assets. Run through `npm run build` (which brings a current Node).
import { spawnSync } from 'node:child_process';
import { postbuild } from './build/postbuild.ts';
import { renderCatalogImages } from './catalog/render-images.ts';
import { loadCatalog } from '#/server/db/catalog-file.ts';

const started = Date.now();
const catalog = process.env.SEED_CATALOG || 'content/catalog/demo.json';
await renderCatalogImages(loadCatalog(catalog), { outDir: 'public/images/products', force: false });

const astro = spawnSync('npx', ['astro', 'build', '--silent'], { stdio: 'inherit', env: process.env });
if (astro.status !== 0) process.exit(astro.status ?? 1);

// BUILD_OUT_DIR: a second build beside dist/ (the static-host journey, benchmarks).
const result = postbuild(process.env.BUILD_OUT_DIR || 'dist');
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `build: ${result.pages} pages (${result.deferredPages} with scripts started after the first paint), ` +
    `${result.scriptHashes} inline script hashes, ` +
    `${result.compressed} assets precompressed in ${seconds} s`,
);
