import { describe, expect, it } from 'vitest';
import { progressReporter } from './progress.ts';

/** Feeds items 1..total to a reporter on a fake clock that advances `secondsPerItem` per item. */
function runBatch(total: number, secondsPerItem: number): string[] {
  const lines: string[] = [];
  let ms = 0;
  const report = progressReporter({ total, log: (l) => lines.push(l), noun: 'images', verb: 'drawn', now: () => ms });
  for (let done = 1; done <= total; done++) {
    ms += secondsPerItem * 1000;
    report(done);
  }
  return lines;
}

describe('progressReporter', () => {
  it('logs a line at each tenth of a quick batch, and none for the last item', () => {
    expect(runBatch(100, 0.1)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => `images: ${t * 10}/100 drawn (${t * 10}%), ${t.toFixed(1)} s`),
    );
  });

  it('logs every 10 s in a slow batch, between tenths', () => {
    const lines = runBatch(1000, 3);
    expect(lines.slice(0, 2)).toEqual(['images: 4/1000 drawn (0%), 12.0 s', 'images: 8/1000 drawn (0%), 24.0 s']);
    const times = lines.map((l) => Number(/, ([\d.]+) s$/.exec(l)![1]));
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(10);
    expect(lines).toContain('images: 100/1000 drawn (10%), 300.0 s');
  });

  it('says nothing when the count does not move or the batch is one item', () => {
    const lines: string[] = [];
    let ms = 0;
    const report = progressReporter({ total: 10, log: (l) => lines.push(l), noun: 'n', verb: 'v', now: () => ms });
    report(5);
    ms += 60_000;
    report(5);
    report(4);
    expect(lines).toEqual(['n: 5/10 v (50%), 0.0 s']);
    expect(runBatch(1, 1)).toEqual([]);
  });
});
