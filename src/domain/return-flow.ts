// The steps of a return or a size exchange, in one place: the console offers only nextReturnSteps() and the server
// refuses any other move with refuseReturnMove()'s reason. Each move is what the shopper is told about
// (returnStepNote() words it for My Orders).
//   Return:   requested → approved → received → completed (store credit) | refused (with a reason)
//   Exchange: requested → approved → received → replacement_shipped (its own AWB) → completed | refused
// Refusing is possible until the parcel was checked (requested, approved, received); a replacement on its way
// can only be completed.
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

export type ReturnKind = 'return' | 'exchange';
export type ReturnAt = { kind: ReturnKind; state: ReturnState };
export type ReturnMove = { to: ReturnState; reason?: string | null; awb?: string | null };

const FOLLOWS: Record<ReturnKind, Partial<Record<ReturnState, ReturnState[]>>> = {
  return: { requested: ['approved', 'refused'], approved: ['received', 'refused'], received: ['completed', 'refused'] },
  exchange: {
    requested: ['approved', 'refused'],
    approved: ['received', 'refused'],
    received: ['replacement_shipped', 'refused'],
    replacement_shipped: ['completed'],
  },
};

/** A state as staff read it in a refusal ("replacement shipped"). */
export const stepWord = (state: ReturnState): string => state.replaceAll('_', ' ');

export function nextReturnSteps(request: ReturnAt): ReturnState[] {
  return [...(FOLLOWS[request.kind][request.state] ?? [])];
}

/** Why this move is not possible, or undefined when it is. */
export function refuseReturnMove(request: ReturnAt, move: ReturnMove): string | undefined {
  const next = nextReturnSteps(request);
  const what = request.kind === 'return' ? 'A return' : 'An exchange';
  if (!next.includes(move.to)) {
    if (next.length === 0) return `This ${request.kind} is ${stepWord(request.state)}; it moves no further`;
    return `${what} that is ${stepWord(request.state)} can only move to ${next.map(stepWord).join(' or ')}`;
  }
  if (move.to === 'refused' && !move.reason?.trim()) return 'Give the shopper a reason';
  if (move.to === 'replacement_shipped' && !move.awb?.trim()) return 'Shipping the replacement needs its AWB';
  return undefined;
}

/** What My Orders needs to word an item's latest request. */
export type ReturnStepFacts = ReturnAt & {
  newSize?: string | null;
  pickupAwb?: string | null;
  replacementAwb?: string | null;
  refusalReason?: string | null;
  /** A completed return's store credit, already formatted ("₹1,199"). */
  credit?: string | null;
};

/** Where the request stands, in the shopper's words ("Parcel received", "Replacement shipped (AWB …)"). */
export function returnStepNote(r: ReturnStepFacts): string {
  const Kind = r.kind === 'return' ? 'Return' : 'Exchange';
  switch (r.state) {
    case 'requested':
      return r.kind === 'exchange' && r.newSize ? `Exchange for size ${r.newSize} requested` : `${Kind} requested`;
    case 'approved':
      return `${Kind} approved — we will collect it${r.pickupAwb ? ` (pickup AWB ${r.pickupAwb})` : ''}`;
    case 'received':
      return 'Parcel received';
    case 'replacement_shipped':
      return `Replacement shipped${r.replacementAwb ? ` (AWB ${r.replacementAwb})` : ''}`;
    case 'completed':
      if (r.kind === 'return') return `Return completed${r.credit ? `: ${r.credit} store credit` : ''}`;
      return `Exchange completed${r.newSize ? `: now size ${r.newSize}` : ''}`;
    case 'refused':
      return `Refused: ${r.refusalReason?.trim() || 'no reason given'}`;
  }
}
