// /api/admin/products: the catalog and its photos (staff and owners); its stock is stock.routes.ts.
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv, HandlerContext } from '#/server/http/context.ts';
import { AppError } from '#/server/errors.ts';
import { parseWith } from '#/server/http/validate.ts';
import { CATEGORY_VALUES } from '#/lib/product.ts';
import { productInput, productPatch } from '#/lib/admin.ts';
import { PHOTOS_PER_UPLOAD as MAX_IMAGES } from '#/lib/photo-rules.ts';
import { PAGE_MAX, pageQuery } from '#/server/http/page-query.ts';
import { staffEmail } from '#/server/http/admin-auth.ts';
import {
  createRouter,
  formBody,
  jsonBody,
  pagedList,
  replies,
  routesFor,
  sendPage,
  staffOnly,
  success,
} from '#/server/openapi/router.ts';
import { productReply, productsReply, subCategoriesReply } from './admin-shapes.ts';

const id = z.string().trim().min(1).max(80);
const listQuery = z.object({
  q: z.string().trim().max(80).optional(),
  category: z.enum(CATEGORY_VALUES).optional(),
  status: z
    .enum(['active', 'live', 'draft', 'archived'])
    .optional()
    .describe('active: all but archived (drafts too); live: on sale; draft: not yet published; archived'),
  ...pageQuery(PAGE_MAX),
});
const idParams = z.object({ id });
const photoParams = z.object({ id, photoId: id });
const archiveBody = z.object({ archived: z.boolean({ error: 'must be true or false' }) });
const arrangement = z.object({
  order: z.array(id).min(1, 'order: list the photos').max(50),
  alt: z.record(id, z.string().trim().max(200, 'Alt text must be at most 200 characters')).optional(),
});

// The upload's form as the browser sends it: one `photos` field per file (one file arrives alone, several as a
// list), an optional `alt`. Empty file fields (a form sent with nothing chosen) are left out before counting.
const file = z.file({ error: 'Photos must be image files' }).meta({ type: 'string', format: 'binary' });
const photoUpload = z.object({
  photos: z
    .preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(file)
        .transform((files) => files.filter((f) => f.size > 0))
        .pipe(
          z.array(file).min(1, 'Choose at least one photo').max(MAX_IMAGES, `At most ${MAX_IMAGES} photos per upload`),
        ),
    )
    .meta({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      minItems: 1,
      maxItems: MAX_IMAGES,
      description: 'JPEG, PNG, WebP or GIF, each ≤ 5 MB, ≤ 24 MP',
    }),
  alt: z
    .preprocess(
      (v) => (Array.isArray(v) ? v[0] : v),
      z
        .string({ error: 'Alt text must be text, not a file' })
        .trim()
        .max(200, 'Alt text must be at most 200 characters')
        .default(''),
    )
    .meta({ type: 'string', maxLength: 200, description: 'Alt text for every photo of this upload' }),
  // One description per photo, in the photos' order (the console's picker): each photo its own alt text.
  alts: z
    .preprocess(
      (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
      z
        .array(
          z
            .string({ error: 'Alt text must be text, not a file' })
            .trim()
            .max(200, 'Alt text must be at most 200 characters'),
        )
        .max(MAX_IMAGES, `At most ${MAX_IMAGES} photos per upload`)
        .optional(),
    )
    .meta({
      type: 'array',
      items: { type: 'string', maxLength: 200 },
      description: 'Alt text per photo, in the order of `photos` (one each); instead of `alt`',
    }),
});
/**
 * Before the form is validated: the path is checked first (as the validation would), then only multipart is read,
 * and a form that cannot be read is bad input (the validation then reads the form parsed here).
 */
const multipartOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  parseWith(idParams, c.req.param());
  if (!c.req.header('Content-Type')?.startsWith('multipart/form-data'))
    throw new AppError('bad_input', 'Send the photos as multipart/form-data');
  try {
    await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('bad_input', 'Could not read the form');
  }
  await next();
};

const route = routesFor({ tags: ['Console: products'], ...staffOnly });
const notFound = { 404: 'No product with this id' } as const;
const productOrNotFound = replies(productReply, notFound);

