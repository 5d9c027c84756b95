// /api/admin/products: the catalog, its photos and its stock (staff and owners).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#/server/http/context.ts';
import { jsonBody, NUL, parseWith } from '#/server/http/validate.ts';
import { AppError } from '#/server/errors.ts';
import { CATEGORY_VALUES } from '#/lib/product.ts';
import { productInput, productPatch, stockAdjustment } from '#/lib/admin.ts';
import { MAX_IMAGES } from '#/server/shared/images.ts';
import { PAGE_MAX, pageQuery } from '#/server/http/page-query.ts';
import { doc } from '#/server/openapi/route-docs.ts';
import { productReply, productsReply, stockHistoryReply } from './admin-shapes.ts';

const id = z.string().trim().min(1).max(80);
const listQuery = z.object({
  q: z.string().trim().max(80).optional(),
  category: z.enum(CATEGORY_VALUES).optional(),
  status: z.enum(['active', 'archived']).optional(),
  ...pageQuery(PAGE_MAX),
});
const idParams = z.object({ id });
const photoParams = z.object({ id, photoId: id });
const archiveBody = z.object({ archived: z.boolean({ error: 'must be true or false' }) });
const photoUpload = z.object({
  photos: z.array(z.file()).min(1).max(MAX_IMAGES).describe('JPEG, PNG, WebP or GIF, each ≤ 5 MB, ≤ 24 MP'),
  alt: z.string().max(200).optional().describe('Alt text for every photo of this upload'),
});
const tag = 'Console: products';
const notFound = { 404: 'No product with this id' };
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
  if (raw.some((f) => typeof f === 'string')) throw new AppError('bad_input', 'Photos must be image files');
  const files = (raw as File[]).filter((f) => f.size > 0);
  if (files.length === 0) throw new AppError('bad_input', 'Choose at least one photo');
  if (files.length > MAX_IMAGES) throw new AppError('bad_input', `photos: at most ${MAX_IMAGES} per upload`);
  const altValue = Array.isArray(form.alt) ? form.alt[0] : form.alt;
  if (altValue !== undefined && typeof altValue !== 'string')
    throw new AppError('bad_input', 'Alt text must be text, not a file');
  if (altValue && NUL.test(altValue)) throw new AppError('bad_input', 'Text must not contain NUL characters');
  const alt = parseWith(z.string().trim().max(200, 'Alt text must be at most 200 characters'), altValue ?? '');
  return { files: await Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer()))), alt };
}

export function adminProductRoutes() {
  const r = new Hono<AppEnv>();
  const actor = (c: { var: AppEnv['Variables'] }) => c.var.staff!.email;

  r.get(
    '/',
    doc({ tag, auth: 'admin', summary: 'The catalog, archived too (paged)', query: listQuery, reply: productsReply }),
    async (c) => {
      const filter = parseWith(listQuery, c.req.query());
      return c.json({ success: true, ...(await c.var.services.adminProducts.list(filter)) });
    },
  );
  r.post(
    '/',
    doc({
      tag,
      auth: 'admin',
      summary: 'Create a product',
      body: productInput,
      reply: productReply,
      refusals: { 409: 'Another product has this name (its page path)' },
    }),
    async (c) => {
      const input = await jsonBody(c, productInput);
      return c.json({ success: true, product: await c.var.services.adminProducts.create(actor(c), input) });
    },
  );
  r.get(
    '/:id',
    doc({ tag, auth: 'admin', summary: 'One product', params: idParams, reply: productReply, refusals: notFound }),
    async (c) => {
      return c.json({
        success: true,
        product: await c.var.services.adminProducts.get(parseWith(id, c.req.param('id'))),
      });
    },
  );
  r.patch(
    '/:id',
    doc({
      tag,
      auth: 'admin',
      summary: 'Edit a product (any fields; sizes is the full list, stock optional for a size it has)',
      params: idParams,
      body: productPatch,
      reply: productReply,
      refusals: { ...notFound, 409: 'The name is taken, or a removed size still has stock or has orders' },
    }),
    async (c) => {
      const productId = parseWith(id, c.req.param('id'));
      const patch = await jsonBody(c, productPatch);
      return c.json({ success: true, product: await c.var.services.adminProducts.update(actor(c), productId, patch) });
    },
  );
  r.post(
    '/:id/archive',
    doc({
      tag,
      auth: 'admin',
      summary: 'Archive or restore',
      params: idParams,
      body: archiveBody,
      reply: productReply,
      refusals: notFound,
    }),
    async (c) => {
      const productId = parseWith(id, c.req.param('id'));
      const { archived } = await jsonBody(c, archiveBody);
      return c.json({
        success: true,
        product: await c.var.services.adminProducts.archive(actor(c), productId, archived),
      });
    },
  );

  r.post(
    '/:id/photos',
    doc({
      tag,
      auth: 'admin',
      summary: 'Add photos (re-encoded to WebP at 400, 800 and 1200 px wide, 3:4)',
      params: idParams,
      form: photoUpload,
      reply: productReply,
      refusals: { ...notFound, 413: 'A photo over 5 MB or 24 megapixels', 422: 'More than 12 photos' },
    }),
    async (c) => {
      const productId = parseWith(id, c.req.param('id'));
      const { files, alt } = await photoForm(c);
      await c.var.services.photos.add(actor(c), productId, files, alt);
      return c.json({ success: true, product: await c.var.services.adminProducts.get(productId) });
    },
  );
  r.patch(
    '/:id/photos',
    doc({
      tag,
      auth: 'admin',
      summary: 'Reorder photos, set alt texts',
      params: idParams,
      body: arrangement,
      reply: productReply,
      refusals: notFound,
    }),
    async (c) => {
      const productId = parseWith(id, c.req.param('id'));
      const { order, alt } = await jsonBody(c, arrangement);
      await c.var.services.photos.arrange(actor(c), productId, order, alt);
      return c.json({ success: true, product: await c.var.services.adminProducts.get(productId) });
    },
  );
  r.delete(
    '/:id/photos/:photoId',
    doc({
      tag,
      auth: 'admin',
      summary: 'Remove a photo',
      params: photoParams,
      reply: productReply,
      refusals: { 404: 'No such product or photo' },
    }),
    async (c) => {
      const productId = parseWith(id, c.req.param('id'));
      await c.var.services.photos.remove(actor(c), productId, parseWith(id, c.req.param('photoId')));
      return c.json({ success: true, product: await c.var.services.adminProducts.get(productId) });
    },
  );

  r.post(
    '/:id/stock',
    doc({
      tag,
      auth: 'admin',
      summary: 'Adjust the stock of a size, with a reason',
      params: idParams,
      body: stockAdjustment,
      reply: productReply,
      refusals: { 404: 'No such product or size', 422: 'The stock would go below 0' },
    }),
    async (c) => {
      const productId = parseWith(id, c.req.param('id'));
      const adjustment = await jsonBody(c, stockAdjustment);
      await c.var.services.stock.adjust(actor(c), productId, adjustment);
      return c.json({ success: true, product: await c.var.services.adminProducts.get(productId) });
    },
  );
  r.get(
    '/:id/stock-history',
    doc({
      tag,
      auth: 'admin',
      summary: 'Stock adjustments, newest first',
      params: idParams,
      reply: stockHistoryReply,
      refusals: notFound,
    }),
    async (c) => {
      const productId = parseWith(id, c.req.param('id'));
      await c.var.services.adminProducts.get(productId); // 404 for an unknown product
      return c.json({ success: true, history: await c.var.services.stock.history(productId) });
    },
  );
  return r;
}
