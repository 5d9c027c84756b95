// The fit summaries as the API serves them (docs/product/fit.md): one product's, every product's for the build, and
// the owner's figures for the dashboard (fit-dashboard.ts).
import { eq, gt } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { productFit, products } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { ProductFit } from '#/domain/fit.ts';
import { fitOfRow } from './fit-signals.ts';
import { createFitDashboard } from './fit-dashboard.ts';

export function createFitService(db: Db, now: () => Date) {
  return {
    /** One product's summary; a product nobody has told us about has no signals and no verdict. */
    async forProduct(productId: string): Promise<ProductFit> {
      const [row] = await db
        .select({ id: products.id, fit: productFit })
        .from(products)
        .leftJoin(productFit, eq(productFit.productId, products.id))
        .where(eq(products.id, productId));
      if (!row) throw new AppError('not_found', 'Product not found');
      return fitOfRow(row.fit ?? undefined);
    },

    /** Every product with at least one signal, by id (the build puts each verdict in its page). */
    async all(): Promise<Record<string, ProductFit>> {
      const rows = await db.select().from(productFit).where(gt(productFit.signals, 0));
      return Object.fromEntries(rows.map((r) => [r.productId, fitOfRow(r)]));
    },

    dashboard: createFitDashboard(db, now),
  };
}

export type FitService = ReturnType<typeof createFitService>;
