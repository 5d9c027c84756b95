// /api/uploads/{key}: stored review and product photos, with their real type, nosniff and long caching.
import { Hono } from 'hono';
import type { AppEnv } from '#/server/http/context.ts';
import { z } from 'zod';
import { AppError } from '#/server/errors.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { parseWith } from '#/server/http/validate.ts';

const uploadParams = z.object({ key: z.string().min(1).max(200) });

export function uploadRoutes() {
  const r = new Hono<AppEnv>();
  r.get(
    '/:key',
    doc({
      tag: 'Catalog',
      summary: 'A review or product photo (the URLs in reviews and product images point here)',
      params: uploadParams,
      replyType: 'image/webp',
      refusals: { 404: 'Not found' },
    }),
    async (c) => {
      const { key } = parseWith(uploadParams, c.req.param());
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
    },
  );
  return r;
}
