// The shopper's body measurements for "Find my size" (docs/product/size-finder.md), kept on her account so another
// device knows her size. One row per account, replaced whole on each save (a blank measurement is cleared).
import { eq } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { userMeasurements } from '#/server/db/schema/index.ts';
import type { BodyMeasurements } from '#/domain/size-finder.ts';

export type SavedMeasurements = {
  unit: BodyMeasurements['unit'];
  bust: number | null;
  waist: number | null;
  hip: number | null;
  updatedAt: string;
};

const shown = (row: typeof userMeasurements.$inferSelect): SavedMeasurements => ({
  unit: row.unit,
  bust: row.bust,
  waist: row.waist,
  hip: row.hip,
  updatedAt: row.updatedAt.toISOString(),
});

export function createMeasurementsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** Hers, or null when she saved none. */
    async get(userId: string): Promise<SavedMeasurements | null> {
      const [row] = await db.select().from(userMeasurements).where(eq(userMeasurements.userId, userId));
      return row ? shown(row) : null;
    },

    /** Replaces hers with `body` (the route has checked it: a unit and at least one measurement in range). */
    async save(userId: string, body: BodyMeasurements): Promise<SavedMeasurements> {
      const values = {
        unit: body.unit,
        bust: body.bust ?? null,
        waist: body.waist ?? null,
        hip: body.hip ?? null,
        updatedAt: now(),
      };
      const [row] = await db
        .insert(userMeasurements)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userMeasurements.userId, set: values })
        .returning();
      return shown(row!);
    },

    /** Forgets hers (none saved is no error). */
    async forget(userId: string): Promise<void> {
      await db.delete(userMeasurements).where(eq(userMeasurements.userId, userId));
    },
  };
}

export type MeasurementsService = ReturnType<typeof createMeasurementsService>;
