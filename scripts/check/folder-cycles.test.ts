import { describe, expect, it } from 'vitest';
import { checkSources, formatViolation, type Source } from './boundaries.ts';
import { cyclicGroups, folderOf } from './folder-cycles.ts';

const cyclesIn = (sources: Source[]) =>
  checkSources(sources)
    .filter((v) => v.rule === 'folder-cycle')
    .map(formatViolation);

describe('folder cycles', () => {
  it.each([
    ['src/features/cart/CartView.tsx', 'src/features/cart'],
    ['src/server/modules/orders/holds/holds.ts', 'src/server/modules/orders'],
    ['src/server/db/schema/index.ts', 'src/server/db'],
    ['src/server/app.ts', 'src/server/app.ts'],
    ['src/lib/browser/focus.ts', 'src/lib'],
    ['src/content.config.ts', 'src/content.config.ts'],
    ['scripts/shop.ts', undefined],
  ])('puts %s in the folder %s', (file, folder) => {
    expect(folderOf(file)).toBe(folder);
  });

  it('reports each import of two feature folders that import each other, with the cycle', () => {
    const sources = [
      { file: 'src/features/cart/CartView.tsx', text: "import { a } from '#/features/checkout/index.ts';" },
      { file: 'src/features/checkout/index.ts', text: "\nexport { $cart } from '#/features/cart/index.ts';" },
    ];
    const why = 'folders import each other (%s); one of these imports has to go';
    expect(cyclesIn(sources)).toEqual([
      `src/features/cart/CartView.tsx:1 imports '#/features/checkout/index.ts' [folder-cycle]: ${why.replace(
        '%s',
        'src/features/cart → src/features/checkout → src/features/cart',
      )}`,
      `src/features/checkout/index.ts:2 imports '#/features/cart/index.ts' [folder-cycle]: ${why.replace(
        '%s',
        'src/features/checkout → src/features/cart → src/features/checkout',
      )}`,
    ]);
  });

  it('finds a longer cycle through server modules and a shared folder', () => {
    const sources = [
      { file: 'src/server/modules/orders/index.ts', text: "import { a } from '#/server/modules/cart/index.ts';" },
      { file: 'src/server/modules/cart/index.ts', text: "import { b } from '#/server/http/auth.ts';" },
      { file: 'src/server/http/auth.ts', text: "import { c } from '#/server/modules/orders/index.ts';" },
      { file: 'src/server/app.ts', text: "import { d } from '#/server/modules/orders/index.ts';" },
    ];
    const found = cyclesIn(sources);
    expect(found).toHaveLength(3);
    expect(found[0]).toContain(
      '(src/server/modules/orders → src/server/modules/cart → src/server/http → src/server/modules/orders)',
    );
    expect(found.join('\n')).not.toContain('src/server/app.ts:');
  });

  it('leaves out type-only imports and tests, which create no cycle at run time', () => {
    const sources = [
      { file: 'src/lib/api.ts', text: "import type { AppType } from '#/server/app.ts';" },
      { file: 'src/server/app.ts', text: "import { money } from '#/lib/money.ts';" },
      { file: 'src/features/cart/cart.test.ts', text: "import { x } from '#/features/checkout/index.ts';" },
      { file: 'src/features/checkout/index.ts', text: "import { y } from '#/features/cart/index.ts';" },
    ];
    expect(cyclesIn(sources)).toEqual([]);
  });

  it('groups the folders of every cycle, and no others', () => {
    const edges = [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
      ['c', 'd'],
      ['d', 'e'],
      ['e', 'd'],
      ['f', 'a'],
      ['g', 'g'],
    ].map(([from, to]) => ({ from: from!, to: to! }));
    expect(cyclicGroups(edges).map((g) => [...g].sort())).toEqual([
      ['d', 'e'],
      ['a', 'b', 'c'],
    ]);
  });
});
