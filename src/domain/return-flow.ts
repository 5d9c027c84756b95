// The steps of a return or a size exchange, in one place: the console offers only nextReturnSteps() and the server
// refuses any other move with refuseReturnMove()'s reason. Each move is what the shopper is told about.
//   Return:   requested → approved → received → completed (store credit) | refused (with a reason)
//   Exchange: requested → approved → received → replacement_shipped (its own AWB) → completed | refused
export const RETURN_STATES = [
  'requested',
  'approved',
  'received',
  'replacement_shipped',
  'completed',
  'refused',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];
/** The states in which a request is still open (one open request per item). */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['requested', 'approved', 'received', 'replacement_shipped'];

export type ReturnAt = { kind: 'return' | 'exchange'; state: ReturnState };
export type ReturnMove = { to: ReturnState; reason?: string | null; awb?: string | null };

const FOLLOWS: Record<'return' | 'exchange', Partial<Record<ReturnState, ReturnState[]>>> = {
  return: { requested: ['approved', 'refused'], approved: ['received', 'refused'], received: ['completed', 'refused'] },
  exchange: {
    requested: ['approved', 'refused'],
    approved: ['received', 'refused'],
    received: ['replacement_shipped', 'refused'],
    replacement_shipped: ['completed'],
  },
};

export function nextReturnSteps(request: ReturnAt): ReturnState[] {
  return FOLLOWS[request.kind][request.state] ?? [];
}

/** Why this move is not possible, or undefined when it is. */
export function refuseReturnMove(request: ReturnAt, move: ReturnMove): string | undefined {
  const next = nextReturnSteps(request);
  if (!next.includes(move.to)) {
    if (next.length === 0) return `This request is ${request.state}; it moves no further`;
    return `A ${request.state} ${request.kind} can only move to ${next.join(' or ')}`;
  }
  if (move.to === 'refused' && !move.reason?.trim()) return 'Give the shopper a reason';
  if (move.to === 'replacement_shipped' && !move.awb) return 'Shipping the replacement needs its AWB';
  return undefined;
}
