import { describe, expect, it } from 'vitest';
import { describeMovement, type MovementView } from './movement-words.ts';

const shop = { reason: null, actor: null, actorName: null };
const asha = { actor: 'asha@example.com', actorName: 'Asha' };

describe('describeMovement', () => {
  it.each<[MovementView, string]>([
    [{ ...shop, kind: 'sale', delta: -2, ref: 'ord_1a' }, 'Sold 2 (order ord_1a)'],
    [{ ...shop, kind: 'hold_released', delta: 1, ref: 'ord_1a' }, 'Hold released +1 (order ord_1a)'],
    [{ ...shop, kind: 'cancelled', delta: 3, ref: 'ord_2b' }, 'Order cancelled +3 (order ord_2b)'],
    [{ ...shop, kind: 'returned_to_origin', delta: 1, ref: 'ord_3c' }, 'Returned to origin +1 (order ord_3c)'],
    [{ ...shop, kind: 'return', delta: 1, ref: 'ret_9' }, 'Returned +1 (request ret_9)'],
    [{ ...shop, kind: 'exchange', delta: -1, ref: 'ret_8' }, 'Exchange sent out 1 (request ret_8)'],
    [
      { ...shop, kind: 'exchange', delta: 1, ref: 'ret_8', reason: 'Exchange refused' },
      'Exchange back +1 (request ret_8: Exchange refused)',
    ],
    [{ ...asha, kind: 'restock', delta: 5, ref: null, reason: 'new batch' }, 'Restocked +5 (Asha: new batch)'],
    [{ ...asha, kind: 'restock', delta: -3, ref: null, reason: 'counted' }, 'Restock −3 (Asha: counted)'],
    [{ ...asha, kind: 'adjustment', delta: -1, ref: null, reason: 'Damaged' }, 'Adjusted −1 (Asha: Damaged)'],
    [
      { kind: 'adjustment', delta: 4, ref: null, reason: 'Opening stock', actor: 'automation', actorName: null },
      'Adjusted +4 (automation: Opening stock)',
    ],
  ])('%j reads “%s”', (movement, words) => {
    expect(describeMovement(movement)).toBe(words);
  });
});
