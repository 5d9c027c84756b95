// Every route of the site, listed from src/pages: a new page is covered by the journeys that visit "every route"
// (e2e/every-route.spec.ts: console errors, sideways scroll, axe) without anyone remembering to add it. Dynamic pages
// are expanded here; a dynamic page this file does not know fails loudly instead of being skipped.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { catalog, pathOf } from './fixtures.ts';

const PAGES = 'src/pages';

function pageFiles(dir = PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? pageFiles(join(dir, e.name))
      : // Astro makes no route of a file whose name starts with "_" (a page's shared markup).
        e.name.endsWith('.astro') && !e.name.startsWith('_')
        ? [join(dir, e.name)]
        : [],
  );
}

/** '/account/[section]' for src/pages/account/[section].astro, '/' for index.astro. */
function routeOf(file: string): string {
  const path = `/${relative(PAGES, file).replace(/\.astro$/, '')}`.replace(/\/index$/, '');
  return path === '' ? '/' : path;
}

export async function allRoutes(request: APIRequestContext): Promise<string[]> {
  const product = (await catalog(request))[0]!;
  const expand: Record<string, () => string[]> = {
    '/[policy]': () => readdirSync('content/policies').map((f) => `/${f.replace(/\.md$/, '')}`),
    '/account/[section]': () => ['/account/details', '/account/addresses', '/account/wallet'],
    '/product/[name]': () => [pathOf(product)],
    // One built page serves every product's form (the server rewrites the address).
    '/custom-form': () => ['/custom-form', `/custom-form/${product._id}`],
    '/404': () => ['/no-such-page'],
    // A draft's preview exists only while a draft does, at an unguessable address: console-product-draft.spec.ts.
    '/preview/[key]': () => [],
  };
  return pageFiles()
    .map(routeOf)
    .sort()
    .flatMap((route) => {
      const expanded = expand[route]?.();
      if (expanded) return expanded;
      if (route.includes('[')) throw new Error(`e2e/routes.ts: say which addresses ${route} serves`);
      return [route];
    });
}
