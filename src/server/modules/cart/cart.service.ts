// The server cart (docs/product/cart-and-coupons.md#the-cart): cartData = { [productName]: { [size]: quantity } };
// itemId is the product NAME. Quantities never exceed the size's stock; unknown products or sizes are refused.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { cartItems, productSizes, products } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { MAX_QUANTITY_PER_SIZE, notOnSaleYet, QUANTITY_CAP_MESSAGE } from '#/lib/cart-rules.ts';
import type { Tx } from '#/server/db/client.ts';

export type CartData = Record<string, Record<string, number>>;
function toCartData(rows: { name: string; size: string; quantity: number }[]): CartData {
  const cart: CartData = {};
  for (const r of rows) cart[r.name] = { ...cart[r.name], [r.size]: r.quantity };
  return cart;
}

export function createCartService(db: Db) {
  async function resolve(name: string, size: string) {
    const [row] = await db
      .select({
        productId: products.id,
        name: products.name,
        draft: products.draft,
        stock: productSizes.stock,
        hasSize: productSizes.id,
      })
      .from(products)
      .leftJoin(productSizes, and(eq(productSizes.productId, products.id), eq(productSizes.size, size)))
      .where(and(sql`lower(${products.name}) = ${name.trim().toLowerCase()}`, eq(products.archived, false)));
    if (!row) throw new AppError('not_found', 'Product not found');
    if (row.draft) throw new AppError('rule', notOnSaleYet(row.name));
    if (!row.hasSize) throw new AppError('bad_input', `Size ${size} is not available for ${row.name}`);
    return { productId: row.productId, name: row.name, stock: row.stock ?? 0 };
  }

  async function quantityOf(userId: string, productId: string, size: string) {
    const [row] = await db
      .select({ q: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size)));
    return row?.q ?? 0;
  }

  async function set(userId: string, productId: string, size: string, quantity: number) {
    if (quantity <= 0) {
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size)));
      return;
    }
    await db
      .insert(cartItems)
      .values({ userId, productId, size, quantity })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId, cartItems.size], set: { quantity } });
  }

  function checkStock(p: { name: string; stock: number }, size: string, quantity: number) {
    if (quantity > MAX_QUANTITY_PER_SIZE) throw new AppError('rule', QUANTITY_CAP_MESSAGE);
    if (quantity > p.stock)
      throw new AppError(
        'conflict',
        p.stock > 0 ? `Only ${p.stock} left in size ${size}` : `${p.name} in size ${size} is out of stock`,
      );
  }

  async function get(userId: string): Promise<CartData> {
    const rows = await db
      .select({ name: products.name, size: cartItems.size, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId));
    return toCartData(rows);
  }

  return {
    get,
    async add(userId: string, name: string, size: string) {
      // The common case in one round trip: insert 1 (or add 1 while the new quantity fits stock and the
      // cap) and read the cart back. The read cannot see the insert (one snapshot), so the changed line
      // comes from RETURNING and the rest from the table.
      const { rows } = (await db.execute(sql`
        with line as (
          select ${userId}::text as user_id, p.id as product_id, s.size, s.stock
          from ${products} p join ${productSizes} s on s.product_id = p.id and s.size = ${size}
          where lower(p.name) = ${name.trim().toLowerCase()} and s.stock > 0 and not p.archived and not p.draft
        ), added as (
          insert into ${cartItems} (user_id, product_id, size, quantity)
          select user_id, product_id, size, 1 from line
          on conflict (user_id, product_id, size) do update set quantity = ${cartItems}.quantity + 1
          where ${cartItems}.quantity < least(${MAX_QUANTITY_PER_SIZE}, (select stock from line))
          returning product_id, size, quantity
        )
        select p.name, c.size, c.quantity, false as added
          from ${cartItems} c join ${products} p on p.id = c.product_id
          where c.user_id = ${userId}
            and not exists (select 1 from added a where a.product_id = c.product_id and a.size = c.size)
        union all
        select p.name, a.size, a.quantity, true
          from added a join ${products} p on p.id = a.product_id`)) as unknown as {
        rows: { name: string; size: string; quantity: number; added: boolean }[];
      };
      if (rows.some((r) => r.added)) return toCartData(rows);
      // Nothing added: find out why (unknown product or size, out of stock, the cap) and say so.
      const p = await resolve(name, size);
      const next = (await quantityOf(userId, p.productId, size)) + 1;
      checkStock(p, size, next);
      await set(userId, p.productId, size, next); // stock came back in between: add it after all
      return get(userId);
    },
    async update(userId: string, name: string, size: string, quantity: number) {
      const p = await resolve(name, size);
      if (quantity > 0) checkStock(p, size, quantity);
      await set(userId, p.productId, size, quantity);
      return get(userId);
    },
    /** Guest cart in, saved cart out: quantities add up, capped by stock; unknown items are dropped. */
    async merge(userId: string, guest: CartData) {
      for (const [name, sizes] of Object.entries(guest)) {
        for (const [size, q] of Object.entries(sizes)) {
          let p: Awaited<ReturnType<typeof resolve>>;
          try {
            p = await resolve(name, size);
          } catch {
            continue;
          }
          const total = Math.min((await quantityOf(userId, p.productId, size)) + q, p.stock, MAX_QUANTITY_PER_SIZE);
          if (total > 0) await set(userId, p.productId, size, total);
        }
      }
      return get(userId);
    },
    async clear(tx: Tx, userId: string) {
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
