// Cash on delivery (docs/product/checkout-and-payments.md#cash-on-delivery): who may pay in cash (the PIN served, a
// total within the limit, few refused parcels and little unpaid cash for the account, phone and address:
// cod-exposure.ts), the order held like a payment order, and a code sent by SMS to the delivery phone that confirms it.
// Codes are stored only as an HMAC, live 10 minutes, are single use and allow 5 tries, each try taking its slot in one
// conditional UPDATE before the comparison (as sign-up codes do, otp.service.ts); an order sends at most COD_MAX_SENDS
// codes, 30 s apart, and every code counts against the hourly caps per phone, account and client network
// (cod-code-quota.ts).
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '#/server/db/client.ts';
import { codCodes, orders } from '#/server/db/schema/index.ts';
import { AppError, notFound } from '#/server/errors.ts';
import {
  hashOtp,
  newOtp,
  OTP_RESEND_COOLDOWN_MS,
  otpExpiry,
  otpMatches,
  OTP_MAX_ATTEMPTS,
  resendWait,
} from '#/server/auth/otp.ts';
import { circleOf } from '#/domain/postal-zones.ts';
import type { SmsSender } from '#/server/adapters/sms/sms.ts';
import { formatPaise } from '#/domain/money.ts';
import { type CodRules, maskedPhone } from '#/lib/cod.ts';
import type { CheckoutInput, CheckoutQuote } from './checkout-quote.ts';
import { type CheckoutHolds, fromCheckout } from './checkout-holds.ts';
import type { Tx } from '#/server/db/client.ts';
import type { CodConfirmation } from './cod-confirmation.ts';
import type { CodCodeQuota, CodeTarget } from './cod-code-quota.ts';
import { checkOutstanding, checkRefused } from './cod-exposure.ts';
import { newId } from '#/domain/ids.ts';

const PURPOSE = 'cod';
/** Codes one COD checkout may send (the first and 4 resends): the SMS costs money and reaches a stranger's phone. */
export const COD_MAX_SENDS = 5;
export const TOO_MANY_SENDS =
  'We have sent the most codes we can for this order. Please start checkout again to get a new one.';
const expired = () => new AppError('rule', 'The code has expired. Please request a new one.');

/** Offline rule: the configured PIN prefixes, or every valid PIN outside the remote zones. */
export function codServes(pin: string, rules: CodRules): boolean {
  const circle = circleOf(pin);
  if (!circle) return false;
  if (rules.pinPrefixes.length > 0) return rules.pinPrefixes.some((p) => pin.startsWith(p));
  return circle.region !== 'remote';
}

