// GET /api/user/data (Digital Personal Data Protection Act 2023, section 11: the right to access): everything the
// store keeps about the signed-in shopper, as one JSON document she can download. Rows are hers by her account id,
// or, where a form took only an e-mail address (contact messages, complaints, alerts, the newsletter), by her
// account's address. Never a secret: no password hash, code hash, session or token id, signed-in address hash.
import { type Column, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import {
  cartItems,
  consents,
  contactMessages,
  creditNotes,
  customRequests,
  grievances,
  invoices,
  newsletterSubscribers,
  notifications,
  orderItems,
  orders,
  returnRequests,
  reviews,
  sessions,
  stockAlerts,
  userMeasurements,
  users,
  walletDebits,
  walletEntries,
  wishlistItems,
  savedAddresses,
} from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';

/** The export's format; a change that removes or renames a field raises it. */
export const DATA_EXPORT_VERSION = 1;

/** Rows a form stored with her address, however it was typed. */
export const byEmail = (column: Column, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

export function createDataExportService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function ordersOf(userId: string) {
    const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
    const ids = rows.map((o) => o.id);
    if (ids.length === 0) return [];
    const [items, issued, notes] = await Promise.all([
      db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
      db.select().from(invoices).where(inArray(invoices.orderId, ids)),
      db.select().from(creditNotes).where(inArray(creditNotes.orderId, ids)),
    ]);
    return rows.map((o) => ({
      id: o.id,
      placedAt: o.createdAt,
      status: o.status,
      paymentState: o.paymentState,
      paymentMethod: o.paymentMethod,
      paidAt: o.paidAt,
      deliveredAt: o.deliveredAt,
      shippingMethod: o.shippingMethod,
      courier: o.courier,
      awb: o.awb,
      subtotalPaise: o.subtotalPaise,
      discountPaise: o.discountPaise,
      deliveryPaise: o.deliveryPaise,
      codFeePaise: o.codFeePaise,
      extraPaise: o.extraPaise,
      storeCreditPaise: o.walletPaise,
      amountPaise: o.amountPaise,
      couponCode: o.couponCode,
      address: o.address,
      items: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          name: i.name,
          size: i.size,
          quantity: i.quantity,
          pricePaise: i.pricePaise,
          customColour: i.customColour,
          status: i.status,
        })),
      documents: [
        ...issued
          .filter((d) => d.orderId === o.id)
          .map((d) => ({ kind: 'invoice', number: d.number, date: d.issuedAt })),
        ...notes
          .filter((d) => d.orderId === o.id)
          .map((d) => ({ kind: 'credit-note', number: d.number, date: d.issuedAt })),
      ],
    }));
  }

  return {
    /** Her data as of now; 404 when the account is gone (erased meanwhile). */
    async collect(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('not_found', 'Account not found');
      const email = user.email;
      const placed = await ordersOf(userId);
      const orderIds = placed.map((o) => o.id);
      const [
        reviewRows,
        returns,
        custom,
        messages,
        complaints,
        consentRows,
        credits,
        spends,
        wishlist,
        cart,
        alerts,
        newsletter,
        told,
        signIns,
        measured,
        book,
      ] = await Promise.all([
        db.select().from(reviews).where(eq(reviews.userId, userId)),
        db.select().from(returnRequests).where(eq(returnRequests.userId, userId)),
        db.select().from(customRequests).where(eq(customRequests.userId, userId)),
        db.select().from(contactMessages).where(byEmail(contactMessages.email, email)),
        db.select().from(grievances).where(byEmail(grievances.email, email)),
        db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.createdAt),
        db.select().from(walletEntries).where(eq(walletEntries.userId, userId)),
        db.select().from(walletDebits).where(eq(walletDebits.userId, userId)),
        db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)),
        db.select().from(cartItems).where(eq(cartItems.userId, userId)),
        db
          .select()
          .from(stockAlerts)
          .where(or(eq(stockAlerts.userId, userId), byEmail(stockAlerts.email, email))),
        db.select().from(newsletterSubscribers).where(byEmail(newsletterSubscribers.email, email)),
        db
          .select()
          .from(notifications)
          .where(
            orderIds.length
              ? or(byEmail(notifications.recipient, email), inArray(notifications.orderId, orderIds))
              : byEmail(notifications.recipient, email),
          )
          .orderBy(notifications.createdAt),
        db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt),
        db.select().from(userMeasurements).where(eq(userMeasurements.userId, userId)),
        db.select().from(savedAddresses).where(eq(savedAddresses.userId, userId)).orderBy(savedAddresses.createdAt),
      ]);
      return {
        version: DATA_EXPORT_VERSION,
        exportedAt: deps.now().toISOString(),
        account: { id: user.id, name: user.name, email, phone: user.phone, createdAt: user.createdAt },
        // The addresses her orders were sent to, each once; her address book is `savedAddresses`.
        addresses: [...new Map(placed.map((o) => [JSON.stringify(o.address), o.address])).values()],
        savedAddresses: book.map((a) => ({
          firstName: a.firstName,
          lastName: a.lastName,
          phone: a.phone,
          street: a.street,
          landmark: a.landmark,
          city: a.city,
          state: a.state,
          zipcode: a.pin,
          isDefault: a.isDefault,
          lastUsedAt: a.lastUsedAt,
          createdAt: a.createdAt,
          updatedAt: a.updatedAt,
        })),
        orders: placed,
        reviews: reviewRows.map((r) => ({
          productId: r.productId,
          name: r.username,
          rating: r.rating,
          comment: r.comment,
          photos: r.images.length,
          createdAt: r.createdAt,
        })),
        returnRequests: returns.map((r) => ({
          orderId: r.orderId,
          kind: r.kind,
          reason: r.reason,
          newSize: r.newSize,
          state: r.state,
          refusalReason: r.refusalReason,
          feePaise: r.feePaise,
          createdAt: r.createdAt,
          completedAt: r.completedAt,
        })),
        customRequests: custom.map((r) => ({
          productId: r.productId,
          size: r.size,
          specialRequest: r.specialRequest,
          phone: r.phone,
          status: r.status,
          createdAt: r.createdAt,
        })),
        contactMessages: messages.map((m) => ({
          name: m.name,
          email: m.email,
          message: m.message,
          phone: m.phone,
          status: m.status,
          createdAt: m.createdAt,
        })),
        grievances: complaints.map((g) => ({
          ticket: g.ticket,
          name: g.name,
          email: g.email,
          orderId: g.orderId,
          message: g.message,
          status: g.status,
          reply: g.reply,
          createdAt: g.createdAt,
          dueAt: g.dueAt,
        })),
        consents: consentRows.map((c) => ({
          purpose: c.purpose,
          granted: c.granted === 1,
          source: c.source,
          noticeVersion: c.noticeVersion,
          at: c.createdAt,
        })),
        storeCredit: {
          credits: credits.map((e) => ({
            amountPaise: e.amountPaise,
            remainingPaise: e.remainingPaise,
            reason: e.reason,
            createdAt: e.createdAt,
            expiresAt: e.expiresAt,
          })),
          spent: spends.map((d) => ({
            amountPaise: d.amountPaise,
            for: d.ref,
            reason: d.reason,
            createdAt: d.createdAt,
            refundedAt: d.refundedAt,
          })),
        },
        wishlist: wishlist.map((w) => ({ productId: w.productId, addedAt: w.createdAt })),
        cart: cart.map((c) => ({ productId: c.productId, size: c.size, quantity: c.quantity })),
        stockAlerts: alerts.map((a) => ({
          productId: a.productId,
          size: a.size,
          email: a.email,
          createdAt: a.createdAt,
          sentAt: a.sentAt,
        })),
        newsletter: newsletter.map((n) => ({
          email: n.email,
          signedUpAt: n.createdAt,
          confirmedAt: n.confirmedAt,
          noticeVersion: n.noticeVersion,
        })),
        messagesSent: told.map((n) => ({
          event: n.event,
          channel: n.channel,
          to: n.recipient,
          orderId: n.orderId,
          status: n.status,
          createdAt: n.createdAt,
          sentAt: n.sentAt,
        })),
        signIns: signIns.map((s) => ({ at: s.createdAt, expiresAt: s.expiresAt, endedAt: s.revokedAt })),
        // Find my size: her body measurements as she saved them, in her unit; null when none.
        measurements: measured[0]
          ? {
              unit: measured[0].unit,
              bust: measured[0].bust,
              waist: measured[0].waist,
              hip: measured[0].hip,
              updatedAt: measured[0].updatedAt,
            }
          : null,
      };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
export type DataExport = Awaited<ReturnType<DataExportService['collect']>>;
