import { describe, expect, it } from 'vitest';
import { formatViolation, violationsOf } from './boundaries.ts';
import { RULES } from './rules.ts';

/** [rule, file, text, line of the wrong import]: each must be reported, under that rule, at that line. */
const WRONG: [string, string, string, number][] = [
  // 1. modules only through index.ts, in every import syntax
  ['module-index', 'src/server/modules/orders/order.service.ts', "import { a } from '#/server/modules/cart/a.ts';", 1],
  ['module-index', 'src/server/app.ts', "export { cartRoutes } from './modules/cart/cart.routes.ts';", 1],
  ['module-index', 'scripts/shop.ts', 'const m = await import(`#/server/modules/cart/cart.service.ts`);', 1],
  ['module-index', 'src/server/modules/admin/a.test.ts', "\nvi.mock('#/server/modules/orders/holds.ts');", 2],
  ['module-index', 'src/server/app.ts', "import type { Cart } from '#/server/modules/cart/types.ts';", 1],
  // 2. domain/ imports nothing of ours
  ['domain-pure', 'src/domain/money.ts', "import { env } from '#/server/env.ts';", 1],
  ['domain-pure', 'src/domain/sizes.ts', "import type { Product } from '../lib/product.ts';", 1],
  // 3. services: no HTTP, adapters only by interface (drivers: rule 4 holds services too)
  ['service-no-http', 'src/server/modules/cart/cart.service.ts', "import type { Context } from 'hono';", 1],
  ['service-no-http', 'src/server/services/x.service.ts', "import { z } from '@hono/zod-openapi';", 1],
  ['service-no-http', 'src/server/services/x.ts', "import { validate } from '#/server/http/validate.ts';", 1],
  [
    'service-adapter-interface',
    'src/server/modules/orders/my-orders.service.ts',
    "import { createOfflineEstimator } from '#/server/adapters/shipping/shipping.ts';",
    1,
  ],
  [
    'service-adapter-interface',
    'src/server/adapters/storage/interface.ts',
    "export { createLocalStorage } from './storage.ts';",
    1,
  ],
  // 4. only db/client.ts imports a driver
  ['driver-only-in-client', 'src/server/modules/orders/order.service.ts', "import { Pool } from 'pg';", 1],
  ['driver-only-in-client', 'src/server/db/seed.ts', "const d = await import('drizzle-orm/pglite');", 1],
  ['driver-only-in-client', 'src/server/db/x.ts', "import type { PGlite } from '@electric-sql/pglite';", 1],
  // 5. no Node modules in lib/ and domain/; lib/browser/ only in the browser
  ['no-node-in-shared', 'src/lib/money.ts', "import { createHash } from 'node:crypto';", 1],
  ['no-node-in-shared', 'src/domain/catalog.ts', "import { readFileSync } from 'fs';", 1],
  ['browser-only', 'src/server/modules/catalog/x.ts', "import { scroll } from '#/lib/browser/scroll.ts';", 1],
  ['browser-only', 'src/lib/price.ts', "import { scroll } from './browser/scroll.ts';", 1],
  ['build-config-in-astro', 'src/server/env.ts', "import { DELIVERY } from '#/lib/build-config.ts';", 1],
  ['build-config-in-astro', 'src/lib/pricing.ts', "import { buildEnv } from './build-env.ts';", 1],
  // 6. pages through features' index.ts (or an island's own component file), components, layouts, lib, domain,
  // server/build
  [
    'pages-entry',
    'src/pages/cart.astro',
    "---\nimport { $cart } from '#/features/cart/cart.store.ts';\n---\n<p>{$cart.get().length}</p>",
    2,
  ],
  ['pages-entry', 'src/pages/x.astro', "<p>x</p>\n<script>\nimport { db } from '#/server/db/client.ts';\n</script>", 3],
  ['pages-entry', 'src/pages/sitemap.xml.ts', "import { list } from '#/server/modules/catalog/index.ts';", 1],
  // 7. feature folders through index.ts (cycles: folder-cycles.test.ts)
  ['feature-index', 'src/features/checkout/View.tsx', "import { $cart } from '#/features/cart/cart.store.ts';", 1],
  ['feature-index', 'src/layouts/BaseLayout.astro', "---\nimport H from '#/features/header/Header.astro';\n---", 2],
  // 8. the rules kept from docs/architecture.md#layer-rules
  ['components-presentational', 'src/components/ui/Card.tsx', "import { $c } from '#/features/cart/index.ts';", 1],
  ['ui-no-stores', 'src/components/ui/Card.tsx', "import { atom } from 'nanostores';", 1],
  ['ui-no-stores', 'src/components/ui/Card.tsx', "import { useStore } from '@nanostores/react';", 1],
  ['lib-bottom', 'src/lib/api.ts', "import { $token } from '#/features/session/index.ts';", 1],
  ['features-no-server', 'src/features/cart/cart.ts', "import { orders } from '#/server/db/schema/index.ts';", 1],
  ['routes-no-db', 'src/server/modules/cart/cart.routes.ts', "import { eq } from 'drizzle-orm';", 1],
  ['routes-no-db', 'src/server/routes/x.routes.ts', "import { db } from '#/server/db/client.ts';", 1],
  ['db-bottom', 'src/server/db/seed.ts', "import { load } from '../../../scripts/catalog/catalog.ts';", 1],
  ['db-bottom', 'src/server/db/seed.ts', "import { bump } from '#/server/modules/catalog/index.ts';", 1],
  ['adapters-outside', 'src/server/adapters/mail/x.ts', "import { a } from '#/server/services/auth.service.ts';", 1],
  ['hash-alias', 'src/features/cart/cart.ts', "import { x } from '~/lib/money';", 1],
  ['no-parent-relative', 'src/features/cart/cart.ts', "import { x } from '../session/index.ts';", 1],
];

