// What an open checkout holds, and its end. Placing a payment order takes the stock and a use of the coupon in
// one transaction with the order row; one shopper has one open checkout (a new one with another cart ends the
// previous), one client address at most a few. A confirmed payment turns the hold into a sale (the coupon's
// limits checked again); an expired, failed or replaced checkout gives everything back, once, and a payment that
// arrives after that takes it all again (stock, coupon, store credit) or is flagged for a refund (both in
// payment-confirmation.ts).
// Concurrency: a shopper's checkouts, payment confirmations, ended checkouts and other changes to what the wallet
// holds take turns on a locked row ('user:…'), and so do one address's checkouts ('ip:…'); the rows live in the
// database, so this holds across API instances.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { orderItems, orders, type OrderAddress } from '#/server/db/schema/index.ts';
import { AppError } from '#/server/errors.ts';
import type { CouponService } from '#/server/modules/cart/index.ts';
import { walletRef, type WalletService } from '#/server/modules/returns/index.ts';
import { lockRow, lockShopper } from '#/server/db/locks.ts';
import type { CheckoutInput, Quote } from './checkout-quote.ts';
import {
  catalogChanged,
  givingBack,
  moveStock,
  type GiveBack,
  type OnRestocked,
  type Restock,
  type Why,
} from '#/server/modules/catalog/index.ts';
import type { Tx } from '#/server/db/client.ts';
import { newId } from '#/domain/ids.ts';
import type { Notify } from '#/server/modules/notifications/index.ts';
import type { ConsentService } from '#/server/modules/account/index.ts';
import { createPaymentConfirmation } from './payment-confirmation.ts';

export const RESERVATION_MINUTES = 15;
/** Open checkouts (unpaid payment orders) one client address may hold at once, across accounts. */
export const MAX_OPEN_CHECKOUTS_PER_ADDRESS = 3;

export type { PaidResult } from './payment-confirmation.ts';
export type Placement = {
  userId: string;
  clientIp: string;
  address: OrderAddress;
  method: 'Razorpay' | 'Card' | 'Store credit' | 'COD';
  provider: string;
  quote: Quote;
  orderId: string;
  providerOrderId: string | null;
  /** Razorpay: the same checkout submitted again gets the open payment order back. */
  checkoutKey: string | null;
  /** The box for WhatsApp order updates was ticked: her consent is recorded in the transaction that places it. */
  whatsappUpdates?: boolean;
};
/** What the shopper's checkout body gives every placement: her address and her answer on WhatsApp updates. */
export const fromCheckout = (input: Pick<CheckoutInput, 'address' | 'whatsappUpdates'>) => ({
  address: input.address,
  whatsappUpdates: input.whatsappUpdates,
});
export type OpenCheckout = { id: string; providerOrderId: string | null; amountPaise: number };

