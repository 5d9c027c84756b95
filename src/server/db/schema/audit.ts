import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { rowId, timestampTz } from './columns.ts';

/** Who changed what and when in the owner's console (or through ADMIN_TOKEN, as "automation"). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: rowId(),
    at: timestampTz('at').notNull().defaultNow(),
    /** The staff member's e-mail, or "automation". */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
