// The console API's reply shapes, for the OpenAPI document and the contract test that checks real replies
// against it (the shop's shared shapes are in src/server/openapi/shapes.ts), and the routes' security.
import { RETURN_STATES } from '#/domain/return-flow.ts';
import { z } from 'zod';
import { ORDER_STATUSES } from '#/domain/order-status.ts';
import { METRICS, PAGE_TYPES, RATINGS } from '#/lib/vitals.ts';
import { address, cancellation, imageUrl, isoDate, ok, orderDocument, product } from '#/server/openapi/shapes.ts';
import { STAFF_ROLES } from '#/lib/admin.ts';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '#/lib/notifications.ts';

const rupees = z.number().describe('Rupees');
const nextCursor = z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page');
const role = z.enum(STAFF_ROLES);

export const adminProduct = product
  .extend({
    archived: z.boolean(),
    photos: z.array(z.object({ id: z.string(), url: imageUrl, alt: z.string() })),
    path: z.string().describe('The product page path, e.g. /product/rose-wrap-dress'),
    missing: z
      .array(z.string())
      .describe("Legal Metrology declarations it lacks after the store's defaults; a publish is refused while any do"),
  })
  .meta({ id: 'AdminProduct' });
export const productReply = z.object({ success: ok, product: adminProduct });
export const productsReply = z.object({ success: ok, products: z.array(adminProduct), nextCursor });
export const stockHistoryReply = z.object({
  success: ok,
  history: z.array(
    z.object({
      at: isoDate,
      size: z.string(),
      delta: z.int(),
      stockAfter: z.int().min(0),
      reason: z.string(),
      actor: z.string(),
    }),
  ),
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
});

export const adminCoupon = z
  .object({
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().describe('Percent, or rupees'),
    minSubtotal: rupees,
    maxDiscount: rupees.nullable(),
    expiresAt: isoDate.nullable(),
    usageLimit: z.int().nullable(),
    perShopperLimit: z.int().nullable(),
    firstOrderOnly: z.boolean(),
    active: z.boolean(),
    used: z.int(),
    held: z.int().describe('Uses held by checkouts not yet paid'),
  })
  .meta({ id: 'AdminCoupon' });
export const couponReply = z.object({ success: ok, coupon: adminCoupon });
export const couponsReply = z.object({ success: ok, coupons: z.array(adminCoupon) });

const orderSummaryShape = {
  _id: z.string(),
  placedAt: isoDate,
  status: z.enum(ORDER_STATUSES),
  paymentState: z.enum(['paid', 'cod', 'refund_due']),
  paymentMethod: z.string(),
  amount: rupees,
  awb: z.string().nullable(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    city: z.string(),
    zipcode: z.string(),
  }),
  items: z.array(
    z.object({
      _id: z.string(),
      productId: z.string(),
      name: z.string(),
      size: z.string(),
      quantity: z.int(),
      price: rupees,
      image: z.array(imageUrl),
      status: z.enum(ORDER_STATUSES),
    }),
  ),
};
export const adminOrder = z.object(orderSummaryShape).meta({ id: 'AdminOrder' });
export const ordersReply = z.object({ success: ok, orders: z.array(adminOrder), nextCursor });

const messageShape = {
  id: z.string(),
  event: z
    .string()
    .describe('What it tells: order.placed, order.shipped, return.approved…; store.new_order is the store’s copy'),
  channel: z.enum(MESSAGE_CHANNELS),
  status: z
    .enum(MESSAGE_STATUSES)
    .describe('queued (waiting, or between retries), sending, sent, or failed (a permanent refusal or every retry)'),
  attempts: z.int().min(0).describe('Tries since it was queued (a retry from the console starts again at 0)'),
  lastError: z.string().nullable().describe('The provider’s answer to the last failed try (e.g. "550 5.1.1 …")'),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
};
export const notificationsReply = z.object({
  success: ok,
  notifications: z.array(
    z
      .object({
        ...messageShape,
        recipient: z
          .string()
          .describe('Masked: a***@example.com, 98******10 (the order’s detail shows it whole); also in lastError'),
        orderId: z.string().nullable(),
      })
      .meta({ id: 'AdminNotification' }),
  ),
  nextCursor,
});
export const retryReply = z.object({
  success: ok,
  retried: z.int().min(0).describe('Failed messages queued again (0: none of them had failed)'),
});

