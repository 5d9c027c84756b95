import { describe, expect, it } from 'vitest';
import { samplePublish as status } from '#/lib/test/sample-publish.ts';
import { describePublish, isRunning, seconds } from './publish.ts';

describe('describePublish', () => {
  it('says when the live site was published (India time) and how long the build took', () => {
    const live = status({ state: 'live', finishedAt: '2026-11-26T01:00:14Z', durationMs: 74_000 });
    expect(describePublish(live)).toBe('Live: last published 26 Nov 2026, 6:30 am in 1 min 14 s.');
  });
  it('a failure names the error and says the live site is untouched; a queued build is mentioned', () => {
    const failed = status({ state: 'failed', error: 'build failed (exit 1)', queued: true });
    expect(describePublish(failed)).toBe(
      'The last publish failed: build failed (exit 1). The live site is unchanged. Another publish is queued after it.',
    );
  });
  it('keeps following a build while it is queued or building, and stops once it is live or failed', () => {
    expect(isRunning(status({ state: 'building' }))).toBe(true);
    expect(isRunning(status({ state: 'queued' }))).toBe(true);
    expect(isRunning(status({ state: 'live' }))).toBe(false);
    expect(isRunning(status({ state: 'failed' }))).toBe(false);
    expect(isRunning(undefined)).toBe(false);
  });
});

describe('seconds', () => {
  it('reads as seconds under a minute, never 0 s', () => {
    expect(seconds(200)).toBe('1 s');
    expect(seconds(14_200)).toBe('14 s');
    expect(seconds(125_000)).toBe('2 min 5 s');
  });
});
