// The Return and Exchange forms' pure rules (docs/product/returns-and-exchanges.md#requests): the sizes an exchange
// may choose, what the form still needs before it can be sent, and the request body. The reason code is sent only
// when one is chosen (servers before issue 33 ignore it: their schemas strip unknown fields).
import { isReturnReasonCode, RETURN_REASON_LABELS, type ReturnReasonCode } from '#/domain/return-reasons.ts';
import { sizeRank } from '#/lib/sizes.ts';
import type { SizeEntry } from '#/lib/product.ts';

export type SizeChoice = { size: string; state: 'available' | 'current' | 'sold-out' };

/** The product's sizes in shop order: the one she has and those without stock cannot be chosen. */
export function exchangeSizes(sizes: readonly Pick<SizeEntry, 'size' | 'stock'>[], current: string): SizeChoice[] {
  return [...sizes]
    .sort((a, b) => sizeRank(a.size) - sizeRank(b.size))
    .map(({ size, stock }) => ({
      size,
      state: size === current ? 'current' : stock > 0 ? 'available' : 'sold-out',
    }));
}

export type RequestDraft = { code: ReturnReasonCode | ''; text: string; newSize: string };
export type Ids = { orderId: string; productId: string; itemId: string };

/** What the form still needs, said beside the field; undefined when it can be sent. */
export function missing(kind: 'return' | 'exchange', d: RequestDraft): string | undefined {
  if (!isReturnReasonCode(d.code)) return 'Please choose a reason';
  if (d.code === 'other' && !d.text.trim()) return 'Please tell us the reason';
  if (kind === 'exchange' && !d.newSize.trim()) return 'Please choose the new size';
  return undefined;
}

/**
 * The body of POST /api/order/return-order or exchange-order. A return's `reason` is the shopper's words, or the
 * chosen reason's label when she wrote none (the spec's field stays required); an exchange sends words only if any.
 */
export function requestBody(kind: 'return' | 'exchange', ids: Ids, d: RequestDraft) {
  const text = d.text.trim();
  const code = isReturnReasonCode(d.code) ? { reasonCode: d.code } : {};
  if (kind === 'return')
    return { ...ids, ...code, reason: text || (isReturnReasonCode(d.code) ? RETURN_REASON_LABELS[d.code] : '') };
  return { ...ids, ...code, newSize: d.newSize.trim(), ...(text ? { reason: text } : {}) };
}