export function createCheckoutHolds(deps: {
  db: Db;
  coupons: Pick<CouponService, 'hold' | 'use' | 'release'>;
  wallet: Pick<WalletService, 'refund' | 'trySpend' | 'spendable' | 'held'>;
  now: () => Date;
  clearCart?: (tx: Tx, userId: string) => Promise<void>;
  /** Sizes a released hold brought back from 0, in its transaction (the back-in-stock mails are recorded there). */
  onRestocked?: OnRestocked;
  /**
   * A paid order's confirmation (and the store's new-order note), and an unpaid one's "your bag is waiting", told
   * if the transaction that confirms or ends it commits.
   */
  notify?: Notify;
  /** Records the consent a ticked box at checkout gives (the account module's consents). */
  consents?: Pick<ConsentService, 'record'>;
}) {
  const { db, coupons, wallet, now } = deps;
  /** Why a checkout's stock moves, for the stock history: the checkout's order is the reference. */
  const why = (kind: 'sale' | 'hold_released', orderId: string): Why => ({ kind, ref: orderId, at: now() });

  /** "Send me order updates on WhatsApp" ticked: her consent, source checkout. Unticked records nothing. */
  async function optIn(tx: Tx, userId: string, ticked: boolean | undefined) {
    if (ticked) await deps.consents?.record(tx, { userId, purpose: 'whatsapp', granted: true, source: 'checkout' });
  }

  /** A transaction that may give stock back; the sizes it brought back from 0 are told inside it. */
  const givingBackStock = <T>(run: (tx: Tx, back: Restock[]) => Promise<T>) => givingBack(db, deps.onRestocked, run);

  const itemsOf = (tx: Tx, orderId: string) => tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));

  /** The coupon use and wallet credit an order held go back; its items are returned for the stock to follow. */
  async function letGo(tx: Tx, orderId: string) {
    await coupons.release(tx, orderId);
    await wallet.refund(tx, walletRef(orderId));
    return itemsOf(tx, orderId);
  }

  async function openCheckout(tx: Tx | Db, userId: string, checkoutKey: string): Promise<OpenCheckout | undefined> {
    const [open] = await tx
      .select({ id: orders.id, providerOrderId: orders.providerOrderId, amountPaise: orders.amountPaise })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.checkoutKey, checkoutKey),
          eq(orders.paymentState, 'pending'),
          gt(orders.reservedUntil, now()),
        ),
      );
    return open;
  }

  /** Places the order with its holds, or writes nothing. Returns the open one if this checkout already is. */
  async function place(p: Placement): Promise<OpenCheckout | undefined> {
    const at = now();
    return givingBackStock(async (tx, back) => {
      await lockShopper(tx, p.userId);
      // Before anything can refuse: a refusal rolls her answer back with the order it came with.
      await optIn(tx, p.userId, p.whatsappUpdates);
      const open = p.checkoutKey ? await openCheckout(tx, p.userId, p.checkoutKey) : undefined;
      if (open) return open;
      const replaced = await tx
        .update(orders)
        .set({ paymentState: 'superseded' })
        .where(and(eq(orders.userId, p.userId), eq(orders.paymentState, 'pending')))
        .returning({ id: orders.id });
      const give: GiveBack[] = [];
      for (const o of replaced) give.push({ lines: await letGo(tx, o.id), why: why('hold_released', o.id) });

      await lockRow(tx, `ip:${p.clientIp}`);
      const [fromHere] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.clientIp, p.clientIp), eq(orders.paymentState, 'pending'), gt(orders.reservedUntil, at)));
      if ((fromHere?.n ?? 0) >= MAX_OPEN_CHECKOUTS_PER_ADDRESS)
        throw new AppError(
          'rate_limited',
          'Too many checkouts are open from your network. Please finish or cancel one, or try again later.',
        );

      const { quote } = p;
      if (quote.couponCode) {
        const hold = { code: quote.couponCode, userId: p.userId, orderId: p.orderId };
        const discount = await coupons.hold(tx, { ...hold, subtotalPaise: quote.subtotalPaise });
        if (discount !== quote.discountPaise)
          throw new AppError('conflict', 'The coupon has changed. Please review your cart and try again.');
      }
      back.push(...(await moveStock(tx, { give, take: { lines: quote.priced, why: why('sale', p.orderId) } })));
      // Under the shopper's lock and after the replaced checkout gave its credit back: the quote's figure is
      // what the browser agreed to pay around, so a balance that shrank meanwhile is a conflict, not a new total.
      if (quote.walletPaise > 0) {
        const spend = { userId: p.userId, amountPaise: quote.walletPaise, reason: 'Order', ref: walletRef(p.orderId) };
        if (!(await wallet.trySpend(tx, spend)).ok)
          throw new AppError('conflict', 'Your store credit has changed. Please review your order and try again.');
      }
      await tx.insert(orders).values({
        id: p.orderId,
        userId: p.userId,
        paymentMethod: p.method,
        provider: p.provider,
        providerOrderId: p.providerOrderId,
        subtotalPaise: quote.subtotalPaise,
        discountPaise: quote.discountPaise,
        deliveryPaise: quote.deliveryPaise,
        shippingMethod: quote.shipping,
        extraPaise: quote.extraPaise,
        amountPaise: quote.amountPaise,
        walletPaise: quote.walletPaise,
        couponCode: quote.couponCode,
        address: p.address,
        createdAt: at,
        reservedUntil: new Date(at.getTime() + RESERVATION_MINUTES * 60_000),
        checkoutKey: p.checkoutKey,
        clientIp: p.clientIp,
      });
      await tx.insert(orderItems).values(
        quote.priced.map((l) => ({
          id: newId('item'),
          orderId: p.orderId,
          productId: l.productId,
          sizeId: l.sizeId,
          name: l.name,
          size: l.size,
          pricePaise: l.pricePaise,
          mrpPaise: l.mrpPaise,
          quantity: l.quantity,
          images: l.images,
          customColour: l.colour,
        })),
      );
      await catalogChanged(tx);
      return undefined;
    });
  }

  /** Ends an unpaid order ('expired' or 'failed') and gives back what it held, once; her bag's reminder with it. */
  async function release(orderId: string, state: 'expired' | 'failed'): Promise<boolean> {
    const [peek] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    if (!peek) return false;
    return givingBackStock(async (tx, back) => {
      // Its credit goes back under the shopper's turn, so a late payment taking credit again cannot interleave.
      await lockShopper(tx, peek.userId);
      const ended = await tx
        .update(orders)
        .set({ paymentState: state })
        .where(and(eq(orders.id, orderId), eq(orders.paymentState, 'pending')))
        .returning({ id: orders.id });
      if (ended.length === 0) return false;
      const held = await letGo(tx, orderId);
      back.push(...(await moveStock(tx, { give: [{ lines: held, why: why('hold_released', orderId) }] })));
      await catalogChanged(tx);
      // Her bag still holds what this checkout held: one reminder, if she agreed to hear from us (record.ts).
      if (held.length > 0) await deps.notify?.(tx, { name: 'checkout.bag_waiting', orderId, why: state });
      return true;
    });
  }

  /** Confirms a payment (payment-confirmation.ts): a late one takes again what its ended checkout gave back. */
  const confirmPaid = createPaymentConfirmation(deps, { itemsOf, letGo, why });

  return {
    place,
    release,
    /** Store credit a new checkout may spend: what the open one holds comes back first. */
    creditFor: (userId: string) => wallet.spendable(userId),
    confirmPaid,
    openCheckout: (userId: string, checkoutKey: string) => openCheckout(db, userId, checkoutKey),
    /** The same checkout submitted again, its payment order handed back: a box ticked this time still counts. */
    optIn: (userId: string, ticked: boolean | undefined) =>
      ticked
        ? db.transaction(async (tx) => {
            await lockShopper(tx, userId);
            await optIn(tx, userId, ticked);
          })
        : Promise.resolve(),

    /** Unpaid orders past their reservation give back what they held. Safe to run from any instance. */
    async expireReservations(): Promise<number> {
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.paymentState, 'pending'), lt(orders.reservedUntil, now())));
      let n = 0;
      for (const o of due) if (await release(o.id, 'expired')) n++;
      return n;
    },
  };
}
export type CheckoutHolds = ReturnType<typeof createCheckoutHolds>;