export const orderReply = z.object({
  success: ok,
  messages: z
    .array(z.object({ ...messageShape, recipient: z.string().describe('The e-mail address or mobile number') }))
    .describe('What the shopper of this order was told, newest first (the store’s own copy left out)'),
  order: z.object({
    ...orderSummaryShape,
    address,
    shippingMethod: z.string(),
    paidAt: isoDate.nullable(),
    courier: z.string().nullable().describe('The courier carrying the AWB, from Shipped on'),
    shippedAt: isoDate.nullable(),
    deliveredAt: isoDate.nullable(),
    nextSteps: z
      .array(z.enum(ORDER_STATUSES))
      .describe(
        'The statuses it may move to now (POST …/status; Cancelled, before Shipped, needs a reason); empty once ' +
          'delivered, returned to origin or cancelled',
      ),
    invoiceNumber: z.string().nullable(),
    cancellation: cancellation.nullable().describe('Set when staff cancelled it before it shipped'),
    documents: z
      .array(orderDocument)
      .describe('Its tax invoice and credit notes, oldest first; each `url` is the console’s download'),
    charges: z.object({
      subtotal: rupees,
      discount: rupees,
      couponCode: z.string().nullable(),
      delivery: rupees,
      extra: rupees,
      codFee: rupees,
      storeCredit: rupees,
      total: rupees,
    }),
    requests: z.array(
      z.object({
        id: z.string(),
        orderItemId: z.string(),
        kind: z.enum(['return', 'exchange']),
        state: z.enum(RETURN_STATES),
        reason: z.string().nullable(),
        newSize: z.string().nullable(),
        refusalReason: z.string().nullable(),
        requestedAt: isoDate,
      }),
    ),
  }),
});

export const returnRequest = z
  .object({
    id: z.string(),
    orderId: z.string(),
    orderItemId: z.string(),
    kind: z.enum(['return', 'exchange']),
    state: z.enum(RETURN_STATES),
    nextSteps: z
      .array(z.enum(RETURN_STATES))
      .describe('The steps it may take now (approved, received, replacement_shipped, completed, refused)'),
    reason: z.string().nullable(),
    newSize: z.string().nullable(),
    fee: rupees,
    refusalReason: z.string().nullable(),
    requestedAt: isoDate,
    approvedAt: isoDate.nullable(),
    pickupAwb: z.string().nullable().describe('The pickup’s AWB, when the store arranged one'),
    receivedAt: isoDate.nullable().describe('When the parcel came back and was checked'),
    replacementAwb: z.string().nullable().describe('An exchange’s replacement parcel'),
    replacementShippedAt: isoDate.nullable(),
    completedAt: isoDate.nullable(),
    refusedAt: isoDate.nullable(),
    item: z.object({
      productId: z.string(),
      name: z.string(),
      size: z.string(),
      quantity: z.int(),
      image: z.array(z.string()),
    }),
    customer: z.object({ name: z.string(), email: z.string() }),
  })
  .meta({ id: 'ReturnRequest' });
export const returnsReply = z.object({ success: ok, requests: z.array(returnRequest), nextCursor });
export const completeReply = z.object({
  success: ok,
  kind: z.enum(['return', 'exchange']),
  creditPaise: z.int().describe('Store credit given, in paise'),
});

export const customRequestsReply = z.object({
  success: ok,
  requests: z.array(
    z.object({
      id: z.string(),
      size: z.string(),
      specialRequest: z.string(),
      at: isoDate,
      productId: z.string().nullable(),
      productName: z.string().nullable(),
      shopper: z.object({ name: z.string(), email: z.string() }).nullable(),
    }),
  ),
  nextCursor,
});
export const contactMessagesReply = z.object({
  success: ok,
  messages: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), message: z.string(), at: isoDate }),
  ),
  nextCursor,
});
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
