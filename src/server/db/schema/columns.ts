// The column shapes every table repeats, defined once: the row id, points in time and required links to other rows.
// Each builds exactly the column it stands for, so the migrations do not change (npm run db:generate finds nothing).
import { type ReferenceConfig, text, timestamp } from 'drizzle-orm/pg-core';

/** The row's id: text, the primary key. */
export const rowId = () => text('id').primaryKey();

/** A point in time with its zone, read as a Date. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was written: now, unless the insert says otherwise. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** When the row last changed: now at insert; each writer that changes it sets it. */
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** A required link to another table's row (`actions.onDelete: 'cascade'`: this row goes when that one does). */
export const linkTo = (name: string, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  text(name).notNull().references(target, actions);
