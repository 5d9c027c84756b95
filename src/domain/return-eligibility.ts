// The return and exchange policy for one order item (docs/product/returns-and-exchanges.md#eligibility), decided in one
// place: the return and exchange requests refuse with it, and My Orders shows its answer beside each item, so the
// page never offers a button the server would refuse. Pure: the caller loads the facts.
import { OPEN_RETURN_STATES, type ReturnState } from './return-flow.ts';
export const RETURN_WINDOW_DAYS = 7;
export const MAX_EXCHANGES = 2;
export const SECOND_EXCHANGE_FEE_PAISE = 250_00;
/** Deducted from the store credit a completed return gives. */
export const RETURN_FEE_PAISE = 100_00;
/** How long the store credit of a completed return lasts. */
export const STORE_CREDIT_MONTHS = 3;
const DAY = 86_400_000;

export type ItemRequest = { kind: 'return' | 'exchange'; state: ReturnState };

/** A refused request is closed and counts for nothing: the shopper may ask again. */
export const standing = <R extends ItemRequest>(requests: readonly R[]): R[] =>
  requests.filter((r) => r.state !== 'refused');
const isOpen = (r: ItemRequest) => OPEN_RETURN_STATES.includes(r.state);

export type EligibilityFacts = {
  /** When the order was delivered (the window starts there); null while it is on its way. */
  deliveredAt: Date | null;
  /** Every return and exchange request ever made for this item. */
  requests: readonly ItemRequest[];
  /** Made to order (a chosen colour, or the shopper's measurements): neither returned nor exchanged (policy). */
  customised?: boolean;
  /** Bought below its MRP: not returned, but a size exchange is allowed (policy). */
  onSale?: boolean;
  now: Date;
};

export type Refusal =
  | 'customised'
  | 'not_delivered'
  | 'returned'
  | 'return_open'
  | 'request_open'
  | 'window_closed'
  | 'sale'
  | 'exchanges_used';

export type Eligibility = {
  canReturn: boolean;
  canExchange: boolean;
  /** Why a return is not possible (set exactly when canReturn is false). */
  returnRefusal?: Refusal;
  /** Why an exchange is not possible (set exactly when canExchange is false). */
  exchangeRefusal?: Refusal;
  /** The end of the 7-day window, once delivered. */
  windowEndsAt?: Date;
};

/**
 * Whether this item may be returned and whether it may be exchanged, and if not, why. Reasons that hold for
 * both come first: a shopper is told the most lasting reason (a returned item says so even after the window).
 */
export function returnEligibility(given: EligibilityFacts): Eligibility {
  const facts = { ...given, requests: standing(given.requests) };
  const windowEndsAt = facts.deliveredAt ? new Date(facts.deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY) : undefined;
  const both = (refusal: Refusal): Eligibility => ({
    canReturn: false,
    canExchange: false,
    returnRefusal: refusal,
    exchangeRefusal: refusal,
    windowEndsAt,
  });
  if (facts.customised) return both('customised');
  if (!facts.deliveredAt || !windowEndsAt) return both('not_delivered');
  const returns = facts.requests.filter((r) => r.kind === 'return');
  if (returns.some((r) => r.state === 'completed')) return both('returned');
  if (returns.length > 0) return both('return_open');
  if (facts.requests.some(isOpen)) return both('request_open');
  if (facts.now.getTime() > windowEndsAt.getTime()) return both('window_closed');
  const exchangesUsed = facts.requests.filter((r) => r.kind === 'exchange').length >= MAX_EXCHANGES;
  return {
    canReturn: !facts.onSale,
    canExchange: !exchangesUsed,
    ...(facts.onSale ? { returnRefusal: 'sale' as const } : {}),
    ...(exchangesUsed ? { exchangeRefusal: 'exchanges_used' as const } : {}),
    windowEndsAt,
  };
}

/** An order item made in a colour the shopper chose (order_items.custom_colour) is customised. */
export const isCustomised = (item: { customColour: string | null }): boolean => item.customColour !== null;

/** Bought below the MRP it had then: a sale item (returns refused, a size exchange allowed). */
export const isOnSale = (item: { pricePaise: number; mrpPaise: number | null }): boolean =>
  item.mrpPaise !== null && item.pricePaise < item.mrpPaise;

/** A completed return's store credit: what was paid for the item less the return fee, never below nothing. */
export const returnCreditPaise = (paidPaise: number, feePaise: number): number => Math.max(0, paidPaise - feePaise);

/** The first size exchange of an item is free; the second costs ₹250 (policy). */
export function nextExchangeFeePaise(requests: readonly ItemRequest[]): number {
  return standing(requests).some((r) => r.kind === 'exchange') ? SECOND_EXCHANGE_FEE_PAISE : 0;
}

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** What My Orders says beside an item it offers no button for (short: it sits in the item's row). */
export function refusalNote(refusal: Refusal, windowEndsAt?: Date): string {
  switch (refusal) {
    case 'customised':
      return 'Customised items cannot be returned or exchanged';
    case 'not_delivered':
      return 'Returns open after delivery';
    case 'returned':
      return 'Already returned';
    case 'return_open':
    case 'request_open':
      return 'A request is open';
    case 'window_closed':
      return windowEndsAt ? `Return window closed on ${dayMonth.format(windowEndsAt)}` : 'Return window closed';
    case 'sale':
      return 'Sale items cannot be returned';
    case 'exchanges_used':
      return 'No more exchanges for this item';
  }
}

/** The item's note: why a return is refused, and why an exchange is, when that is another reason. */
export function eligibilityNote(e: Eligibility): string | undefined {
  const notes = [e.returnRefusal, e.exchangeRefusal]
    .filter((r): r is Refusal => r !== undefined)
    .map((r) => refusalNote(r, e.windowEndsAt));
  return notes.length ? [...new Set(notes)].join('. ') : undefined;
}

/** What My Orders says about the item's latest request when staff refused it (their reason, as written). */
export function refusedNote(
  requests: readonly (ItemRequest & { createdAt: Date; refusalReason: string | null })[],
): string | undefined {
  const latest = [...requests].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (latest?.state !== 'refused') return undefined;
  const what = latest.kind === 'return' ? 'return' : 'exchange';
  return `Your ${what} request was refused: ${latest.refusalReason ?? 'no reason given'}`;
}
