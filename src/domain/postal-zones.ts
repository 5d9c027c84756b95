// Indian PIN codes: the first two digits name a postal circle. We use them to refuse PINs that cannot
// exist and to estimate transit from the warehouse by region.
import { isValidPin } from './pin.ts';
export type Region = 'north' | 'west' | 'central' | 'south' | 'east' | 'northeast' | 'remote';

/** First two digits → [circle, region]. Prefixes not listed are unallocated (or Army Post, 90–99). */
const CIRCLES: Record<string, [string, Region]> = {};
const put = (from: number, to: number, circle: string, region: Region) => {
  for (let p = from; p <= to; p++) CIRCLES[String(p)] = [circle, region];
};
put(11, 11, 'Delhi', 'north');
put(12, 13, 'Haryana', 'north');
put(14, 16, 'Punjab', 'north');
put(17, 17, 'Himachal Pradesh', 'north');
put(18, 19, 'Jammu & Kashmir', 'remote');
put(20, 28, 'Uttar Pradesh', 'north');
put(30, 34, 'Rajasthan', 'west');
put(36, 39, 'Gujarat', 'west');
put(40, 44, 'Maharashtra', 'west');
put(45, 48, 'Madhya Pradesh', 'central');
put(49, 49, 'Chhattisgarh', 'central');
put(50, 50, 'Telangana', 'south');
put(51, 53, 'Andhra Pradesh', 'south');
put(56, 59, 'Karnataka', 'south');
put(60, 64, 'Tamil Nadu', 'south');
put(67, 69, 'Kerala', 'south');
put(70, 74, 'West Bengal', 'east');
put(75, 77, 'Odisha', 'east');
put(78, 78, 'Assam', 'northeast');
put(79, 79, 'North East', 'northeast');
put(80, 85, 'Bihar & Jharkhand', 'east');

/** Island and high-altitude PIN ranges that take longest. */
const REMOTE_PREFIXES = ['744', '6825', '1941', '1942'];

export function circleOf(pin: string): { circle: string; region: Region } | undefined {
  if (!isValidPin(pin)) return undefined;
  const entry = CIRCLES[pin.slice(0, 2)];
  if (!entry) return undefined;
  const remote = REMOTE_PREFIXES.some((p) => pin.startsWith(p));
  return { circle: entry[0], region: remote ? 'remote' : entry[1] };
}

/** Working days in transit from the warehouse's circle to the destination's: [fastest, slowest]. */
export function transitDays(from: string, to: string): [number, number] {
  const a = circleOf(from);
  const b = circleOf(to);
  if (!a || !b) return [5, 8];
  if (b.region === 'remote') return [6, 9];
  if (a.circle === b.circle) return [1, 2];
  if (a.region === b.region) return [2, 3];
  if (b.region === 'northeast' || a.region === 'northeast') return [5, 7];
  return [3, 5];
}
