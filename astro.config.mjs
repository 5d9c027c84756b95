// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { apiDevServer } from './src/server/dev/astro-integration.ts';
import { localUrl } from './src/server/local-url.ts';

// The console's code (its features and the rules only it uses, which carry zod: lib/admin.ts, the admin-*.ts it
// gathers, the photo and name rules) and the search's: never in the shop's react chunk. zod in that chunk would also
// trip the CSP on every shop page (its eval probe, new Function).
const NOT_SHOP_UI = /src\/features\/(admin|search)\/|src\/lib\/(admin|admin-\w+|photo-rules|product-name)\.ts$/;
const REACT =
  /node_modules\/(react|react-dom|scheduler|@nanostores\/react|lucide-react)\/|src\/lib\/(browser\/)?use-[\w-]+\.ts$/;

/** @type {import('rolldown').CodeSplittingGroup[]} */
const CHUNK_GROUPS = [
  {
    // React and its helpers, and what two or more of the shop's islands share (product cards, loading states, the
    // login guard): one chunk rather than one request each. Not the console's shared code, nor the search's (it
    // loads when a search starts): shoppers' pages would carry them for nothing.
    name: 'react',
    test: (id) => REACT.test(id) || (/src\/(components|features|lib)\//.test(id) && !NOT_SHOP_UI.test(id)),
    minShareCount: 2,
    priority: 1,
  },
  {
    name: 'core',
    test: /node_modules\/(nanostores|@nanostores\/persistent)\/|vite\/preload-helper|src\/features\/[\w-]+\/[\w-]+\.store\.ts$|src\/features\/session\/session\.ts$|src\/lib\/(api|toast|persist|address|images|product-path|vitals|browser\/(flash|focus-trap|persistent-json|json-forms|once-per-frame|after-load|dialogs|delivery-pin|web-font))\.ts$/,
    // The stores and the small helpers the layout's and the product page's scripts use. Each is listed: one they
    // share with an island would otherwise fall to the react group and pull React into every page (the bench's
    // first-load table shows it). First, so the stores that @nanostores/react reads stay here: the core chunk
    // must not need React. (Rolldown's runtime helpers are not offered to groups: a chunk of their own, < 1 KB.)
    // The checkout flow's store rides here too (3.6 KB raw, 1.3 KB gzipped): left out, it fell to the react group
    // and the layout's script then imported the react chunk, so the header waited for React (e2e/header-early).
    priority: 2,
  },
];

// Unset: where the server listens, as the server's own default (src/server/env.ts), so both agree on another PORT.
const site = process.env.PUBLIC_SITE_URL || localUrl(process.env.HOST || '127.0.0.1', process.env.PORT || 4321);

export default defineConfig({
  site,
  output: 'static',
  // A publish and the benchmark build into their own folder; DIST_DIR is the one the server serves (scripts/build.ts).
  outDir: process.env.BUILD_OUT_DIR || process.env.DIST_DIR || './dist',
  trailingSlash: 'ignore',
  // Pages render while earlier ones are being written to disk (measured: ~25% faster on 1,000 products).
  build: { format: 'directory', concurrency: 8 },
  // Islands render with renderToString: no Suspense in our SSR, and streaming per island cost ~20% of the build.
  integrations: [
    react({ experimentalDisableStreaming: true }),
    apiDevServer(),
    {
      name: 'client-afterload',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'afterload', entrypoint: './src/lib/browser/hydrate-after-load.ts' }),
      },
    },
  ],
  prefetch: false,
  devToolbar: { enabled: false },
  server: { port: Number(process.env.PORT) || 4321, host: process.env.HOST || '127.0.0.1' },
  vite: {
    plugins: [tailwindcss()],
    // Each script file costs a request (and its response headers) on a phone: the stores and small helpers
    // every page's header uses travel as one chunk, React and its helpers as another (pages without an
    // island never load it), instead of a dozen chunks of a few hundred bytes each (DESIGN §6: ≤ 6 requests).
    build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } },
    // PGlite ships a WASM data file next to its code: keep it (and the other server packages) external.
    ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp'] },
  },
});
