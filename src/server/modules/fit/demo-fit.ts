// The demo store's fit data (docs/product/fit.md#demo-data): reviews that say how a few demo pieces fit, so a fresh
// start shows fit lines on product pages and a size to check on the dashboard. Seeded once, with the demo catalog,
// never in tests. The reviewers are accounts nobody can sign in to (no password hash matches).
import { existsSync, readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { products, reviews, users } from '#/server/db/schema/index.ts';
import { isFitPick } from '#/domain/fit.ts';
import type { Logger } from '#/server/logger.ts';
import { refreshProductFit } from './fit-signals.ts';

type DemoFit = { reviewers: string[]; products: Record<string, [string, string, number, string][]> };
const DAY = 86_400_000;

/** The demo fit file beside a catalog file: `demo.json` → `demo-fit.json`. */
export const demoFitFile = (catalogPath: string) => catalogPath.replace(/\.json$/, '-fit.json');

export async function seedDemoFit(db: Db, file: string, log: Logger, now = new Date()): Promise<void> {
  if (!existsSync(file)) return;
  const demo = JSON.parse(readFileSync(file, 'utf8')) as DemoFit;
  const names = Object.keys(demo.products);
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, names));
  const idOf = new Map(found.map((p) => [p.name, p.id]));
  const reviewerIds = demo.reviewers.map((_, i) => `usr_demo_fit_${i + 1}`);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        demo.reviewers.map((name, i) => ({
          id: reviewerIds[i]!,
          name,
          email: `demo-reviewer-${i + 1}@saanjh.example`,
          passwordHash: '!',
        })),
      )
      .onConflictDoNothing();
    for (const [name, written] of Object.entries(demo.products)) {
      const productId = idOf.get(name);
      if (!productId) continue;
      await tx
        .insert(reviews)
        .values(
          written.map(([size, fit, rating, comment], i) => ({
            id: `rev_demo_fit_${productId.slice(0, 12)}_${i + 1}`,
            productId,
            userId: reviewerIds[i % reviewerIds.length]!,
            username: demo.reviewers[i % demo.reviewers.length]!,
            rating,
            comment,
            images: [],
            fit: isFitPick(fit) ? fit : null,
            sizeBought: size,
            createdAt: new Date(now.getTime() - (3 + i * 4) * DAY),
          })),
        )
        .onConflictDoNothing();
      await refreshProductFit(tx, productId);
    }
  });
  log.info('seeded demo fit reviews', { products: idOf.size, from: file });
}
