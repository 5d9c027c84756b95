// POST /api/user/delete (Digital Personal Data Protection Act 2023, section 12: the right to erasure), confirmed with
// the account's password. One transaction under the shopper's turn: refused while something is still owed either way
// (domain/erasure.ts), else her personal data goes and what tax law keeps stays, cut loose from her:
// - orders (and their items, invoices, credit notes, return requests) stay under ERASED_USER; an order with a tax
//   document keeps the recipient's name and address as printed, the others only state and country; no e-mail or
//   phone, no client address;
// - the messages sent about them keep their record without the recipient; those still queued are dropped;
// - staff's internal notes on them go: free text about her delivery that may hold her details (a refund paid keeps
//   its record: amount, reference, the staff member);
// - the account row goes, and with it (foreign keys) her phone, sessions, signed-in addresses, address book,
//   wishlist, cart, consents, reviews, store credit and body measurements; stock alerts, the newsletter, custom
//   requests, contact messages and codes by hand.
// Complaints to the Grievance Officer stay: they are the store's record of how it answered (legal.md).
import { refreshProductFit } from '#/server/modules/fit/index.ts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { lockShopper } from '#/server/db/locks.ts';
import {
  auditLog,
  contactMessages,
  couponUses,
  creditNotes,
  customRequests,
  invoices,
  newsletterSubscribers,
  notifications,
  orderNotes,
  orders,
  otpCodes,
  returnRequests,
  reviews,
  stockAlerts,
  users,
} from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { verifyPassword } from '#/server/auth/password.ts';
import type { Logger } from '#/server/logger.ts';
import type { Storage } from '#/server/adapters/storage/interface.ts';
import type { RateLimiter } from '#/server/shared/rate-limit.service.ts';
import { ERASED_USER, erasedAddress, erasureRefusal } from '#/domain/erasure.ts';
import { OPEN_RETURN_STATES } from '#/domain/return-flow.ts';
import { newId } from '#/domain/ids.ts';
import { byEmail } from './data-export.service.ts';
import type { InvoiceService } from '#/server/modules/invoices/index.ts';

/** Wrong passwords an account may try here in 15 minutes before it must wait. */
export const ERASE_TRIES = 5;
const WRONG_PASSWORD = 'The password is not right.';

export function createErasureService(deps: {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  storage: Pick<Storage, 'delete'>;
  /** Ends the account's sessions and forgets them in this process's cache (the auth service's). */
  endSessions: (userId: string) => Promise<void>;
  invoices: Pick<InvoiceService, 'issueIn'>;
  log: Logger;
}) {
  const { db, now } = deps;

  async function checkPassword(userId: string, password: string) {
    const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('not_found', 'Account not found');
    const key = `erase:${userId}`;
    const wrong = await deps.limiter.take(key, 15 * 60_000);
    if (wrong > ERASE_TRIES) throw new AppError('rate_limited', 'Too many attempts. Please try again in 15 minutes.');
    if (!(await verifyPassword(password, user.passwordHash))) throw new AppError('rule', WRONG_PASSWORD);
    await deps.limiter.release(key, 15 * 60_000);
  }

  /** Erases the account; answers what the store keeps (for the audit log and the tests). */
  async function erase(userId: string) {
    const photos: string[] = [];
    const kept = await db.transaction(async (tx) => {
      await lockShopper(tx, userId);
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('not_found', 'Account not found');
      const placed = await tx.select().from(orders).where(eq(orders.userId, userId));
      const ids = placed.map((o) => o.id);
      const open = ids.length
        ? await tx
            .select({ orderId: returnRequests.orderId })
            .from(returnRequests)
            .where(and(inArray(returnRequests.orderId, ids), inArray(returnRequests.state, [...OPEN_RETURN_STATES])))
        : [];
      const refusal = erasureRefusal({
        role: user.role,
        orders: placed,
        openReturnOrderIds: open.map((r) => r.orderId),
      });
      if (refusal) throw new AppError('rule', refusal);

      // A paid order's invoice is issued now if it was not yet (it is numbered on its first download or mail), so it
      // is issued to her name and address before they go.
      for (const o of placed) await deps.invoices.issueIn(tx, o);
      const documented = new Set<string>();
      if (ids.length) {
        for (const r of await tx.select({ id: invoices.orderId }).from(invoices).where(inArray(invoices.orderId, ids)))
          documented.add(r.id);
        for (const r of await tx
          .select({ id: creditNotes.orderId })
          .from(creditNotes)
          .where(inArray(creditNotes.orderId, ids)))
          documented.add(r.id);
      }
      for (const o of placed) {
        const address = erasedAddress(o.address, documented.has(o.id));
        await tx
          .update(orders)
          .set({ userId: ERASED_USER, address, clientIp: null, checkoutKey: null })
          .where(eq(orders.id, o.id));
      }
      await tx.update(returnRequests).set({ userId: ERASED_USER }).where(eq(returnRequests.userId, userId));
      await tx.update(couponUses).set({ userId: ERASED_USER }).where(eq(couponUses.userId, userId));
      if (ids.length) await tx.delete(orderNotes).where(inArray(orderNotes.orderId, ids));

      const hers = ids.length
        ? or(byEmail(notifications.recipient, user.email), inArray(notifications.orderId, ids))
        : byEmail(notifications.recipient, user.email);
      await tx.delete(notifications).where(and(hers, eq(notifications.status, 'queued')));
      await tx.update(notifications).set({ recipient: 'erased', data: {} }).where(hers);

      await tx.delete(stockAlerts).where(or(eq(stockAlerts.userId, userId), byEmail(stockAlerts.email, user.email)));
      await tx.delete(newsletterSubscribers).where(byEmail(newsletterSubscribers.email, user.email));
      await tx.delete(customRequests).where(eq(customRequests.userId, userId));
      await tx.delete(contactMessages).where(byEmail(contactMessages.email, user.email));
      await tx.delete(otpCodes).where(byEmail(otpCodes.email, user.email));
      const written = await tx
        .select({ images: reviews.images, productId: reviews.productId, fit: reviews.fit })
        .from(reviews)
        .where(eq(reviews.userId, userId));
      for (const r of written) photos.push(...r.images);
      await tx.delete(users).where(eq(users.id, userId));
      // Her reviews' fit picks went with them: their products' fit summaries no longer count them.
      for (const r of written) if (r.fit) await refreshProductFit(tx, r.productId);
      const summary = { orders: ids.length, taxDocuments: documented.size, reviews: written.length };
      await tx.insert(auditLog).values({
        id: newId('aud'),
        at: now(),
        actor: 'shopper',
        action: 'account.erase',
        target: userId,
        detail: summary,
      });
      return summary;
    });
    await deps.endSessions(userId);
    // Review photos are files, not rows: removed once the rows are gone. One left behind is an orphan nobody can reach
    // (no review names it), so a failure is logged rather than undoing the erasure.
    for (const url of photos) {
      const key = url.split('/').pop() ?? '';
      await deps.storage
        .delete(key)
        .catch((error: unknown) => deps.log.warn('review photo not removed', { key, error: String(error) }));
    }
    return kept;
  }

  return {
    /** The password first (a wrong one is refused, 5 tries in 15 minutes), then the erasure. */
    async deleteAccount(userId: string, password: string) {
      await checkPassword(userId, password);
      return erase(userId);
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;
