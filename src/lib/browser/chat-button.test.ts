import { describe, expect, it } from 'vitest';
import { overlaps } from './chat-button.ts';

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

describe('overlaps', () => {
  const chat = box(250, 500, 56, 56);

  it('sees a thin row crossing the button between its corners and centre', () => {
    expect(overlaps(chat, box(0, 506, 320, 20))).toBe(true);
  });

  it('does not count boxes that only touch or lie apart', () => {
    expect(overlaps(chat, box(0, 556, 320, 40))).toBe(false);
    expect(overlaps(chat, box(0, 500, 250, 56))).toBe(false);
  });

  it('ignores elements that are not laid out', () => {
    expect(overlaps(chat, box(0, 0, 0, 0))).toBe(false);
    expect(overlaps(chat, box(260, 510, 0, 20))).toBe(false);
  });
});
