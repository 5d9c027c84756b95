// The dashboard chart's arithmetic, apart from its drawing: a round top for the scale and each bar's box.

/** The smallest "round" number (1, 2, 2.5 or 5 × a power of ten) at or above `value`; 1 for nothing. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export type Bar = { x: number; y: number; width: number; height: number; value: number; label: string };

/** Bars filling `width` × `height`, with `gap` between them, scaled to `top`; a value of 0 is a 1-unit sliver. */
export function layoutBars(
  points: { label: string; value: number }[],
  { width, height, gap, top }: { width: number; height: number; gap: number; top: number },
): Bar[] {
  const n = points.length;
  if (n === 0) return [];
  const barWidth = (width - gap * (n - 1)) / n;
  return points.map((p, i) => {
    const h = Math.max(1, (Math.max(0, p.value) / top) * height);
    return { x: i * (barWidth + gap), y: height - h, width: barWidth, height: h, value: p.value, label: p.label };
  });
}
