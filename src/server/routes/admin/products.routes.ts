// /api/admin/products: the catalog, its photos and its stock (staff and owners).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { jsonBody, NUL, parseWith } from '#/server/http/validate.ts';
import { AppError } from '#/server/errors.ts';
import { CATEGORIES } from '#/lib/product.ts';
import { productInput, productPatch, stockAdjustment } from '#/lib/admin.ts';
import { MAX_IMAGES } from '#/server/services/review-images.ts';

const id = z.string().trim().min(1).max(80);
const listQuery = z.object({
  q: z.string().trim().max(80).optional(),
  category: z.enum(CATEGORIES.map((c) => c.value) as [string, ...string[]]).optional(),
  status: z.enum(['active', 'archived']).optional(),
});
const arrangement = z.object({
  order: z.array(id).min(1, 'order: list the photos').max(50),
  alt: z.record(id, z.string().trim().max(200, 'Alt text must be at most 200 characters')).optional(),
});

/** The photos and alt text of a multipart upload; anything else in it is refused. */
async function photoForm(c: import('hono').Context<AppEnv>): Promise<{ files: Buffer[]; alt: string }> {
  if (!c.req.header('Content-Type')?.startsWith('multipart/form-data'))
    throw new AppError('bad_input', 'Send the photos as multipart/form-data');
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('bad_input', 'Could not read the form');
  }
  const raw = form.photos === undefined ? [] : Array.isArray(form.photos) ? form.photos : [form.photos];
  if (raw.some((f) => typeof f === 'string')) throw new AppError('bad_input', 'photos must be files');
  const files = (raw as File[]).filter((f) => f.size > 0);
  if (files.length === 0) throw new AppError('bad_input', 'photos: choose at least one photo');
  if (files.length > MAX_IMAGES) throw new AppError('bad_input', `photos: at most ${MAX_IMAGES} per upload`);
  const altValue = Array.isArray(form.alt) ? form.alt[0] : form.alt;
  if (altValue !== undefined && typeof altValue !== 'string') throw new AppError('bad_input', 'alt must be text');
  if (altValue && NUL.test(altValue)) throw new AppError('bad_input', 'Text must not contain NUL characters');
  const alt = parseWith(z.string().trim().max(200, 'Alt text must be at most 200 characters'), altValue ?? '');
  return { files: await Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer()))), alt };
}

export function adminProductRoutes() {
  const r = new Hono<AppEnv>();
  const actor = (c: { var: AppEnv['Variables'] }) => c.var.staff!.email;

  r.get('/', async (c) => {
    const filter = parseWith(listQuery, c.req.query());
    return c.json({ success: true, products: await c.var.services.adminProducts.list(filter) });
  });
  r.post('/', async (c) => {
    const input = await jsonBody(c, productInput);
    return c.json({ success: true, product: await c.var.services.adminProducts.create(actor(c), input) }, 201);
  });
  r.get('/:id', async (c) => {
    return c.json({ success: true, product: await c.var.services.adminProducts.get(parseWith(id, c.req.param('id'))) });
  });
  r.patch('/:id', async (c) => {
    const productId = parseWith(id, c.req.param('id'));
    const patch = await jsonBody(c, productPatch);
    return c.json({ success: true, product: await c.var.services.adminProducts.update(actor(c), productId, patch) });
  });
  r.post('/:id/archive', async (c) => {
    const productId = parseWith(id, c.req.param('id'));
    const { archived } = await jsonBody(c, z.object({ archived: z.boolean({ error: 'archived is true or false' }) }));
    return c.json({
      success: true,
      product: await c.var.services.adminProducts.archive(actor(c), productId, archived),
    });
  });

  r.post('/:id/photos', async (c) => {
    const productId = parseWith(id, c.req.param('id'));
    const { files, alt } = await photoForm(c);
    await c.var.services.photos.add(actor(c), productId, files, alt);
    return c.json({ success: true, product: await c.var.services.adminProducts.get(productId) });
  });
  r.patch('/:id/photos', async (c) => {
    const productId = parseWith(id, c.req.param('id'));
    const { order, alt } = await jsonBody(c, arrangement);
    await c.var.services.photos.arrange(actor(c), productId, order, alt);
    return c.json({ success: true, product: await c.var.services.adminProducts.get(productId) });
  });
  r.delete('/:id/photos/:photoId', async (c) => {
    const productId = parseWith(id, c.req.param('id'));
    await c.var.services.photos.remove(actor(c), productId, parseWith(id, c.req.param('photoId')));
    return c.json({ success: true, product: await c.var.services.adminProducts.get(productId) });
  });

  r.post('/:id/stock', async (c) => {
    const productId = parseWith(id, c.req.param('id'));
    const adjustment = await jsonBody(c, stockAdjustment);
    await c.var.services.stock.adjust(actor(c), productId, adjustment);
    return c.json({ success: true, product: await c.var.services.adminProducts.get(productId) });
  });
  r.get('/:id/stock-history', async (c) => {
    const productId = parseWith(id, c.req.param('id'));
    await c.var.services.adminProducts.get(productId); // 404 for an unknown product
    return c.json({ success: true, history: await c.var.services.stock.history(productId) });
  });
  return r;
}
