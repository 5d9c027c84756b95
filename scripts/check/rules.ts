// The layer rules of docs/architecture.md#layer-rules and issue 29, one definition each: which file may import what.
// boundaries.ts applies them (and finds folder cycles); a broken rule prints with its `why`. Paths are from the
// repository root; rules name folders that may not exist yet (the target layout), so a move lands already checked.
import type { Target } from './imports.ts';

export type Rule = {
  id: string;
  why: string;
  /** The files the rule holds. */
  files: (file: string) => boolean;
  /** What they may not import; `specifier` is the import as written. */
  forbids: (target: Target, file: string, specifier: string) => boolean;
  /** `import type` may cross: types vanish at run time and load nothing. */
  allowTypes?: boolean;
  /** Tests (`*.test.ts`, `src/server/test/`, e2e) are held too; most rules leave them free to reach in. */
  tests?: boolean;
};

const under =
  (...prefixes: string[]) =>
  (path: string) =>
    prefixes.some((p) => path.startsWith(p));
const ours = (match: (path: string) => boolean) => (t: Target) => t.kind === 'ours' && match(t.path);
const builtin = (t: Target) => t.kind === 'builtin';
/** A package or any of its subpaths; `@scope/*` is the whole scope. */
const pkg =
  (...names: string[]) =>
  (t: Target) =>
    t.kind === 'package' &&
    names.some((n) =>
      n.endsWith('/*') ? t.name.startsWith(n.slice(0, -1)) : t.specifier === n || t.specifier.startsWith(`${n}/`),
    );
const either =
  (...tests: ((t: Target) => boolean)[]) =>
  (t: Target) =>
    tests.some((test) => test(t));

const INDEX_SUFFIXES = ['', '/', '/index', '/index.ts', '/index.tsx', '/index.js'];
/** Whether `path` is the public face of `folder`: the folder itself or its index.ts. */
export const isIndexOf = (folder: string, path: string) => INDEX_SUFFIXES.some((s) => path === `${folder}${s}`);

/** `src/server/modules/<m>/…` → `src/server/modules/<m>` (likewise features). */
const folderIn = (parent: string, path: string) => new RegExp(`^${parent}/[^/]+`).exec(path)?.[0];
export const moduleOf = (path: string) => folderIn('src/server/modules', path);
export const featureOf = (path: string) => folderIn('src/features', path);

/** Reaching into another folder past its index.ts (`folderOf` picks the kind of folder: module, feature). */
const pastIndex = (folderOf: (path: string) => string | undefined) => (t: Target, file: string) => {
  if (t.kind !== 'ours') return false;
  const folder = folderOf(t.path);
  return folder !== undefined && !file.startsWith(`${folder}/`) && !isIndexOf(folder, t.path);
};

export const DRIVERS = ['pg', '@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/node-postgres'];

const SERVICE = /^src\/server\/modules\/[^/]+\/.*\.service\.ts$/;
const isService = (file: string) => SERVICE.test(file) || file.startsWith('src/server/services/');
/**
 * Convention: an adapter kind's interface — its types and the constants of its contract (UPLOADS_PATH) —
 * lives in `src/server/adapters/<kind>/interface.ts`, which imports no implementation. Every other file in
 * adapters/ is an implementation (or the factory that picks one), chosen by the container, not by services.
 */
const ADAPTER_INTERFACE = /^src\/server\/adapters\/[^/]+\/interface\.ts$/;
const isAdapterImplementation = (path: string) =>
  path.startsWith('src/server/adapters/') && !ADAPTER_INTERFACE.test(path);

const PAGE_MAY_IMPORT = under(
  'src/components/',
  'src/layouts/',
  'src/lib/',
  'src/domain/',
  'src/server/build/', // data the static build loads from the database (catalog pages)
  'src/pages/',
  'src/assets/',
  'src/styles/',
  'src/content/',
);

