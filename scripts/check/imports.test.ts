import { describe, expect, it } from 'vitest';
import { importsOf, resolveImport } from './imports.ts';

const refsOf = (file: string, lines: string[]) =>
  importsOf(file, lines.join('\n')).map((r) => [r.specifier, r.typeOnly, r.line, r.syntax]);

describe('importsOf', () => {
  it('finds every way a TypeScript module names another, with its line and whether only types cross', () => {
    expect(
      refsOf('src/x.ts', [
        "import { a } from '#/lib/a.ts';",
        "import type { B } from '#/server/b.ts';",
        "import { type C } from './c.ts'; // still loads ./c.ts under verbatimModuleSyntax",
        "export * from './d.ts';",
        "export type { E } from './e.ts';",
        "import './f.css';",
        'const g = () =>',
        "  import('#/lib/g.ts');",
        'const h = import(`#/lib/h.ts`);',
        "type I = typeof import('i-package');",
        "vi.mock('#/server/j.ts', () => ({}));",
        "const k = await vi.importActual('#/server/k.ts');",
        "import l = require('l-package');",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a `${…}` import, as written
        'const m = import(`./m-${name}.ts`); // not resolvable: left out',
      ]),
    ).toEqual([
      ['#/lib/a.ts', false, 1, 'import'],
      ['#/server/b.ts', true, 2, 'import'],
      ['./c.ts', false, 3, 'import'],
      ['./d.ts', false, 4, 'export'],
      ['./e.ts', true, 5, 'export'],
      ['./f.css', false, 6, 'import'],
      ['#/lib/g.ts', false, 8, 'dynamic'],
      ['#/lib/h.ts', false, 9, 'dynamic'],
      ['i-package', true, 10, 'type'],
      ['#/server/j.ts', false, 11, 'mock'],
      ['#/server/k.ts', false, 12, 'mock'],
      ['l-package', false, 13, 'require'],
    ]);
  });

  it('reads TSX', () => {
    expect(refsOf('src/A.tsx', ["import { b } from './b.ts';", 'export const A = () => <div>{b}</div>;'])).toEqual([
      ['./b.ts', false, 1, 'import'],
    ]);
  });

  it('reads an .astro file: the frontmatter and the <script> elements, at their lines in the file', () => {
    const astro = [
      '---',
      "import Layout from '#/layouts/BaseLayout.astro';",
      "import type { P } from '#/server/p.ts';",
      '---',
      '<Layout><p>import nothing from here</p></Layout>',
      '<script type="application/ld+json">{"import": "x"}</script>',
      '<script>',
      "  import { start } from '#/features/cart/index.ts';",
      "  void import('#/lib/late.ts');",
      '</script>',
    ];
    expect(refsOf('src/pages/a.astro', astro)).toEqual([
      ['#/layouts/BaseLayout.astro', false, 2, 'import'],
      ['#/server/p.ts', true, 3, 'import'],
      ['#/features/cart/index.ts', false, 8, 'import'],
      ['#/lib/late.ts', false, 9, 'dynamic'],
    ]);
  });

  it('reads an .astro file without frontmatter', () => {
    expect(refsOf('src/a.astro', ['<p>hi</p>', "<script>import './a.ts';</script>"])).toEqual([
      ['./a.ts', false, 2, 'import'],
    ]);
  });
});

describe('resolveImport', () => {
  it.each([
    ['#/lib/money.ts', { kind: 'ours', path: 'src/lib/money.ts' }],
    ['#/server/modules/cart', { kind: 'ours', path: 'src/server/modules/cart' }],
    ['./cart.store.ts', { kind: 'ours', path: 'src/features/cart/cart.store.ts' }],
    ['../session/session.ts', { kind: 'ours', path: 'src/features/session/session.ts' }],
    ['../../../scripts/x.ts', { kind: 'ours', path: 'scripts/x.ts' }],
    ['node:fs', { kind: 'builtin', name: 'fs' }],
    ['fs/promises', { kind: 'builtin', name: 'fs/promises' }],
    ['crypto', { kind: 'builtin', name: 'crypto' }],
    ['hono/utils/constants', { kind: 'package', name: 'hono', specifier: 'hono/utils/constants' }],
    ['@hono/zod-openapi', { kind: 'package', name: '@hono/zod-openapi', specifier: '@hono/zod-openapi' }],
    ['astro:content', { kind: 'package', name: 'astro:content', specifier: 'astro:content' }],
    ['https://esm.sh/x', { kind: 'url', specifier: 'https://esm.sh/x' }],
  ])('%s from src/features/cart/cart.ts', (specifier, target) => {
    expect(resolveImport('src/features/cart/cart.ts', specifier)).toEqual(target);
  });
});
