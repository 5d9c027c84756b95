// What cash on delivery already risks for one shopper: confirmed cash orders not yet paid (the courier has not
// collected) and parcels refused at the door, counted per account, per delivery phone and per delivery address,
// so a new account on the same phone and address does not start again from nothing.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orders, type OrderAddress } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import { formatPaise } from '#/domain/money.ts';
import type { CodRules } from '#/lib/cod.ts';
import type { Tx } from '#/server/db/client.ts';
import { CANCELLED, RETURNED_TO_ORIGIN } from '#/domain/order-status.ts';

/** The refused-parcel status: counts against the cash-on-delivery allowance. */

/** Spellings of one place that a shopper may vary: "Rd."/"Road", "No. 4"/"4", "Flat 2B"/"flat-2b". */
const WORDS: Record<string, string> = { rd: 'road', st: 'street', opp: 'opposite', nr: 'near', apts: 'apartments' };
const DROPPED = new Set(['no', 'number', 'flat', 'house', 'h', 'door']);

/** A delivery address as one key: its PIN and street, lower case, without punctuation or filler words. */
export function placeKey(address: Pick<OrderAddress, 'zipcode' | 'street'>): string {
  const words = address.street
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !DROPPED.has(w))
    .map((w) => WORDS[w] ?? w);
  return `${address.zipcode.trim()}:${words.join('')}`;
}

type Who = { userId: string; address: OrderAddress };
type Group = { what: string; owner: boolean; has: (o: { userId: string; address: OrderAddress }) => boolean };

const groupsOf = ({ userId, address }: Who): Group[] => {
  const place = placeKey(address);
  return [
    { what: 'account', owner: true, has: (o) => o.userId === userId },
    { what: 'phone number', owner: false, has: (o) => o.address.phone === address.phone },
    { what: 'delivery address', owner: false, has: (o) => placeKey(o.address) === place },
  ];
};

/** Cash orders (confirmed, never paid) of this account, phone or PIN: the candidates the groups filter. */
function cashOrders(db: Db | Tx, { userId, address }: Who) {
  return db
    .select({ userId: orders.userId, address: orders.address, status: orders.status, amountPaise: orders.amountPaise })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'COD'),
        eq(orders.paymentState, 'cod'),
        or(
          eq(orders.userId, userId),
          sql`${orders.address}->>'phone' = ${address.phone}`,
          sql`${orders.address}->>'zipcode' = ${address.zipcode}`,
        ),
      ),
    );
}

/** Refuses (422) when the account, the phone or the address has refused COD_MAX_REFUSED parcels. */
export async function checkRefused(db: Db, who: Who, rules: CodRules): Promise<void> {
  const refused = (await cashOrders(db, who)).filter((o) => o.status === RETURNED_TO_ORIGIN);
  for (const group of groupsOf(who))
    if (refused.filter(group.has).length >= rules.maxRefused)
      throw new AppError(
        'rule',
        `Cash on Delivery is not available for ${group.owner ? 'your' : 'this'} ${group.what} because earlier ` +
          'parcels were refused. Please pay online.',
      );
}

/**
 * Refuses (422) an order of `amountPaise` that would take the account's, the phone's or the address's unpaid
 * cash orders past COD_MAX_OUTSTANDING_ORDERS or COD_MAX_OUTSTANDING_TOTAL. The message names no other
 * shopper's figures: the phone or address may be someone else's.
 */
export async function checkOutstanding(db: Db | Tx, who: Who, amountPaise: number, rules: CodRules) {
  // A cancelled cash order was never sent: it risks no cash.
  const open = (await cashOrders(db, who)).filter((o) => o.status !== RETURNED_TO_ORIGIN && o.status !== CANCELLED);
  for (const group of groupsOf(who)) {
    const mine = open.filter(group.has);
    const total = mine.reduce((sum, o) => sum + o.amountPaise, amountPaise);
    if (mine.length + 1 > rules.maxOutstandingOrders || total > rules.maxOutstandingPaise)
      throw new AppError(
        'rule',
        `Cash on Delivery allows up to ${rules.maxOutstandingOrders} unpaid orders ` +
          `(${formatPaise(rules.maxOutstandingPaise)} in all) for one ${group.what} at a time, and this order ` +
          'would go past it. Please pay online, or pay in cash again once your earlier orders are delivered.',
      );
  }
}
