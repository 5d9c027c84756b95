// /api/openapi.json (the OpenAPI 3.1 document, generated from the routes: src/server/openapi/) and /api/docs,
// its reference page (Scalar). The page's scripts come from this origin, never a CDN, under a CSP of its own.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import type { OpenApiDocument } from './api-document.ts';
import { createRouter, success, successOf } from './router.ts';

/**
 * The reference page's own policy: scripts from this origin only (its bundle and the starter below); Scalar
 * injects its stylesheet and sets style attributes, so inline styles are allowed as on the store's pages.
 * It reads the document from this origin and loads no fonts, images or frames from anywhere else.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference</title>
</head>
<body>
<div id="app"></div>
<script src="/api/docs/scalar.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

// Nothing that leaves this origin: no telemetry, no font downloads, none of the hosted extras (AI agent, MCP,
// the deploy/share toolbar). The document is the one beside this page; "Test request" calls this API.
const START = `window.Scalar.createApiReference('#app', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
});
`;

let bundle: Promise<Buffer> | undefined;
/** Scalar's self-contained browser build, as installed (read once). */
function scalarBundle(): Promise<Buffer> {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  bundle ??= readFile(join(dirname(entry), 'browser', 'standalone.js'));
  return bundle;
}

const tags = ['Documentation'];
const openApiShape = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ responses: z.record(z.string(), z.unknown()) }))),
});
const get = <P extends string, R extends RouteConfig['responses']>(path: P, summary: string, responses: R) =>
  createRoute({ method: 'get', path, tags, summary, responses });

export function docsRoutes(documentOf: () => OpenApiDocument) {
  const page = (body: string | Uint8Array, type: string, cache: string) =>
    new Response(body as BodyInit, {
      headers: { 'Content-Type': type, 'Cache-Control': cache, 'Content-Security-Policy': DOCS_CSP },
    });
  return createRouter()
    .openapi(get('/openapi.json', 'This OpenAPI 3.1 document', success(openApiShape)), (c) =>
      c.json(documentOf() as never, 200),
    )
    .openapi(get('/docs', 'The API reference page (HTML)', successOf('text/html', 'The page')), () =>
      page(PAGE, 'text/html; charset=utf-8', 'no-cache'),
    )
    .openapi(
      get('/docs/start.js', "The reference page's starter script", successOf('text/javascript', 'The script')),
      () => page(START, 'text/javascript; charset=utf-8', 'no-cache'),
    )
    .openapi(
      get(
        '/docs/scalar.js',
        'The reference viewer (Scalar), served from this origin',
        successOf('text/javascript', 'The script'),
      ),
      async () => page(new Uint8Array(await scalarBundle()), 'text/javascript; charset=utf-8', 'public, max-age=86400'),
    );
}