/** [file, text]: imports the rules allow. */
const RIGHT: [string, string][] = [
  ['src/server/app.ts', "import { cartModule } from '#/server/modules/cart/index.ts';"],
  ['src/server/app.ts', "import { cartModule } from '#/server/modules/cart';"],
  ['src/server/modules/cart/cart.routes.ts', "import { createCartService } from './cart.service.ts';"],
  ['src/server/modules/cart/cart.service.test.ts', "vi.mock('./coupons.ts');"],
  ['src/server/modules/orders/x.api.test.ts', "import { db } from '#/server/db/client.ts';\nimport pg from 'pg';"],
  [
    'src/server/modules/orders/order.service.ts',
    "import { UPLOADS_PATH } from '#/server/adapters/storage/interface.ts';",
  ],
  ['src/server/modules/orders/order.service.ts', "import type { R } from '#/server/adapters/payments/razorpay.ts';"],
  ['src/server/modules/orders/order.service.ts', "import { eq } from 'drizzle-orm';"],
  ['src/server/modules/orders/order.service.ts', "import type { Db } from '#/server/db/client.ts';"],
  ['src/server/modules/orders/order.routes.ts', "import { Hono } from 'hono';"],
  [
    'src/server/db/client.ts',
    "const { default: pg } = await import('pg');\nimport type { PGlite } from '@electric-sql/pglite';",
  ],
  ['src/domain/pricing.ts', "import { formatPaise } from './money.ts';\nimport { z } from 'zod';"],
  ['src/lib/browser/focus.ts', "import { onFrame } from '#/lib/browser/frame.ts';"],
  ['src/features/cart/CartView.tsx', "import { scroll } from '#/lib/browser/scroll.ts';"],
  ['src/features/cart/cart-price.store.ts', "import { DELIVERY } from '#/lib/build-config.ts';"],
  ['src/lib/build-config.ts', "import { buildEnv } from './build-env.ts';"],
  ['src/server/env.ts', "import type { BuildEnv } from '#/lib/build-env.ts';"],
  ['src/features/cart/CartView.tsx', "import { $session } from '#/features/session/index.ts';"],
  ['src/features/cart/cart.ts', "import type { AppType } from '#/server/app.ts';"],
  ['src/features/cart/cart.ts', "import { x } from './cart.store.ts';"],
  [
    'src/pages/cart.astro',
    "---\nimport CartView from '#/features/checkout/CartView.tsx';\n---\n<CartView client:load />",
  ],
  [
    'src/pages/cart.astro',
    [
      '---',
      "import { CartView } from '#/features/cart/index.ts';",
      "import Layout from '#/layouts/BaseLayout.astro';",
      "import Button from '#/components/ui/Button.astro';",
      "import { formatPaise } from '#/domain/money.ts';",
      "import { site } from '#/lib/site.ts';",
      "import { loadCatalog } from '#/server/build/catalog.ts';",
      "import '#/styles/global.css';",
      "import { getCollection } from 'astro:content';",
      '---',
    ].join('\n'),
  ],
  ['src/lib/api.ts', "import type { AppType } from '#/server/app.ts';"],
  ['scripts/bench/api.ts', "import pg from 'pg';"],
];

describe('boundary rules', () => {
  it.each(WRONG)('[%s] refuses, in %s: %s', (rule, file, text, line) => {
    const found = violationsOf(file, text);
    expect(found.map((v) => [v.rule, v.line])).toContainEqual([rule, line]);
    const why = RULES.find((r) => r.id === rule)?.why ?? '';
    expect(found.map(formatViolation)).toContain(
      `${file}:${line} imports '${found.find((v) => v.rule === rule)?.specifier}' [${rule}]: ${why}`,
    );
  });

  it('feeds at least one wrong import to every rule', () => {
    expect(RULES.map((r) => r.id).filter((id) => !WRONG.some(([rule]) => rule === id))).toEqual([]);
    expect(WRONG.length).toBeGreaterThanOrEqual(15);
  });

  it.each(RIGHT)('allows, in %s: %s', (file, text) => {
    expect(violationsOf(file, text).map(formatViolation)).toEqual([]);
  });

  it('names the file, line, import and rule of each wrong import in a file', () => {
    const text = ["import { a } from './a.ts';", '', "import { readFileSync } from 'node:fs';"].join('\n');
    expect(violationsOf('src/lib/x.ts', text).map(formatViolation)).toEqual([
      "src/lib/x.ts:3 imports 'node:fs' [no-node-in-shared]: " +
        'lib/ and domain/ run in the browser too: no Node modules (server-only helpers live in src/server/)',
    ]);
  });
});
