// The catalog as the console edits it: create, edit, archive. Names are unique by their page path (two names
// that give one path would share a page), so a clash is refused with 409 before the unique index has to.
// Every change bumps the catalog version in its transaction, so the product list (and its ETag) changes at once.
// A draft stays out of the shop until published (publish): the list, the pages, search and checkout leave it out.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { products } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import { bumpCatalogVersion } from '#/server/db/catalog-version.ts';
import { productPath, productSlug } from '#/lib/product-path.ts';
import type { AdminProduct, ProductInput, ProductPatch } from '#/lib/admin.ts';
import {
  DECLARATION_FIELDS,
  type DeclarationField,
  missingDeclarations,
  ownDeclarations,
  type StoreDeclarations,
} from '#/lib/declarations.ts';
import type { Tx } from '#/server/db/client.ts';
import type { ImageUrl } from '#/server/modules/catalog/index.ts';
import { containing, newestFirst, type PageRequest } from '#/server/db/page.ts';
import type { AuditService } from './audit.service.ts';
import type { StockService } from './stock.service.ts';
import { declarationColumns, detailColumns, type ProductRow, withDetails } from './admin-product-view.ts';
import { newId } from '#/domain/ids.ts';
import { subCategoriesInUse, usualSpelling } from './sub-categories.ts';
import { createSizeSetter } from './product-sizes.ts';
import { toPaise, toRupees } from '#/domain/money.ts';

/** A stored product's field as the API names and measures it (price and MRP in rupees). */
function apiValue(row: ProductRow, key: string): unknown {
  if (key === 'price') return toRupees(row.pricePaise);
  if (key === 'mrp') return row.mrpPaise === null ? null : toRupees(row.mrpPaise);
  return row[key as keyof ProductRow];
}

const paise = toPaise;

/** Products a refused publish names; the console's product list shows the rest. */
const LISTED = 10;

/** `active`: everything not archived (drafts too); `live`: on sale; `draft`: not yet published; `archived`. */
export type ProductStatus = 'active' | 'live' | 'draft' | 'archived';
export type ProductFilter = { q?: string; category?: string; status?: ProductStatus } & PageRequest;

const byStatus = {
  active: () => eq(products.archived, false),
  live: () => and(eq(products.archived, false), eq(products.draft, false)),
  draft: () => and(eq(products.archived, false), eq(products.draft, true)),
  archived: () => eq(products.archived, true),
} satisfies Record<ProductStatus, unknown>;

/** The secret of a draft's preview path: 96 random bits, so the page cannot be found by guessing. */
const previewToken = () => randomBytes(12).toString('hex');

/** A name taken by a parallel request slips past checkName only to break the unique index: the same 409. */
async function nameTakenAs409<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
      if (e.code === '23505') throw new AppError('conflict', 'Another product already has this name');
    throw error;
  }
}