export const RULES: Rule[] = [
  {
    id: 'module-index',
    files: () => true,
    tests: true, // a test (or vi.mock) from another module that reaches inside ties it to that module's insides
    forbids: pastIndex(moduleOf),
    why: 'a server module is imported from outside only through its index.ts (its router and factory)',
  },
  {
    id: 'domain-pure',
    files: under('src/domain/'),
    forbids: ours((path) => !path.startsWith('src/domain/')),
    why: 'domain/ is the shop rules, shared by browser and server: it imports nothing of ours outside domain/',
  },
  {
    id: 'service-no-http',
    files: isService,
    forbids: either(pkg('hono', '@hono/*'), ours(under('src/server/http/', 'src/server/routes/'))),
    why: 'services know no HTTP: no hono, no http/, no routes (the routes call the services)',
  },
  {
    id: 'service-adapter-interface',
    files: (file) => isService(file) || file.startsWith('src/server/modules/') || ADAPTER_INTERFACE.test(file),
    forbids: ours(isAdapterImplementation),
    // Allowed: a type vanishes at run time, so `import type` of an implementation's file loads none of it.
    allowTypes: true,
    why: 'services use adapters through adapters/<kind>/interface.ts; the container picks the implementation',
  },
  {
    id: 'driver-only-in-client',
    // Covers services too (rule "services never import drivers"). Scripts are tools, not the app: a bench
    // may talk to PostgreSQL directly. db/pglite-*.ts are the PGlite glue client.ts builds on (it alone uses them).
    files: (file) =>
      file.startsWith('src/') && file !== 'src/server/db/client.ts' && !file.startsWith('src/server/db/pglite-'),
    forbids: pkg(...DRIVERS),
    why: 'only src/server/db/client.ts chooses the database driver; everything else gets a Db from it',
  },
  {
    id: 'no-node-in-shared',
    files: under('src/lib/', 'src/domain/'),
    forbids: builtin,
    why: 'lib/ and domain/ run in the browser too: no Node modules (server-only helpers live in src/server/)',
  },
  {
    id: 'browser-only',
    files: (file) => under('src/server/', 'src/domain/', 'src/lib/', 'scripts/')(file) && !isBrowserOnly(file),
    forbids: ours(under('src/lib/browser/')),
    allowTypes: true,
    why: 'src/lib/browser/ touches window and document: only browser code (features, components) imports it',
  },
  {
    id: 'build-config-in-astro',
    files: (file) =>
      under('src/server/', 'src/domain/', 'src/lib/', 'scripts/')(file) && !isBrowserOnly(file) && !isBuildConfig(file),
    forbids: ours(isBuildConfig),
    allowTypes: true,
    why:
      "lib/build-config.ts holds the build's PUBLIC_* figures and throws outside Astro: the server reads its own " +
      'configuration (src/server/env.ts), shared lib code takes the rules as arguments',
  },
  {
    id: 'pages-entry',
    files: under('src/pages/'),
    // An island a page hydrates is imported as its own component file (.tsx/.astro): Astro bundles what the page
    // imports, so going through a feature's index.ts would ship the whole feature with every island.
    forbids: ours((path) => !PAGE_MAY_IMPORT(path) && !isFeatureIndex(path) && !isFeatureComponent(path)),
    why: 'pages compose features (index.ts or an island component), components, layouts, lib, domain, server/build',
  },
  {
    id: 'feature-index',
    files: under('src/features/', 'src/layouts/'), // pages: pages-entry
    forbids: pastIndex(featureOf),
    why: 'a feature folder is imported from outside only through its index.ts, so it can change inside freely',
  },
  // The layer rules kept from docs/architecture.md#layer-rules.
  {
    id: 'components-presentational',
    files: under('src/components/'),
    forbids: ours(under('src/features/', 'src/server/')),
    why: 'components are presentational: islands that use stores live in features/',
  },
  {
    id: 'ui-no-stores',
    files: under('src/components/ui/'),
    forbids: pkg('nanostores', '@nanostores/*'),
    why: 'ui pieces hold no stores',
  },
  {
    id: 'lib-bottom',
    files: under('src/lib/'),
    forbids: ours(under('src/features/', 'src/server/', 'src/components/', 'src/layouts/', 'src/pages/')),
    allowTypes: true,
    why: 'lib is shared by browser and server and depends on nothing above it',
  },
  {
    id: 'features-no-server',
    files: under('src/features/'),
    forbids: ours(under('src/server/')),
    allowTypes: true,
    why: 'features run in the browser: they reach the server through the API',
  },
  {
    id: 'routes-no-db',
    files: (file) => file.startsWith('src/server/routes/') || /^src\/server\/modules\/.*\.routes\.ts$/.test(file),
    forbids: either(ours(under('src/server/db/')), pkg('drizzle-orm')),
    allowTypes: true,
    why: 'routes validate and call services; only services and db touch the database',
  },
  {
    id: 'db-bottom',
    files: under('src/server/db/'),
    forbids: ours(under('src/server/services/', 'src/server/routes/', 'src/server/modules/', 'scripts/')),
    why: 'db is the bottom layer: services use it, never the reverse',
  },
  {
    id: 'adapters-outside',
    files: under('src/server/adapters/'),
    forbids: ours(under('src/server/services/', 'src/server/routes/', 'src/server/modules/', 'src/server/db/')),
    allowTypes: true,
    why: 'adapters wrap outside services and know nothing of ours',
  },
  {
    id: 'hash-alias',
    files: () => true,
    tests: true,
    forbids: (_t, _file, specifier) => specifier.startsWith('~/'),
    why: "use '#/…' (package.json \"imports\"), not '~/'",
  },
  {
    id: 'no-parent-relative',
    files: under('src/'),
    tests: true,
    forbids: (_t, _file, specifier) => specifier.startsWith('../'),
    why: "import from another folder as '#/…', not '../'",
  },
];

function isBrowserOnly(file: string) {
  return file.startsWith('src/lib/browser/');
}

/** The build's figures and their reader (import.meta.env in an Astro build or dev server). */
function isBuildConfig(path: string) {
  return path === 'src/lib/build-config.ts' || path === 'src/lib/build-env.ts';
}

function isFeatureIndex(path: string) {
  const feature = featureOf(path);
  return feature !== undefined && isIndexOf(feature, path);
}

/** A feature's island or Astro component, which a page imports as its own file (pages-entry). */
function isFeatureComponent(path: string) {
  return path.startsWith('src/features/') && /\.(tsx|astro)$/.test(path);
}
