// /api/uploads/{key}: stored review and product photos, with their real type, nosniff and long caching.
import { z } from 'zod';
import { AppError } from '#/server/errors.ts';
import { createRouter, refusals, routesFor, successOf } from '#/server/openapi/router.ts';

const photo = routesFor({ tags: ['Catalog'] }).get('/{key}', {
  summary: 'A review or product photo (the URLs in reviews and product images point here)',
  request: { params: z.object({ key: z.string().min(1).max(200) }) },
  responses: { ...successOf('image/webp', 'Success'), ...refusals({ 404: 'Not found' }) },
});

export function uploadRoutes() {
  return createRouter().openapi(photo, async (c): Promise<Response> => {
    const { key } = c.req.valid('param');
    const { storage } = c.var.services;
    // Photos uploaded before AVIF was written have only WebP files, while pages offer the .avif name first:
    // answer with the WebP file (its own type; browsers decode by content), not a broken image.
    const file =
      (await storage.get(key)) ??
      (key.endsWith('.avif') ? await storage.get(key.replace(/\.avif$/, '.webp')) : undefined);
    if (!file) throw new AppError('not_found', 'Not found');
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    });
  });
}
