// In `astro dev` the same Hono app answers /api/*: the dev server loads it through Vite (so edits reload)
// and hands it every /api request. One code path in development and production.
import type { AstroIntegration } from 'astro';
import { getRequestListener } from '@hono/node-server';
import { rewrittenPagePath } from '#/server/http/page-rewrites.ts';

type Loaded = { fetch: (req: Request) => Response | Promise<Response> };

export function apiDevServer(): AstroIntegration {
  return {
    name: 'store-api-dev',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const listener = getRequestListener(
          async (req) => {
            const mod = (await server.ssrLoadModule('/src/server/dev/dev-app.ts')) as {
              getDevApp: () => Promise<Loaded>;
            };
            const app = await mod.getDevApp();
            return app.fetch(req);
          },
          { overrideGlobalObjects: false },
        ); // Astro's own tools (e.g. Shiki) need the real global Response
        server.middlewares.use((req, res, next) => {
          if (req.url?.startsWith('/api/')) return void listener(req, res);
          const page = req.url && rewrittenPagePath(req.url.split('?')[0]!);
          if (page) req.url = page;
          next();
        });
      },
    },
  };
}
