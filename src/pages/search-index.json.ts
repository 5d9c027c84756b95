// /search-index.json: what the header's search overlay suggests from (features/search/search-index.ts),
// written at build time from the same product list as the pages.
import type { APIRoute } from 'astro';
import { getCatalog } from '#/server/build/catalog.ts';
import { searchFile } from '#/features/search/search-index.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(searchFile(await getCatalog())), {
    headers: { 'Content-Type': 'application/json' },
  });