const list = route.get('/', { summary: 'The catalog, archived too (paged)', ...pagedList(listQuery, productsReply) });
const create = route.post('/', {
  summary: 'Create a product',
  request: { body: jsonBody(productInput) },
  responses: replies(productReply, { 409: 'Another product has this name (its page path)' }),
});
const subCategories = route.get('/sub-categories', {
  summary: 'The sub-categories in use, per category (the product form suggests them)',
  responses: success(subCategoriesReply),
});
const one = route.get('/{id}', {
  summary: 'One product',
  request: { params: idParams },
  responses: productOrNotFound,
});
const edit = route.patch('/{id}', {
  summary: 'Edit a product (any fields; sizes is the full list, stock optional for a size it has)',
  request: { params: idParams, body: jsonBody(productPatch) },
  responses: replies(productReply, {
    ...notFound,
    409: 'The name is taken, or a removed size still has stock or has orders',
  }),
});
const publish = route.post('/{id}/publish', {
  summary: 'Publish a draft: in the shop’s list and checkout at once, its page with the next site publish',
  request: { params: idParams },
  responses: replies(productReply, {
    ...notFound,
    409: 'Already published',
    422: 'It lacks a declaration its page must show',
  }),
});
const archive = route.post('/{id}/archive', {
  summary: 'Archive or restore',
  request: { params: idParams, body: jsonBody(archiveBody) },
  responses: productOrNotFound,
});
const addPhotos = route.post('/{id}/photos', {
  summary: 'Add photos (re-encoded to WebP at 400, 800 and 1200 px wide, 3:4)',
  middleware: [multipartOnly],
  request: { params: idParams, body: formBody(photoUpload) },
  responses: replies(productReply, {
    ...notFound,
    413: 'A photo over 5 MB or 24 megapixels',
    422: 'More than 12 photos',
  }),
});
const arrangePhotos = route.patch('/{id}/photos', {
  summary: 'Reorder photos, set alt texts',
  request: { params: idParams, body: jsonBody(arrangement) },
  responses: productOrNotFound,
});
const removePhoto = route.delete('/{id}/photos/{photoId}', {
  summary: 'Remove a photo',
  request: { params: photoParams },
  responses: replies(productReply, { 404: 'No such product or photo' }),
});
/** The reply to a photo or stock change: the product as it is now (the change found it, so it exists). */
export const productNow = async (c: HandlerContext, productId: string) =>
  c.json({ success: true as const, product: await c.var.services.adminProducts.get(productId) }, 200);

export function adminProductRoutes() {
  return (
    createRouter()
      .openapi(list, (c) => sendPage(c, c.var.services.adminProducts.list(c.req.valid('query'))))
      .openapi(create, async (c) => {
        const product = await c.var.services.adminProducts.create(staffEmail(c), c.req.valid('json'));
        return c.json({ success: true as const, product }, 200);
      })
      // Before /{id}: "sub-categories" is no product id.
      .openapi(subCategories, async (c) =>
        c.json({ success: true as const, subCategories: await c.var.services.adminProducts.subCategories() }, 200),
      )
      .openapi(one, async (c) => productNow(c, c.req.valid('param').id))
      .openapi(edit, async (c) => {
        const { id: productId } = c.req.valid('param');
        const product = await c.var.services.adminProducts.update(staffEmail(c), productId, c.req.valid('json'));
        return c.json({ success: true as const, product }, 200);
      })
      .openapi(publish, async (c) => {
        const product = await c.var.services.adminProducts.publish(staffEmail(c), c.req.valid('param').id);
        return c.json({ success: true as const, product }, 200);
      })
      .openapi(archive, async (c) => {
        const { id: productId } = c.req.valid('param');
        const { archived } = c.req.valid('json');
        const product = await c.var.services.adminProducts.archive(staffEmail(c), productId, archived);
        return c.json({ success: true as const, product }, 200);
      })
      .openapi(addPhotos, async (c) => {
        const { id: productId } = c.req.valid('param');
        const { photos, alt, alts } = c.req.valid('form');
        if (alts && alts.length !== photos.length)
          throw new AppError('bad_input', 'Give one description (alts) per photo, or none');
        const files = await Promise.all(photos.map(async (f) => Buffer.from(await f.arrayBuffer())));
        await c.var.services.photos.add(staffEmail(c), productId, files, alts ?? alt);
        return productNow(c, productId);
      })
      .openapi(arrangePhotos, async (c) => {
        const { id: productId } = c.req.valid('param');
        const { order, alt } = c.req.valid('json');
        await c.var.services.photos.arrange(staffEmail(c), productId, order, alt);
        return productNow(c, productId);
      })
      .openapi(removePhoto, async (c) => {
        const { id: productId, photoId } = c.req.valid('param');
        await c.var.services.photos.remove(staffEmail(c), productId, photoId);
        return productNow(c, productId);
      })
  );
}
