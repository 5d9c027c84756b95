// The audit log: one row per change made through /api/admin/* (who, what, on what, the details) and per refused
// call (see http/admin-auth.ts), newest first, paged and filtered by actor, action and target.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { auditLog, users } from '#/server/db/schema/index.ts';
import type { Tx } from '#/server/db/client.ts';
import { newestFirst, type PageRequest } from '#/server/db/page.ts';
import { newId } from '#/domain/ids.ts';

export type AuditEntry = { actor: string; action: string; target: string; detail?: Record<string, unknown> };
/** Exact matches (an e-mail, `product.create`, a product id), any of them. */
export type AuditFilter = { actor?: string; action?: string; target?: string };

export function createAuditService(db: Db, now: () => Date) {
  return {
    /** Inside the change's transaction when there is one, so a change is never without its entry. */
    async record(entry: AuditEntry, tx: Tx | Db = db) {
      await tx.insert(auditLog).values({
        id: newId('aud'),
        at: now(),
        actor: entry.actor,
        action: entry.action,
        target: entry.target,
        detail: entry.detail ?? {},
      });
    },

    async list(filter: AuditFilter & PageRequest) {
      const { rows: kept, nextCursor } = await newestFirst(db, auditLog, { at: auditLog.at, id: auditLog.id }, filter, [
        filter.actor ? eq(auditLog.actor, filter.actor) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.target ? eq(auditLog.target, filter.target) : undefined,
      ]);
      // The actors' names, so the log reads "Asha changed …" (an actor is a store account's e-mail, or "automation").
      const emails = [...new Set(kept.map((r) => r.actor))];
      const named = emails.length
        ? await db.select({ email: users.email, name: users.name }).from(users).where(inArray(users.email, emails))
        : [];
      const nameOf = new Map(named.map((u) => [u.email, u.name]));
      const entries = kept.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: r.actor,
        actorName: nameOf.get(r.actor) || null,
        action: r.action,
        target: r.target,
        detail: r.detail,
      }));
      return { entries, nextCursor };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
