// The audit log: one row per change made through /api/admin/* (who, what, on what, the details) and per refused
// call (see http/admin-auth.ts), newest first, paged and filtered by actor, action and target.
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { auditLog } from '#/server/db/schema/index.ts';
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
      const entries = kept.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: r.actor,
        action: r.action,
        target: r.target,
        detail: r.detail,
      }));
      return { entries, nextCursor };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
