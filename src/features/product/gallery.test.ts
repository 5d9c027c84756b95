import { describe, expect, it } from 'vitest';
import { slideAt, zoomScroll } from './gallery.ts';

describe('gallery', () => {
  it('names the slide the strip has scrolled to, rounding to the nearest and staying in range', () => {
    expect(slideAt(0, 300, 4)).toBe(0);
    expect(slideAt(149, 300, 4)).toBe(0);
    expect(slideAt(151, 300, 4)).toBe(1);
    expect(slideAt(900, 300, 4)).toBe(3);
    expect(slideAt(5000, 300, 4)).toBe(3);
    expect(slideAt(100, 0, 4)).toBe(0);
  });

  it('keeps the tapped point under the finger when zooming in', () => {
    // A tap at (100, 200) in a 300×400 box, zoomed 2.5×: that point is now at (250, 500), centred.
    expect(zoomScroll(100, 200, { width: 300, height: 400 }, 2.5)).toEqual({ left: 100, top: 300 });
    expect(zoomScroll(10, 10, { width: 300, height: 400 }, 2.5)).toEqual({ left: 0, top: 0 });
  });
});
