import { bigint, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Field data from the shoppers' browsers (POST /api/vitals): one row per metric a sampled visit reported. Only
 * the kind of page, never its address or who looked at it. The retention job deletes rows past 90 days.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** LCP, INP or CLS (src/lib/vitals.ts). */
    metric: text('metric').notNull(),
    pageType: text('page_type').notNull(),
    /** Milliseconds for LCP and INP; CLS has no unit. */
    value: doublePrecision('value').notNull(),
    /** web-vitals' navigationType (navigate, reload, back-forward-cache …), when the page said. */
    navigationType: text('navigation_type'),
    createdAt: createdAt(),
  },
  (t) => [index('web_vitals_created_at_idx').on(t.createdAt)],
);
