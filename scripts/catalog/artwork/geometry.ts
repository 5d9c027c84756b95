// Path building in garment space. Garments are symmetric, so most outlines are written as the
// right half only (x ≥ 0) and mirrored about the centre line x = 0.

/** A number as it appears in a path: at most one decimal, which keeps the SVG small. */
export const f = (n: number) => (Math.round(n * 10) / 10).toString();
/** A point as it appears in a path: "x y". */
export const pt = (x: number, y: number) => `${f(x)} ${f(y)}`;

export type Pt = [number, number];
/** A segment of the right half: [x, y] line, [cx, cy, x, y] quadratic, [c1x, c1y, c2x, c2y, x, y] cubic. */
export type Seg = number[];

/** Path of the right half only (open), from start through segs, with x multiplied by `sx`. */
export function openPath(start: Pt, segs: Seg[], sx = 1): string {
  let d = `M${f(start[0] * sx)} ${f(start[1])}`;
  for (const s of segs) {
    const cmd = s.length === 2 ? 'L' : s.length === 4 ? 'Q' : 'C';
    d += ` ${cmd}${s.map((v, i) => f(i % 2 === 0 ? v * sx : v)).join(' ')}`;
  }
  return d;
}

/** Closed outline symmetric about x = 0: the right half from `start` down and back, then mirrored. */
export function symPath(start: Pt, segs: Seg[]): string {
  let d = openPath(start, segs);
  const pts: Pt[] = [start, ...segs.map((s) => [s[s.length - 2]!, s[s.length - 1]!] as Pt)];
  const last = pts[pts.length - 1]!;
  if (Math.abs(last[0]) > 0.01) d += ` L${f(-last[0])} ${f(last[1])}`;
  // Walk the segments backwards on the left side: same curves, control points in reverse order.
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const to = pts[i]!;
    const ctrls: Pt[] = [];
    for (let k = 0; k < s.length - 2; k += 2) ctrls.push([s[k]!, s[k + 1]!]);
    ctrls.reverse();
    const cmd = ctrls.length === 0 ? 'L' : ctrls.length === 1 ? 'Q' : 'C';
    d += ` ${cmd}${[...ctrls, to].map(([x, y]) => `${f(-x)} ${f(y)}`).join(' ')}`;
  }
  return `${d} Z`;
}

/** Hem from (w, y) to the centre, bowing `depth` lower at the centre, with `waves` soft folds. */
export function hemSegs(w: number, y: number, depth: number, waves: number, amp: number): Seg[] {
  const segs: Seg[] = [];
  const yAt = (x: number) => y + depth * (1 - (x / w) ** 2);
  for (let i = 1; i <= waves; i++) {
    const x0 = w * (1 - (i - 1) / waves);
    const x1 = w * (1 - i / waves);
    const xm = (x0 + x1) / 2;
    segs.push([xm, yAt(xm) + (i % 2 === 1 ? amp : -amp * 0.6), x1, yAt(x1)]);
  }
  return segs;
}

/**
 * Gathered tiers from (x0, y0) down to (hemW, hemY), with seams at `ys`: each tier pops out just
 * under its seam and then falls almost straight. Returns the segments and each seam's half width.
 */
export function tierSegs(
  x0: number,
  y0: number,
  ys: number[],
  hemW: number,
  hemY: number,
  step: number,
): { segs: Seg[]; seamWs: number[] } {
  const segs: Seg[] = [];
  const seamWs: number[] = [];
  const wLin = (y: number) => x0 + ((hemW - x0) * (y - y0)) / (hemY - y0);
  const bounds = [...ys, hemY];
  let a = y0;
  let wTop = x0;
  bounds.forEach((b, i) => {
    const wBot = i === bounds.length - 1 ? hemW : wLin(b) + step * 0.4;
    const pop = i === 0 ? step * 0.7 : step * 1.4;
    segs.push([wTop + pop, a + 8, wBot - 3, a + (b - a) * 0.45, wBot, b]);
    if (i < bounds.length - 1) {
      seamWs.push(wBot);
      wTop = wBot - 3;
      segs.push([wTop, b + 1]);
    }
    a = b + 1;
  });
  return { segs, seamWs };
}

/** A full-width curve across the garment at y (a seam or hem line), `depth` lower at the centre. */
export const hemCurve = (w: number, y: number, depth: number) =>
  `M${f(-w)} ${f(y)} Q0 ${f(y + depth * 2)} ${f(w)} ${f(y)}`;