export function createCodService(deps: {
  db: Db;
  rules: CodRules;
  secret: string;
  storeName: string;
  sms: SmsSender;
  now: () => Date;
  /** The orders module's one quote and holds (index.ts), the same a payment order uses. */
  price: CheckoutQuote;
  holds: Pick<CheckoutHolds, 'place' | 'expireReservations'>;
  confirmation: CodConfirmation;
  quota: CodCodeQuota;
  /** Shiprocket's word on cash collection at a PIN, when it is configured. */
  courierCollects?: (pin: string) => Promise<boolean>;
}) {
  const { db, rules, secret, now } = deps;

  async function codOrder(userId: string, orderId: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.paymentMethod, 'COD')));
    if (!order) throw notFound('Order not found');
    return order;
  }

  /**
   * A fresh code replaces the order's earlier one (its tries start again) and goes to the delivery phone. One
   * upsert counts the send and checks the cap and the cooldown, so parallel resends cannot slip past either;
   * the same transaction counts it against the hourly caps (unless `counted` already did), and a refusal by
   * the upsert rolls that back.
   */
  async function sendCode(orderId: string, target: CodeTarget, counted = false) {
    const at = now();
    const code = newOtp();
    const row = { codeHash: hashOtp(code, orderId, PURPOSE, secret), attempts: 0, sentAt: at, usedAt: null };
    const expiresAt = otpExpiry(at);
    const cooledDown = new Date(at.getTime() - OTP_RESEND_COOLDOWN_MS);
    await db.transaction(async (tx) => {
      if (!counted) await deps.quota.take(tx, target);
      const sent = await tx
        .insert(codCodes)
        .values({ orderId, ...row, sends: 1, expiresAt })
        .onConflictDoUpdate({
          target: codCodes.orderId,
          set: { ...row, expiresAt, sends: sql`${codCodes.sends} + 1` },
          setWhere: and(lt(codCodes.sends, COD_MAX_SENDS), lte(codCodes.sentAt, cooledDown)),
        })
        .returning({ sends: codCodes.sends });
      if (sent.length === 0) await refuseSend(tx, orderId, at);
    });
    const text =
      `Your ${deps.storeName} COD code is ${code}. ` +
      'It confirms your cash on delivery order and expires in 10 minutes.';
    await deps.sms.send({ to: target.phone, text, template: 'cod_code', vars: { otp: code } });
    return { orderId, message: `We sent a code to your phone ${maskedPhone(target.phone)}` };
  }

  /** Why the upsert sent nothing: the cap (start again) or the cooldown (wait). */
  async function refuseSend(tx: Tx, orderId: string, at: Date): Promise<never> {
    const [last] = await tx.select().from(codCodes).where(eq(codCodes.orderId, orderId));
    if (!last || last.sends >= COD_MAX_SENDS) throw new AppError('rate_limited', TOO_MANY_SENDS);
    throw new AppError('rate_limited', resendWait(last.sentAt, at));
  }

  /** Whether cash is taken at this PIN: our rule, and with Shiprocket a courier that collects there too. */
  async function serves(pin: string): Promise<boolean> {
    return codServes(pin, rules) && (!deps.courierCollects || (await deps.courierCollects(pin)));
  }

  return {
    serves,
    /**
     * "Place order" with cash on delivery: each reason to refuse is said plainly (422; 429 for the hourly code
     * caps). The unpaid-cash limit is checked here to refuse early, and again, under locks, by the confirmation.
     */
    async start(userId: string, input: CheckoutInput, clientIp: string) {
      const pin = input.address.zipcode;
      const who = { userId, address: input.address };
      if (!(await serves(pin)))
        throw new AppError('rule', 'Cash on Delivery is not available for this PIN code. Please pay online.');
      await checkRefused(db, who, rules);
      await deps.holds.expireReservations();
      const quote = await deps.price(userId, input, { codFeePaise: rules.feePaise });
      if (quote.amountPaise > rules.maxTotalPaise)
        throw new AppError(
          'rule',
          `Cash on Delivery is available for orders up to ${formatPaise(rules.maxTotalPaise)}. Please pay online.`,
        );
      await checkOutstanding(db, who, quote.amountPaise, rules);
      // The first code is counted before the order holds any stock, so a refused one holds nothing; it is given
      // back when the order cannot be placed.
      // clientIp is the address group (http/address-group.ts: an IPv6 client counts as its /64).
      const target = { phone: input.address.phone, userId, network: clientIp };
      const counted = await db.transaction((tx) => deps.quota.take(tx, target));
      const orderId = newId('ord');
      try {
        const placement = { userId, clientIp, ...fromCheckout(input), quote, orderId, checkoutKey: null };
        await deps.holds.place({ ...placement, method: 'COD', provider: 'cod', providerOrderId: `cod_${orderId}` });
      } catch (error) {
        await deps.quota.giveBack(target, counted);
        throw error;
      }
      await db.update(orders).set({ codFeePaise: quote.codFeePaise }).where(eq(orders.id, orderId));
      return sendCode(orderId, target, true);
    },

    /** Counted against the network the checkout started from, wherever the resend comes from. */
    async resend(userId: string, orderId: string) {
      const order = await codOrder(userId, orderId);
      if (order.paymentState !== 'pending' || order.reservedUntil <= now())
        throw new AppError('rule', 'This order is no longer waiting for a code. Please place it again.');
      const network = order.clientIp ?? 'unknown';
      return sendCode(orderId, { phone: order.address.phone, userId, network });
    },

    async confirm(userId: string, orderId: string, otp: string) {
      const order = await codOrder(userId, orderId);
      const at = now();
      const [code] = await db
        .select()
        .from(codCodes)
        .where(and(eq(codCodes.orderId, order.id), isNull(codCodes.usedAt), gt(codCodes.expiresAt, at)));
      if (!code) throw expired();
      const [slot] = await db
        .update(codCodes)
        .set({ attempts: sql`${codCodes.attempts} + 1` })
        .where(
          and(
            eq(codCodes.orderId, order.id),
            eq(codCodes.codeHash, code.codeHash),
            isNull(codCodes.usedAt),
            lt(codCodes.attempts, OTP_MAX_ATTEMPTS),
          ),
        )
        .returning({ attempts: codCodes.attempts });
      if (!slot) throw new AppError('rule', 'Too many wrong codes. Please request a new one.');
      if (!otpMatches(otp, code.codeHash, order.id, PURPOSE, secret)) {
        if (slot.attempts < OTP_MAX_ATTEMPTS) throw new AppError('rule', 'Invalid code');
        throw new AppError('rule', 'Too many wrong codes. Please request a new one.');
      }
      const used = await db
        .update(codCodes)
        .set({ usedAt: at })
        .where(and(eq(codCodes.orderId, order.id), eq(codCodes.codeHash, code.codeHash), isNull(codCodes.usedAt)))
        .returning({ orderId: codCodes.orderId });
      if (used.length === 0) throw new AppError('rule', 'This code has already been used.');
      if (!(await deps.confirmation.confirmCod(order.id, userId)))
        throw new AppError('rule', 'This checkout has ended. Please place the order again.');
    },
  };
}

export type CodService = ReturnType<typeof createCodService>;
