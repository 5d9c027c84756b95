// Why a shopper returns or exchanges an item (docs/product/returns-and-exchanges.md#requests): a short list the
// shopper picks from, beside the free-text reason that stays. The size reasons are fit signals
// (docs/product/fit.md): they say how the piece fits for the size the shopper bought.
export const RETURN_REASON_CODES = [
  'too_small',
  'too_large',
  'not_as_pictured',
  'quality',
  'changed_mind',
  'other',
] as const;
export type ReturnReasonCode = (typeof RETURN_REASON_CODES)[number];

export const RETURN_REASON_LABELS: Record<ReturnReasonCode, string> = {
  too_small: 'Too small',
  too_large: 'Too large',
  not_as_pictured: 'Not as pictured',
  quality: 'Quality',
  changed_mind: 'Changed my mind',
  other: 'Other',
};

export function isReturnReasonCode(value: unknown): value is ReturnReasonCode {
  return typeof value === 'string' && (RETURN_REASON_CODES as readonly string[]).includes(value);
}
