// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { apiDevServer } from './src/server/dev/astro-integration.ts';

/** @type {{ name: string; test: RegExp; priority: number}[]} */
const CHUNK_GROUPS = [
  {
    name: 'react',
    test: /node_modules\/(react|react-dom|scheduler|@nanostores\/react|lucide-react)\/|src\/lib\/use-[\w-]+\.ts$/,
    priority: 1,
  },
  {
    name: 'core',
    test: /node_modules\/(nanostores|@nanostores\/persistent)\/|vite\/preload-helper|rolldown\/runtime|src\/features\/[\w-]+\/[\w-]+\.store\.ts$|src\/features\/session\/session\.ts$|src\/lib\/(api|toast|flash|focus-trap|persist|json-forms)\.ts$/,
    // First, so the stores that @nanostores/react reads stay here: the core chunk must not need React.
    priority: 2,
  },
];

const site = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  // The benchmark builds large catalogs into their own folder.
  outDir: process.env.BUILD_OUT_DIR || './dist',
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
          addClientDirective({ name: 'afterload', entrypoint: './src/lib/hydrate-after-load.ts' }),
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
