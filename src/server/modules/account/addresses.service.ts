// The shopper's address book (docs/product/accounts.md#saved-addresses): list, add, change, delete, make default,
// and mark one used by checkout. Every change locks the shopper's row first, so two tabs cannot pass the cap or
// leave two defaults; an id that is not hers answers 404 exactly as one that does not exist.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#/server/db/client.ts';
import { savedAddresses, users } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { newId } from '#/domain/ids.ts';
import type { SavedAddressFields } from '#/lib/address.ts';

/** Enough for home, work, parents and gifts; a bound on what one account may store. */
export const ADDRESS_BOOK_MAX = 20;
export const ADDRESS_BOOK_FULL = `You can keep at most ${ADDRESS_BOOK_MAX} addresses. Delete one to add another.`;
export const ADDRESS_NOT_FOUND = 'Address not found';

export type SavedAddress = SavedAddressFields & {
  _id: string;
  isDefault: boolean;
  /** ISO 8601; null until an order went to it. */
  lastUsedAt: string | null;
};

type Row = typeof savedAddresses.$inferSelect;

const toSaved = (r: Row): SavedAddress => ({
  _id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  phone: r.phone,
  street: r.street,
  landmark: r.landmark,
  city: r.city,
  state: r.state,
  zipcode: r.pin,
  isDefault: r.isDefault,
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

const columns = (a: SavedAddressFields) => ({
  firstName: a.firstName,
  lastName: a.lastName,
  phone: a.phone,
  street: a.street,
  landmark: a.landmark ?? '',
  city: a.city,
  state: a.state,
  pin: a.zipcode,
});

/** The same place to the shopper: her fields alike, ignoring case and spacing. */
const samePlace = (r: Row, a: SavedAddressFields) => {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  const c = columns(a);
  return (Object.keys(c) as (keyof typeof c)[]).every((k) => norm(r[k]) === norm(c[k]));
};

export function createAddressService({ db, now }: { db: Db; now: () => Date }) {
  const rows = (tx: Db | Tx, userId: string) =>
    tx
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.createdAt), asc(savedAddresses.id));

  /** Runs `change` with the shopper's row locked; answers her book as it then stands. */
  function change(userId: string, work: (tx: Tx, book: Row[]) => Promise<void>): Promise<SavedAddress[]> {
    return db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      await work(tx, await rows(tx, userId));
      return (await rows(tx, userId)).map(toSaved);
    });
  }

  const mine = (book: Row[], id: string) => {
    const row = book.find((r) => r.id === id);
    if (!row) throw new AppError('not_found', ADDRESS_NOT_FOUND);
    return row;
  };

  async function makeDefault(tx: Tx, userId: string, id: string) {
    const mineNow = and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true));
    await tx.update(savedAddresses).set({ isDefault: false }).where(mineNow);
    await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, id));
  }

  return {
    async list(userId: string): Promise<SavedAddress[]> {
      return (await rows(db, userId)).map(toSaved);
    },

    /**
     * Adds an address (the first one becomes the default). The same place saved again is not a second entry:
     * the one she has answers (made default or marked used as asked). Answers its id and the book.
     */
    async add(
      userId: string,
      address: SavedAddressFields,
      options: { isDefault?: boolean; used?: boolean } = {},
    ): Promise<{ id: string; addresses: SavedAddress[] }> {
      let id = '';
      const addresses = await change(userId, async (tx, book) => {
        const at = now();
        const same = book.find((r) => samePlace(r, address));
        if (same) id = same.id;
        else {
          if (book.length >= ADDRESS_BOOK_MAX) throw new AppError('rule', ADDRESS_BOOK_FULL);
          id = newId('adr');
          await tx.insert(savedAddresses).values({ id, userId, ...columns(address), createdAt: at, updatedAt: at });
        }
        if (options.used) await tx.update(savedAddresses).set({ lastUsedAt: at }).where(eq(savedAddresses.id, id));
        if (options.isDefault || book.length === 0) await makeDefault(tx, userId, id);
      });
      return { id, addresses };
    },

    update(userId: string, id: string, address: SavedAddressFields): Promise<SavedAddress[]> {
      return change(userId, async (tx, book) => {
        mine(book, id);
        await tx
          .update(savedAddresses)
          .set({ ...columns(address), updatedAt: now() })
          .where(eq(savedAddresses.id, id));
      });
    },

    /** Deletes one; when it was the default, the one used most recently (else the oldest) becomes the default. */
    remove(userId: string, id: string): Promise<SavedAddress[]> {
      return change(userId, async (tx, book) => {
        const gone = mine(book, id);
        await tx.delete(savedAddresses).where(eq(savedAddresses.id, id));
        if (!gone.isDefault) return;
        const [next] = await tx
          .select({ id: savedAddresses.id })
          .from(savedAddresses)
          .where(eq(savedAddresses.userId, userId))
          .orderBy(sql`${savedAddresses.lastUsedAt} desc nulls last`, asc(savedAddresses.createdAt))
          .limit(1);
        if (next) await makeDefault(tx, userId, next.id);
      });
    },

    setDefault(userId: string, id: string): Promise<SavedAddress[]> {
      return change(userId, async (tx, book) => {
        mine(book, id);
        await makeDefault(tx, userId, id);
      });
    },

    /** Checkout sent an order to it: it is the one preselected next time. */
    markUsed(userId: string, id: string): Promise<SavedAddress[]> {
      return change(userId, async (tx, book) => {
        mine(book, id);
        await tx.update(savedAddresses).set({ lastUsedAt: now() }).where(eq(savedAddresses.id, id));
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