export function createAdminProducts(deps: {
  db: Db;
  audit: AuditService;
  stock: StockService;
  now: () => Date;
  imageUrl: ImageUrl;
  /** The store's Legal Metrology defaults (env.declarations). */
  declarations: StoreDeclarations;
}) {
  const { db, audit, imageUrl, declarations } = deps;
  const setSizes = createSizeSetter(deps);

  async function get(id: string, tx: Db | Tx = db): Promise<AdminProduct> {
    const [row] = await tx.select().from(products).where(eq(products.id, id));
    if (!row) throw notFound('Product not found');
    return (await withDetails(tx, [row], imageUrl, declarations))[0]!;
  }

  /** Refuses a name whose page path another product already has. */
  async function checkName(tx: Tx, name: string, except = '') {
    const slug = productSlug(name);
    const hyphenated = sql`regexp_replace(lower(trim(${products.name})), '\\s+', '-', 'g')`;
    const clash = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      // productSlug in SQL; a name's only characters besides letters, marks and digits are ' & , . ( ) - and space.
      .where(sql`regexp_replace(${hyphenated}, '[-''&,.()]+$', '') = ${slug}`);
    const other = clash.find((p) => p.id !== except);
    if (other)
      throw new AppError('conflict', `A product named "${other.name}" already has the page ${productPath(name)}`);
  }

  return {
    get,

    /** The products on sale that lack a declaration, with what each lacks (the publish refuses while any do). */
    async undeclared(): Promise<{ _id: string; name: string; missing: string[] }[]> {
      const columns = Object.fromEntries(DECLARATION_FIELDS.map((k) => [k, products[k]])) as {
        [K in DeclarationField]: (typeof products)[K];
      };
      const rows = await db
        .select({ id: products.id, name: products.name, ...columns })
        .from(products)
        .where(and(eq(products.archived, false), eq(products.draft, false)))
        .orderBy(asc(products.name));
      return rows
        .map((p) => ({ _id: p.id, name: p.name, missing: missingDeclarations(ownDeclarations(p), declarations) }))
        .filter((p) => p.missing.length > 0);
    },

    /** Why a publish must wait (the products lacking declarations, the first few named), or undefined. */
    async publishBlocker(): Promise<string | undefined> {
      const lacking = await this.undeclared();
      if (lacking.length === 0) return undefined;
      const named = lacking.slice(0, LISTED).map((p) => `${p.name} (${p.missing.join(', ')})`);
      const more = lacking.length > LISTED ? `; and ${lacking.length - LISTED} more` : '';
      const count = lacking.length === 1 ? '1 product lacks' : `${lacking.length} products lack`;
      const list = `${named.join('; ')}${more}`;
      return `Not published: ${count} the declarations the product page must show. Add them: ${list}`;
    },

    /** The sub-categories the products (not archived) use, per category: the form's suggestions. */
    subCategories: () => subCategoriesInUse(db),

    /** Newest first (by the date added, then the id), a page at a time. */
    async list(filter: ProductFilter): Promise<{ products: AdminProduct[]; nextCursor: string | null }> {
      const q = filter.q?.trim();
      const like = containing(q);
      const by = { at: products.dateAdded, id: products.id };
      const { rows: page, nextCursor } = await newestFirst(db, products, by, filter, [
        filter.status ? byStatus[filter.status]() : undefined,
        filter.category ? eq(products.category, filter.category) : undefined,
        like ? or(ilike(products.name, like), ilike(products.subCategory, like), eq(products.id, q!)) : undefined,
      ]);
      const list = await withDetails(db, page, imageUrl, declarations);
      return { products: list, nextCursor };
    },

    async create(actor: string, input: ProductInput): Promise<AdminProduct> {
      const id = newId('prd');
      return nameTakenAs409(() =>
        db.transaction(async (tx) => {
          await checkName(tx, input.name);
          await tx.insert(products).values({
            id,
            name: input.name,
            pricePaise: paise(input.price),
            mrpPaise: input.mrp == null ? null : paise(input.mrp),
            category: input.category,
            subCategory: await usualSpelling(tx, input.category, input.subCategory),
            description: input.description,
            customColours: input.customColours ?? [],
            ...detailColumns(input),
            ...declarationColumns(input),
            images: [],
            dateAdded: deps.now(),
            updatedAt: deps.now(),
            draft: input.draft,
            previewToken: input.draft ? previewToken() : null,
          });
          await setSizes(tx, actor, id, input.sizes, true);
          const detail = { name: input.name, price: input.price, ...(input.draft ? { draft: true } : {}) };
          await audit.record({ actor, action: 'product.create', target: id, detail }, tx);
          await bumpCatalogVersion(tx);
          return get(id, tx);
        }),
      );
    },

    async update(actor: string, id: string, asked: ProductPatch): Promise<AdminProduct> {
      const product = await nameTakenAs409(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
          if (!row) throw notFound('Product not found');
          const styled = asked.subCategory !== undefined || asked.category !== undefined;
          const typed = asked.subCategory ?? row.subCategory;
          const patch = styled
            ? { ...asked, subCategory: await usualSpelling(tx, asked.category ?? row.category, typed, id) }
            : asked;
          const price = patch.price !== undefined ? paise(patch.price) : row.pricePaise;
          const mrp = patch.mrp === undefined ? row.mrpPaise : patch.mrp === null ? null : paise(patch.mrp);
          if (mrp !== null && mrp <= price) throw new AppError('bad_input', 'MRP must be more than the price');
          if (patch.name !== undefined && patch.name !== row.name) await checkName(tx, patch.name, id);
          await tx
            .update(products)
            .set({
              name: patch.name ?? row.name,
              pricePaise: price,
              mrpPaise: mrp,
              category: patch.category ?? row.category,
              subCategory: patch.subCategory ?? row.subCategory,
              description: patch.description ?? row.description,
              customColours: patch.customColours ?? row.customColours,
              ...detailColumns(patch),
              ...declarationColumns(patch),
              updatedAt: deps.now(),
            })
            .where(eq(products.id, id));
          if (patch.sizes) await setSizes(tx, actor, id, patch.sizes, false);
          const { sizes: _sizes, ...fields } = patch;
          // Compared as JSON so an unchanged list of custom colours is not reported; a cleared detail reads null.
          // The old values go with the new ones, so the log can say "from ₹1,450 to ₹1,290".
          const changed = Object.entries(fields).filter(
            ([k, v]) => JSON.stringify(v ?? null) !== JSON.stringify(apiValue(row, k) ?? null),
          );
          const before = Object.fromEntries(changed.map(([k]) => [k, apiValue(row, k) ?? null]));
          await audit.record(
            {
              actor,
              action: 'product.update',
              target: id,
              detail: { name: row.name, ...Object.fromEntries(changed), before },
            },
            tx,
          );
          await bumpCatalogVersion(tx);
          return get(id, tx);
        }),
      );
      return product;
    },

    /**
     * Puts a draft in the shop: the product list (and so the listing, cart and checkout) at once, its page with the
     * next site publish. Refused while it lacks a declaration its page must show (it would hold every publish back).
     */
    async publish(actor: string, id: string): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!row) throw notFound('Product not found');
        if (!row.draft) throw new AppError('conflict', `${row.name} is already published`);
        const missing = missingDeclarations(ownDeclarations(row), declarations);
        if (missing.length > 0)
          throw new AppError('rule', `Add what its page must declare before publishing it: ${missing.join(', ')}`);
        await tx.update(products).set({ draft: false, previewToken: null }).where(eq(products.id, id));
        await audit.record({ actor, action: 'product.publish', target: id, detail: { name: row.name } }, tx);
        await bumpCatalogVersion(tx);
        return get(id, tx);
      });
    },

    async archive(actor: string, id: string, archived: boolean): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(products).set({ archived }).where(eq(products.id, id)).returning();
        if (!row) throw notFound('Product not found');
        await audit.record(
          { actor, action: archived ? 'product.archive' : 'product.restore', target: id, detail: { name: row.name } },
          tx,
        );
        await bumpCatalogVersion(tx);
        return get(id, tx);
      });
    },
  };
}

export type AdminProducts = ReturnType<typeof createAdminProducts>;
