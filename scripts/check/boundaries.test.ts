import { describe, expect, it } from 'vitest';
import { importsOf, violationsOf } from './boundaries.ts';

describe('import boundaries (DESIGN §2)', () => {
  it('finds static, type-only, re-export, side-effect and dynamic imports', () => {
    const text = [
      "import { a } from '#/lib/a.ts';",
      "import type { B } from '#/server/b.ts';",
      "export * from './c.ts';",
      "import '#/features/d.ts';",
      "const e = () => import('#/lib/e.ts');",
    ].join('\n');
    expect(importsOf(text).map((r) => [r.specifier, r.typeOnly, r.line])).toEqual([
      ['#/lib/a.ts', false, 1],
      ['#/server/b.ts', true, 2],
      ['./c.ts', false, 3],
      ['#/features/d.ts', false, 4],
      ['#/lib/e.ts', false, 5],
    ]);
  });

  it.each([
    ['src/components/ui/Card.tsx', "import { $cart } from '#/features/cart/cart.store.ts';", 'presentational'],
    ['src/components/ui/Card.tsx', "import { atom } from 'nanostores';", 'no stores'],
    ['src/lib/api.ts', "import { $token } from '#/features/session/session.store.ts';", 'depends on nothing above'],
    ['src/features/cart/cart.ts', "import { orders } from '#/server/db/schema/index.ts';", 'through the API'],
    ['src/server/routes/x.routes.ts', "import { eq } from 'drizzle-orm';", 'only services and db'],
    ['src/server/routes/x.routes.ts', "import { orders } from '#/server/db/schema/index.ts';", 'only services and db'],
    ['src/server/db/seed.ts', "import { bump } from '#/server/modules/catalog/catalog.service.ts';", 'bottom layer'],
    ['src/server/db/seed.ts', "import { load } from '../../../scripts/catalog/catalog.ts';", 'bottom layer'],
    ['src/server/adapters/mail/x.ts', "import { a } from '#/server/modules/account/auth.service.ts';", 'outside services'],
    ['src/server/services/x.service.ts', "import { Hono } from 'hono';", 'know no HTTP'],
    ['src/features/cart/cart.ts', "import { x } from '../session/session.ts';", "not '../'"],
    ['src/features/cart/cart.ts', "import { x } from '~/lib/money';", "not '~/'"],
  ])('refuses a wrong import in %s: %s', (file, text, why) => {
    const problems = violationsOf(file, text);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(why);
  });

  it('allows what the layers allow', () => {
    expect(
      violationsOf('src/features/cart/cart.ts', "import type { CartData } from '#/server/modules/cart/cart.service.ts';"),
    ).toEqual([]);
    expect(violationsOf('src/features/cart/CartView.tsx', "import { api } from '#/lib/api.ts';")).toEqual([]);
    expect(violationsOf('src/server/services/order.service.ts', "import { eq } from 'drizzle-orm';")).toEqual([]);
    expect(
      violationsOf('src/server/routes/x.api.test.ts', "import { orders } from '#/server/db/schema/index.ts';"),
    ).toEqual([]);
    expect(violationsOf('src/features/cart/cart.ts', "import { x } from './cart.store.ts';")).toEqual([]);
  });
});
