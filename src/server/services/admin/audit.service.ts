// The audit log: one row per change made through /api/admin/* (who, what, on what, the details), newest first.
import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { auditLog } from '#/server/db/schema/index.ts';
import type { Tx } from '#/server/services/stock.ts';

export type AuditEntry = { actor: string; action: string; target: string; detail?: Record<string, unknown> };

export function createAuditService(db: Db, now: () => Date) {
  return {
    /** Inside the change's transaction when there is one, so a change is never without its entry. */
    async record(entry: AuditEntry, tx: Tx | Db = db) {
      await tx.insert(auditLog).values({
        id: `aud_${randomBytes(8).toString('hex')}`,
        at: now(),
        actor: entry.actor,
        action: entry.action,
        target: entry.target,
        detail: entry.detail ?? {},
      });
    },

    async list(limit: number) {
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
      return rows.map((r) => ({
        at: r.at.toISOString(),
        actor: r.actor,
        action: r.action,
        target: r.target,
        detail: r.detail,
      }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
