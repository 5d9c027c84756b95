// /api/product/ratings, /reviews/:productId and /addReview: star averages, a product's reviews, and writing one
// with photos (multipart, checked by src/server/shared/images.ts in the service).
import { z } from 'zod';
import { NUL, parseWith } from '#/server/http/validate.ts';
import { userId } from '#/server/http/auth.ts';
import { AppError } from '#/server/errors.ts';
import {
  createRouter,
  formBody,
  loginRequired,
  readsItsOwnBody,
  replies,
  routesFor,
  success,
} from '#/server/openapi/router.ts';
import { messageReply, ok, review } from '#/server/openapi/shapes.ts';
import { FIT_PICKS } from '#/domain/fit.ts';

const productId = z.string().trim().min(1, 'is required').max(64);
const reviewFields = z.object({
  productId,
  user: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  rating: z.coerce
    .number()
    .int('Rating must be a whole number')
    .min(1, 'Rating must be 1 to 5')
    .max(5, 'Rating must be 1 to 5'),
  comment: z.string().trim().min(1, 'Comment is required').max(2000, 'Comment must be at most 2000 characters'),
  fit: z
    .enum(FIT_PICKS, 'How did it fit? must be small, true or large')
    .optional()
    .describe('"How did it fit?": small (runs small), true (true to size) or large (runs large); absent: not said'),
});
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** A photo in the form, written out as JSON Schema gives a file: the document's generator cannot convert z.file(). */
const photo = z
  .file()
  .mime([...PHOTO_TYPES])
  .meta({
    type: 'string',
    format: 'binary',
    contentEncoding: 'binary',
    anyOf: PHOTO_TYPES.map((type) => ({ contentMediaType: type })),
  });
/** The form as the document gives it; the handler reads it itself (see below). */
const reviewForm = reviewFields.extend({ images: z.array(photo).max(4).optional() });

const tags = ['Catalog'];
const route = routesFor({ tags });
const signedIn = routesFor({ tags, ...loginRequired });

const ratings = route.get('/ratings', {
  summary: 'Star average (one decimal) and review count of every reviewed product, by product id',
  responses: success(
    z.object({
      success: ok,
      ratings: z.record(z.string(), z.object({ average: z.number(), count: z.number().int() })),
    }),
  ),
});

const list = route.get('/reviews/{productId}', {
  summary: "A product's reviews, newest first",
  request: { params: z.object({ productId }) },
  responses: replies(z.object({ success: ok, reviews: z.array(review) }), { 404: 'Product not found' }),
});

const addReview = signedIn.post('/addReview', {
  summary: 'Write (or replace) your review of a product, with up to 4 photos of at most 5 MB each',
  request: { body: formBody(reviewForm) },
  responses: replies(messageReply, {
    404: 'Product not found',
    413: 'A photo over 5 MB or 24 megapixels, or a body over 20 MB',
    429: 'More than 10 reviews written or edited today',
  }),
});

export function reviewRoutes() {
  const router = createRouter();
  return (
    router
      // Star averages for the product pages (read at build time) and anyone else who shows them.
      .openapi(ratings, async (c) =>
        c.json({ success: true as const, ratings: await c.var.services.reviews.ratings() }, 200),
      )
      .openapi(list, async (c) => {
        const { productId: id } = c.req.valid('param');
        return c.json({ success: true as const, reviews: await c.var.services.reviews.list(id) }, 200);
      })
      // The form is read here rather than by the router's form validation (which reads `parseBody({ all: true })`
      // against `reviewForm`): one photo comes as a File rather than a list, an empty file field (a form sent
      // without photos) is skipped, a repeated text field counts once, an unreadable form and a body that is not
      // multipart have their own messages, and the photos' real type and size are the service's to check.
      .openapi(readsItsOwnBody(addReview), async (c) => {
        if (!c.req.header('Content-Type')?.startsWith('multipart/form-data'))
          throw new AppError('bad_input', 'Send the review as multipart/form-data');
        let form: Record<string, string | File | (string | File)[]>;
        try {
          form = await c.req.parseBody({ all: true });
        } catch {
          throw new AppError('bad_input', 'Could not read the form');
        }
        const single = (v: unknown) => (Array.isArray(v) ? v[0] : v);
        if (
          Object.values(form)
            .flat()
            .some((v) => typeof v === 'string' && NUL.test(v))
        )
          throw new AppError('bad_input', 'Text must not contain NUL characters');
        const fields = parseWith(reviewFields, {
          productId: single(form.productId),
          user: single(form.user),
          rating: single(form.rating),
          comment: single(form.comment),
          // An empty field is a form sent without an answer.
          fit: single(form.fit) || undefined,
        });
        const raw = form.images === undefined ? [] : Array.isArray(form.images) ? form.images : [form.images];
        if (raw.some((f) => typeof f === 'string')) throw new AppError('bad_input', 'Images must be image files');
        const images = await Promise.all(
          (raw as File[]).filter((f) => f.size > 0).map(async (f) => Buffer.from(await f.arrayBuffer())),
        );
        await c.var.services.reviews.save({
          productId: fields.productId,
          userId: userId(c),
          username: fields.user,
          rating: fields.rating,
          comment: fields.comment,
          images,
          ...(fields.fit ? { fit: fields.fit } : {}),
        });
        return c.json({ success: true as const, message: 'Review submitted successfully!' }, 200);
      })
  );
}
