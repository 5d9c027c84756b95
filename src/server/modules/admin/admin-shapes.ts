import { z } from 'zod';
import { METRICS, PAGE_TYPES, RATINGS } from '#/lib/vitals.ts';
import { imageUrl, isoDate, ok, product } from '#/server/openapi/shapes.ts';
import { STAFF_ROLES } from '#/lib/admin.ts';
import { MOVEMENT_KINDS } from '#/domain/stock-movement.ts';

export const rupees = z.number().describe('Rupees');
export const nextCursor = z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page');
const role = z.enum(STAFF_ROLES);

export const adminProduct = product
  .extend({
    archived: z.boolean(),
    draft: z.boolean().describe('Out of the shop (list, pages, search, checkout) until published'),
    preview: z
      .string()
      .optional()
      .describe("A draft's preview page path (noindex, unlisted), built with each publish; absent once live"),
    updatedAt: isoDate.describe('The last change to what its page shows'),
    photos: z.array(z.object({ id: z.string(), url: imageUrl, alt: z.string() })),
    path: z.string().describe('The product page path, e.g. /product/rose-wrap-dress'),
    missing: z
      .array(z.string())
      .describe("Legal Metrology declarations it lacks after the store's defaults; a publish is refused while any do"),
  })
  .meta({ id: 'AdminProduct' });
export const productReply = z.object({ success: ok, product: adminProduct });
export const subCategoriesReply = z.object({
  success: ok,
  subCategories: z
    .array(z.object({ category: z.string(), name: z.string(), count: z.int().min(1) }))
    .describe('Per category (in shop order), most used first; names differing only in case counted as one'),
});
export const productsReply = z.object({ success: ok, products: z.array(adminProduct), nextCursor });
export const stockHistoryReply = z.object({
  success: ok,
  history: z.array(
    z.object({
      id: z.string(),
      at: isoDate,
      size: z.string(),
      delta: z.int(),
      stockAfter: z.int().min(0),
      kind: z.enum(MOVEMENT_KINDS).describe('Why it moved: a sale, a hold released, a cancellation, … or staff'),
      ref: z.string().nullable().describe('The order (a checkout is its order) or the return or exchange request'),
      reason: z.string().nullable().describe("Staff's reason; null for the shop's own moves"),
      actor: z.string().nullable().describe("The staff account's e-mail (or automation); null for the shop's own"),
      actorName: z.string().nullable().describe("The staff account's name, when the actor is one"),
    }),
  ),
  nextCursor,
});

export const meReply = z.object({
  success: ok,
  staff: z.object({ email: z.string(), name: z.string(), role }),
});
export const dashboardReply = z.object({
  success: ok,
  today: z.object({ orders: z.int(), revenue: rupees }),
  days: z.array(z.object({ date: z.iso.date(), orders: z.int(), revenue: rupees, averageOrderValue: rupees })),
  bestSellers: z.array(z.object({ productId: z.string(), name: z.string(), sold: z.int() })),
  lowStock: z.array(z.object({ productId: z.string(), name: z.string(), size: z.string(), stock: z.int() })),
  openRequests: z.int(),
  codAwaitingDispatch: z.int(),
  grievances: z
    .object({ open: z.int(), overdue: z.int() })
    .describe('Complaints not yet resolved, and those of them past their 30-day deadline'),
  fit: z
    .object({
      months: z
        .array(
          z.object({
            month: z.string().describe('YYYY-MM, India time'),
            orders: z.int().describe('Orders placed (paid or cash on delivery, not cancelled)'),
            sizeRequests: z
              .int()
              .describe('Size exchanges, and returns for Too small or Too large, asked (not refused)'),
            perHundred: z.number().nullable().describe('Size requests per 100 orders; null without orders'),
          }),
        )
        .describe('The last 6 months, oldest first'),
      checks: z
        .array(
          z.object({
            productId: z.string(),
            name: z.string(),
            size: z.string(),
            direction: z.enum(['small', 'large']),
            share: z.int().describe('Percent of the size’s signals that say it runs this way'),
            off: z.int(),
            signals: z.int(),
            sources: z.object({ review: z.int(), exchange: z.int(), return: z.int() }),
          }),
        )
        .describe('Sizes whose signals say the size chart is off (60% of at least 5 the same way), worst first'),
    })
    .describe('How often size brings items back, and where the size chart looks off (docs/product/fit.md)'),
});

export const adminCoupon = z
  .object({
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().describe('Percent, or rupees'),
    minSubtotal: rupees,
    maxDiscount: rupees.nullable(),
    startsAt: isoDate.nullable().describe('Before it the coupon is scheduled; null: from its creation'),
    expiresAt: isoDate.nullable(),
    usageLimit: z.int().nullable(),
    perShopperLimit: z.int().nullable(),
    firstOrderOnly: z.boolean(),
    active: z.boolean(),
    used: z.int(),
    held: z.int().describe('Uses held by checkouts not yet paid'),
    status: z
      .enum(['scheduled', 'active', 'expired', 'disabled'])
      .describe('From the dates and the switch: an ended coupon is expired whatever `active` says'),
  })
  .meta({ id: 'AdminCoupon' });
export const couponReply = z.object({ success: ok, coupon: adminCoupon });
export const couponsReply = z.object({ success: ok, coupons: z.array(adminCoupon) });

export const newsletterReply = z.object({
  success: ok,
  subscribers: z.array(z.object({ email: z.string(), at: isoDate, confirmed: z.boolean() })),
  nextCursor,
});

const staffMember = z.object({ email: z.string(), name: z.string(), role });
export const staffListReply = z.object({ success: ok, staff: z.array(staffMember) });
export const staffReply = z.object({ success: ok, staff: staffMember });

export const auditReply = z.object({
  success: ok,
  entries: z.array(
    z.object({
      id: z.string(),
      at: isoDate,
      actor: z
        .string()
        .describe('The staff member’s e-mail, "automation" (ADMIN_TOKEN), or "anonymous" (a wrong ADMIN_TOKEN)'),
      actorName: z.string().nullable().optional().describe('The account’s name when the actor is a store account'),
      action: z
        .string()
        .describe(
          'e.g. product.create, stock.adjust, order.status, staff.grant, site.publish; refusals: access.refused ' +
            '(403), token.wrong, token.locked',
        ),
      target: z.string().describe('What changed; for a refusal, the method and path called'),
      detail: z.record(z.string(), z.unknown()).describe('For a refusal: the client `address` and more'),
    }),
  ),
  nextCursor,
});

export const publishReply = z.object({
  success: ok,
  publish: z
    .object({
      state: z.enum(['idle', 'queued', 'building', 'live', 'failed']),
      startedAt: isoDate.nullable(),
      finishedAt: isoDate.nullable(),
      durationMs: z.int().nullable(),
      error: z.string().nullable(),
      queued: z.boolean().describe('Another build follows the running one'),
      liveFrom: isoDate
        .nullable()
        .optional()
        .describe('When the build now live started: changes saved before it are on the pages'),
    })
    .meta({ id: 'PublishStatus' }),
});

export const vitalsReply = z.object({
  success: ok,
  days: z.int().describe('The days the figures cover, ending now'),
  since: isoDate,
  rows: z.array(
    z.object({
      page: z.enum(PAGE_TYPES),
      metric: z.enum(METRICS),
      p75: z.number().describe('75th percentile: milliseconds for LCP and INP; CLS has no unit'),
      samples: z.int().min(1),
      rating: z.enum(RATINGS).describe("Google's thresholds: LCP 2.5/4 s, INP 200/500 ms, CLS 0.1/0.25"),
    }),
  ),
});
